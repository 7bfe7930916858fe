// scripts/drizzle-resolve.mjs (decision 771): drizzle-orm's relative imports resolved directly give the same modules
// as Node's own resolution, and the processes that load drizzle-orm from node_modules have it — Vitest's workers
// (this one) and the operator commands in package.json that open the database.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..');
const HOOK = './scripts/drizzle-resolve.mjs';
const run = promisify(execFile);

/** The exported names of drizzle-orm's four entry points the shop uses, as a child process loads them. */
async function exportedNames(nodeArgs: string[]): Promise<string[][]> {
  const probe = `const modules = await Promise.all(['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/pglite',
    'drizzle-orm/node-postgres'].map((name) => import(name)));
    console.log(JSON.stringify(modules.map((m) => Object.keys(m).sort())));`;
  const { stdout } = await run(process.execPath, [...nodeArgs, '--input-type=module', '-e', probe], {
    cwd: ROOT,
  });
  return JSON.parse(stdout) as string[][];
}

describe('drizzle-orm resolved directly (decision 771)', () => {
  it('loads the same exports as Node resolving each file itself', async () => {
    const [plain, hooked] = await Promise.all([exportedNames([]), exportedNames(['--import', HOOK])]);
    expect(plain.map((names) => names.length).every((count) => count > 0)).toBe(true);
    expect(hooked).toEqual(plain);
  });

  it("is in this Vitest worker's and the database commands' Node options", () => {
    expect(process.execArgv.join(' ')).toContain(
      `--import ${path.join(ROOT, 'scripts/drizzle-resolve.mjs')}`,
    );
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    for (const name of [
      'dev',
      'db:migrate',
      'db:seed',
      'db:backup',
      'db:restore',
      'admin:create',
      'import:onix',
      'payouts',
      'ebook:upload',
    ])
      expect(scripts[name], name).toMatch(/^tsx .*--import \.\/scripts\/drizzle-resolve\.mjs /);
  });
});
