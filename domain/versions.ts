// Spec 1 §1 version check and §5: versions compare by dotted numeric parts ("2.30.22" < "2.30.100").

/** -1 when a < b, 0 when equal, 1 when a > b. Missing parts count as 0; non-numeric parts as 0. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = a.trim().split('.');
  const pb = b.trim().split('.');
  const length = Math.max(pa.length, pb.length);
  for (let i = 0; i < length; i++) {
    const x = toPart(pa[i]);
    const y = toPart(pb[i]);
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function toPart(part: string | undefined): number {
  const n = Number.parseInt(part ?? '0', 10);
  return Number.isFinite(n) ? n : 0;
}

/** The running version is outdated when the published one is newer. */
export function isOutdated(running: string, published: string): boolean {
  return compareVersions(running, published) < 0;
}
