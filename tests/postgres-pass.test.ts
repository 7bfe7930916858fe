// Issue 28 (decision 542): a database suite runs on PostgreSQL only when it names why (`eachDatabase('parallel' |
// 'connections' | 'dialect')`). This keeps the rule from being forgotten: a suite that runs requests or transactions
// at the same time, starts processes, cuts connections or looks at PostgreSQL's own behaviour, but asks for PGlite
// alone, fails here with the line that gave it away.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** What shows that a suite's behaviour can differ on the server: each with the reason it calls for. */
const SIGNS: [RegExp, string][] = [
  [/Promise\.all(Settled)?\(\s*(Array\.from|\[\s*\.\.\.Array|\[\s*\d+\s*,\s*\d+|\w+\.map\()/g, 'parallel'],
  [/\b(parallel|races?|concurrent(ly)?)\b/gi, 'parallel'],
  [/FOR UPDATE|SKIP LOCKED|pg_advisory|pg_terminate_backend|connectVia|SIGKILL|WORKERS/g, 'connections'],
  [/kind === 'postgres'|kind !== 'pglite'|to_tsquery|similarity\(|EXPLAIN |statement_timeout/g, 'dialect'],
];

const THIS_FILE = fileURLToPath(import.meta.url);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name) && !name.includes('node_modules'))
    .map((name) => path.join(dir, name));
}

/** 'file:line gives away <reason>: <line>' for every PGlite-only suite with a sign of the server's behaviour. */
function unnamedServerBehaviour(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (path.resolve(file) === THIS_FILE) continue; // its own examples
    const source = readFileSync(file, 'utf8');
    if (!/from '[^']*test-database\.ts'/.test(source) || !/eachDatabase\(\)/.test(source)) continue;
    // On the whole source, so a call spread over lines (`Promise.all(\n  Array.from(…`) is found too.
    for (const [sign, reason] of SIGNS)
      for (const match of source.matchAll(sign)) {
        const line = source.slice(0, match.index).split('\n').length;
        found.push(`${file}:${line} looks like '${reason}': ${source.split('\n')[line - 1]!.trim()}`);
      }
  }
  return found;
}

describe('the PostgreSQL pass (decision 542)', () => {
  it('every database suite that runs things at the same time, starts processes or relies on the server names why', () => {
    const files = ['server', 'app', 'tests'].flatMap(testFiles);
    expect(unnamedServerBehaviour(files)).toEqual([]);
  });

  it('catches a PGlite-only suite with parallel requests, and lets it pass once it names the reason', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lw-pg-pass-'));
    try {
      const suite = (call: string) =>
        `import { eachDatabase } from '../support/test-database.ts';\n` +
        `describe.each(${call})('x on %s', (kind) => {\n  it('y', async () => {\n` +
        `    await Promise.all(Array.from({ length: 8 }, () => book(kind)));\n  });\n});\n`;
      writeFileSync(path.join(dir, 'quiet.test.ts'), suite('eachDatabase()'));
      writeFileSync(path.join(dir, 'named.test.ts'), suite("eachDatabase('parallel')"));
      expect(unnamedServerBehaviour(testFiles(dir))).toEqual([
        `${path.join(dir, 'quiet.test.ts')}:4 looks like 'parallel': await Promise.all(Array.from({ length: 8 }, () => book(kind)));`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
