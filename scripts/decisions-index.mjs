// The index of the decision records (issue 28): reads docs/decisions/*.md (one file per capability, one
// `## #N — title` record per decision) and writes the index between the markers in docs/decisions/README.md,
// by capability and by number. Plain Node, no dependencies.
//
//   node scripts/decisions-index.mjs            write the index (npm run docs:decisions)
//   node scripts/decisions-index.mjs --check    write nothing; exit 1 when the index is stale, a number is used
//                                               twice, a record lacks a line, or code cites a missing number
//   --dir <folder>   the records (default docs/decisions); --root <folder>   where the cited code lives (default .)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const START = '<!-- index:start: made by `npm run docs:decisions`, do not edit by hand -->';
const END = '<!-- index:end -->';
const CODE_FOLDERS = ['server', 'app', 'domain', 'scripts', 'tests'];
const CODE_FILE = /\.(ts|tsx|mjs|js)$/;
const RECORD_LINES = ['Status:', 'Question:', 'Decision:', 'Why:'];

/** Every capability file with its records; problems found while reading (missing lines, bad anchors). */
export function readRecords(dir) {
  const capabilities = [];
  const problems = [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const heading = /^# (.+)$/m.exec(text);
    if (!heading) problems.push(`${file}: no '# capability' heading`);
    const name = heading ? heading[1].trim() : file;
    const issue = /\bissue (\d+)/.exec(name)?.[1] ?? '';
    const records = [];
    const parts = text.split(/^(?=## )/m).slice(1);
    for (const part of parts) {
      const head = /^## #(\d+) — (.+)$/m.exec(part);
      if (!head) {
        problems.push(`${file}: a record heading is not '## #N — title': ${part.split('\n')[0]}`);
        continue;
      }
      const number = Number(head[1]);
      const body = part.split('\n');
      for (const label of RECORD_LINES) {
        if (!body.some((line) => line === label || line.startsWith(`${label} `)))
          problems.push(`${file}: #${number} has no '${label}' line`);
      }
      records.push({ number, title: head[2].trim(), file });
    }
    // Each record's anchor stands just before its heading (the previous part ends with it).
    for (const record of records) {
      if (!text.includes(`<a id="decision-${record.number}"></a>\n\n## #${record.number} — `)) {
        problems.push(
          `${file}: #${record.number} has no <a id="decision-${record.number}"></a> before its heading`,
        );
      }
    }
    if (records.length === 0) problems.push(`${file}: no records`);
    capabilities.push({ file, name, issue, records });
  }
  return { capabilities, problems };
}

/** Numbers used by more than one record. */
export function duplicateNumbers(capabilities) {
  const seen = new Map();
  const duplicates = [];
  for (const { file, records } of capabilities) {
    for (const { number } of records) {
      if (seen.has(number)) duplicates.push(`#${number} is in ${seen.get(number)} and ${file}`);
      else seen.set(number, file);
    }
  }
  return duplicates;
}

const cell = (text) => text.replace(/\|/g, '\\|');

/** A Markdown table with padded columns, as Prettier writes it. */
function table(header, rows) {
  const widths = header.map((title, i) => Math.max(3, title.length, ...rows.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((text, i) => text.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)];
}

/** The generated index: by capability (in the order of their first decision), then by number. */
export function renderIndex(capabilities) {
  const ordered = capabilities
    .filter((c) => c.records.length > 0)
    .map((c) => ({ ...c, numbers: c.records.map((r) => r.number).sort((a, b) => a - b) }))
    .sort((a, b) => a.numbers[0] - b.numbers[0]);
  const byCapability = table(
    ['Capability', 'Issue', 'Decisions', 'Numbers'],
    ordered.map((c) => [
      `[${cell(c.name.replace(/\s*\(.*\)$/, ''))}](${c.file})`,
      c.issue,
      String(c.records.length),
      `#${c.numbers[0]}–#${c.numbers.at(-1)}`,
    ]),
  );
  const all = ordered
    .flatMap((c) => c.records.map((r) => ({ ...r, capability: c.name.replace(/\s*\(.*\)$/, '') })))
    .sort((a, b) => a.number - b.number);
  const byNumber = all.map(
    (r) => `- [#${r.number}](${r.file}#decision-${r.number}) ${r.title} (${r.capability})`,
  );
  const total = all.length;
  return [
    START,
    '',
    '## By capability',
    '',
    `${total} decisions in ${ordered.length} files. A capability's numbers have gaps where a number belongs to another one.`,
    '',
    ...byCapability,
    '',
    '## By number',
    '',
    ...byNumber,
    '',
    END,
  ].join('\n');
}

/** README.md with its index replaced (the text outside the markers stays). */
export function withIndex(readme, index) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`README.md needs the markers ${START} and ${END}`);
  return readme.slice(0, start) + index + readme.slice(end + END.length);
}

function* codeFiles(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* codeFiles(full);
    else if (CODE_FILE.test(name)) yield full;
  }
}

// "decision 504", "decision #470", "decisions 453, 523", "decisions 484 and 499", "decisions 451–452", and links
// to the records: "docs/decisions/ #31", "decisions #286–310". A range names its two ends (gaps between).
const NUMBER_LIST = String.raw`#?(\d{1,3})((?:\s*(?:[–-]|,|and)\s*#?\d{1,3}\b)*)`;
const CITATION = new RegExp(
  String.raw`(?:\b[Dd]ecisions?|docs/decisions(?:\.md|/[\w-]*(?:\.md)?)?) ${NUMBER_LIST}`,
  'g',
);

/** Every decision number the code cites, with where. */
export function citedNumbers(root) {
  const cited = [];
  for (const folder of CODE_FOLDERS) {
    for (const file of codeFiles(path.join(root, folder))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const match of line.matchAll(CITATION)) {
          const numbers = [match[1], ...Array.from(match[2].matchAll(/\d{1,3}/g), (m) => m[0])];
          for (const n of numbers)
            cited.push({ number: Number(n), where: `${path.relative(root, file)}:${i + 1}` });
        }
      });
    }
  }
  return cited;
}

/** Every problem --check reports (an empty list: the records, their index and the code agree). */
export function check(dir, root) {
  const { capabilities, problems } = readRecords(dir);
  const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
  if (withIndex(readme, renderIndex(capabilities)) !== readme) {
    problems.push('docs/decisions/README.md: the index is stale (run npm run docs:decisions)');
  }
  problems.push(...duplicateNumbers(capabilities));
  const known = new Set(capabilities.flatMap((c) => c.records.map((r) => r.number)));
  for (const { number, where } of citedNumbers(root)) {
    if (!known.has(number)) problems.push(`${where} cites decision ${number}, which has no record`);
  }
  return problems;
}

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = option('--dir', 'docs/decisions');
  const root = option('--root', '.');
  if (process.argv.includes('--check')) {
    const problems = check(dir, root);
    for (const problem of problems) console.error(problem);
    process.exit(problems.length > 0 ? 1 : 0);
  }
  const { capabilities, problems } = readRecords(dir);
  problems.push(...duplicateNumbers(capabilities));
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  const file = path.join(dir, 'README.md');
  writeFileSync(file, withIndex(readFileSync(file, 'utf8'), renderIndex(capabilities)));
  console.log(`${file}: ${capabilities.reduce((n, c) => n + c.records.length, 0)} decisions indexed`);
}
