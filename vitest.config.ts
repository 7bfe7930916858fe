// Vitest: three projects, so that pure tests never wait for the database setup (issue 12 #7).
// - 'unit': the pure tests of domain/ and app/ (no database, no server, no mocks or environment changes). They
//   share one worker process (isolate: false): starting a process per file cost more than their tests.
// - 'standalone': the other tests without the shared database (pure server units, mail/VIES/SMS against local
//   servers, the migrate and seed tests that make their own scratch database); no global setup. Its files share
//   their worker's modules too (isolate: false, decision 762): a process per file cost 29 % of the project's CPU.
// - 'db': test files that open the seeded test database or the full app (they import, directly or through a
//   helper, tests/support/test-database.ts). Its global setup checks the build and prepares the database template.
//   Its files share their worker's modules (isolate: false, decision 503): each file still opens its own copy of
//   the database, but the server's modules, the page build and PGlite's code are loaded once per worker.
// A file is sorted by its imports, read here when the config loads (a few ms), so a new test file lands in the
// right project without being listed anywhere.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './tests/support/long-first-sequencer.ts';

const PURE = ['domain/**/*.test.ts', 'app/**/*.test.ts', 'app/**/*.test.tsx'];
const INCLUDE = [...PURE, 'server/**/*.test.ts', 'tests/**/*.test.ts'];
const EXCLUDE = ['node_modules', 'build', 'dist', 'tests/e2e/**'];
const TEST_FILE = /\.test\.tsx?$/;
const DATABASE_HELPER = path.resolve('tests/support/test-database.ts');

/** Relative imports of a source file ('./x.ts', '../../tests/support/test-app.ts', import('./y.ts')). */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = path.resolve(path.dirname(file), match[1]!);
    for (const candidate of [target, `${target}.ts`, `${target}.tsx`]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) {
        found.push(candidate);
        break;
      }
    }
  }
  return found;
}

const reaches = new Map<string, boolean>();
/** Whether a file imports the database helper, directly or through other local modules. */
function needsDatabase(file: string, seen = new Set<string>()): boolean {
  if (file === DATABASE_HELPER) return true;
  const known = reaches.get(file);
  if (known !== undefined) return known;
  if (seen.has(file) || file.includes(`${path.sep}node_modules${path.sep}`)) return false;
  seen.add(file);
  const result = relativeImports(file).some((next) => needsDatabase(next, seen));
  reaches.set(file, result);
  return result;
}

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => TEST_FILE.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(dir, name));
}

const databaseTests = ['domain', 'server', 'app', 'tests']
  .flatMap(testFiles)
  .filter((file) => !file.startsWith(`tests${path.sep}e2e${path.sep}`))
  .filter((file) => needsDatabase(path.resolve(file)));

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // drizzle-orm's own files resolved without Node 24's package-scope read per file (decision 771): its import in
    // each worker 1.4 → 0.2 CPU-seconds.
    execArgv: ['--import', path.resolve('scripts/drizzle-resolve.mjs')],
    // Two files at a time on the 2-core machine (Vitest's own default is cores − 1 = one): the database tests
    // wait on PostgreSQL and PGlite much of their time. Vitest on both databases 423 → 294 s, all passing
    // (docs/performance.md "npm test duration").
    maxWorkers: 2,
    // The longest files first, across the projects (tests/support/long-first-sequencer.ts).
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: PURE,
          exclude: [...EXCLUDE, ...databaseTests],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'standalone',
          isolate: false,
          setupFiles: ['tests/support/shared-worker-guard.ts'],
          include: INCLUDE,
          exclude: [...EXCLUDE, ...PURE, ...databaseTests],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          isolate: false,
          // An empty list would mean "the default pattern": keep the project valid with a pattern that matches nothing.
          include: databaseTests.length > 0 ? databaseTests : ['tests/support/__none__.test.ts'],
          exclude: EXCLUDE,
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
