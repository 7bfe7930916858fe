// Where the prepared PGlite test database lives: a migrated and seeded data directory in node_modules/.cache,
// named by a hash of what shapes it (schema, migrations, seed code, the demo data's rules), so a change to any of
// them makes a new one. Vitest's global setup (global-setup.ts) builds it; the browser journeys' server
// (playwright.config.ts) starts on a copy of it when it is there, instead of seeding the demo shop again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const TEMPLATE_CACHE_DIR = path.resolve('node_modules/.cache/leeswijzer');

function inputsHash(): string {
  const hash = createHash('sha256');
  const walk = (entry: string) => {
    if (statSync(entry).isFile()) {
      // A test file shapes no template: editing one (server/db's own tests) does not rebuild it.
      if (!/\.test\.tsx?$/.test(entry)) hash.update(entry).update(readFileSync(entry));
      return;
    }
    for (const name of readdirSync(entry).sort()) walk(path.join(entry, name));
  };
  for (const entry of ['server/db', 'domain']) walk(entry);
  // The template's layout (a data directory) is part of its identity.
  hash.update('pglite-data-dir-v4'); // v4: demo accounts hashed with TEST_HASH
  return hash.digest('hex').slice(0, 16);
}

/** The folder name of the template for the code as it is now. */
export const templateName = (): string => `pglite-template-${inputsHash()}`;

/** The template's PGlite directory (a server's DATA_DIR/pglite) when it is complete, else null. */
export function readyTemplate(): string | null {
  const dir = path.join(TEMPLATE_CACHE_DIR, templateName(), 'pglite');
  return existsSync(path.join(dir, 'PG_VERSION')) ? dir : null;
}
