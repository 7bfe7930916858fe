// Issue 16: the last few versions of something a page names by version (the interface texts, the shell's shared
// part), kept per process (their services, the server render) or per page (the browser), so that pages made just
// before a change still find theirs; the newest registered last.

export interface KeptVersions<T> {
  register(version: string, value: T): void;
  get(version: string): T | undefined;
  has(version: string): boolean;
}

export function keptVersions<T>(max = 4): KeptVersions<T> {
  const known = new Map<string, T>();
  return {
    register(version, value) {
      if (known.get(version) === value) return;
      known.delete(version);
      known.set(version, value);
      for (const old of known.keys()) {
        if (known.size <= max) break;
        known.delete(old);
      }
    },
    get: (version) => known.get(version),
    has: (version) => known.has(version),
  };
}
