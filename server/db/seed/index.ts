// Placeholder signature; the demo catalogue generator fills this in.
import type { Database } from '../client.ts';

export interface SeedOptions {
  books?: number | undefined;
  log?: (line: string) => void;
}

export async function seedIfEmpty(_database: Database, _options: SeedOptions = {}): Promise<boolean> {
  return false;
}
