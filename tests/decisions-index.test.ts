// The decision records (issue 28): docs/decisions/README.md's index is what scripts/decisions-index.mjs makes
// from the capability files, no number is used twice, and every decision number the code cites has a record.
// The script's --check does the work; the copies below show that each of its checks fails when it should.
// Pure: no database, so it runs in Vitest's 'standalone' project.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve('scripts/decisions-index.mjs');
const RECORDS = path.resolve('docs/decisions');

function check(dir = RECORDS, root = '.') {
  const run = spawnSync(process.execPath, [SCRIPT, '--check', '--dir', dir, '--root', root], {
    encoding: 'utf8',
  });
  return { status: run.status, problems: run.stderr };
}

const scratch = mkdtempSync(path.join(tmpdir(), 'lw-decisions-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the records (and an empty code folder) to break one thing in. */
function copy(name: string) {
  const dir = path.join(scratch, name, 'decisions');
  cpSync(RECORDS, dir, { recursive: true });
  mkdirSync(path.join(scratch, name, 'server'), { recursive: true });
  return { dir, root: path.join(scratch, name) };
}

describe('docs/decisions/', () => {
  it('has an up-to-date index, unique numbers, complete records and a record for every number the code cites', () => {
    const { status, problems } = check();
    expect(problems).toBe('');
    expect(status).toBe(0);
  });

  it('the copy the checks below start from passes', () => {
    const { dir, root } = copy('clean');
    expect(check(dir, root)).toEqual({ status: 0, problems: '' });
  });

  it('fails when the index is stale (a title changed without npm run docs:decisions)', () => {
    const { dir, root } = copy('stale');
    const file = path.join(dir, 'foundation.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('## #1 — ', '## #1 — Renamed: '));
    const { status, problems } = check(dir, root);
    expect(status).toBe(1);
    expect(problems).toContain('the index is stale');
  });

  it('fails when a number is used twice', () => {
    const { dir, root } = copy('twice');
    const file = path.join(dir, 'going-live-safely.md');
    const record = [
      '<a id="decision-1"></a>',
      '',
      '## #1 — Again',
      '',
      'Status: accepted',
      '',
      'Question: q',
      '',
    ]
      .concat(['Decision: d', '', 'Why: w', ''])
      .join('\n');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n${record}`);
    const { status, problems } = check(dir, root);
    expect(status).toBe(1);
    expect(problems).toContain('#1 is in foundation.md and going-live-safely.md');
  });

  it('fails when code cites a decision that has no record', () => {
    const { dir, root } = copy('cited');
    // Built from parts, so that this test file itself cites no missing number.
    const missing = String(9) + '99';
    writeFileSync(path.join(root, 'server', 'thing.ts'), `// The rule of decisions 504 and ${missing}.\n`);
    const { status, problems } = check(dir, root);
    expect(status).toBe(1);
    expect(problems).toContain(`server/thing.ts:1 cites decision ${missing}, which has no record`);
  });

  it('fails when a record lacks one of its lines', () => {
    const { dir, root } = copy('incomplete');
    const file = path.join(dir, 'search.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^Why: .*$/m, ''));
    const { status, problems } = check(dir, root);
    expect(status).toBe(1);
    expect(problems).toContain("search.md: #94 has no 'Why:' line");
  });
});
