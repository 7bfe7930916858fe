// `npm start` must work straight after `npm install`: build when the build is missing or older than the
// sources (a content hash of everything the build reads), otherwise start at once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'app',
  'server',
  'domain',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'scripts/build-server.mjs',
  'scripts/server-bundle.ts',
  'scripts/shell-modules.ts',
];
const STAMP = 'dist/.build-hash';
const OUTPUTS = ['build/server/index.js', 'dist/server.js'];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (name === 'node_modules' || name.endsWith('.test.ts')) continue;
    yield* files(path.join(entry, name));
  }
}

const hash = createHash('sha256');
for (const input of INPUTS) {
  for (const file of files(input)) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
}
const digest = hash.digest('hex');
const upToDate =
  OUTPUTS.every((f) => existsSync(f)) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === digest;

if (!upToDate) {
  console.log('Leeswijzer wordt gebouwd (eenmalig na een wijziging)…');
  // Always a production build (a caller such as Vitest may have NODE_ENV=test, which makes React's dev build).
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${digest}\n`);
}
