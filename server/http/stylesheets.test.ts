// The stylesheet reader gives the built CSS of an asset address and nothing else.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStylesheetReader } from './stylesheets.ts';

const clientDir = mkdtempSync(path.join(tmpdir(), 'lw-stylesheets-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'assets', 'root-Abc_1.css'), '.a{color:red}');
writeFileSync(path.join(clientDir, 'secret.css'), '.secret{}');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('createStylesheetReader', () => {
  const read = createStylesheetReader(clientDir);

  it('reads a built stylesheet by its address, with or without the manifest’s trailing #', () => {
    expect(read('/assets/root-Abc_1.css')).toBe('.a{color:red}');
    expect(read('/assets/root-Abc_1.css#')).toBe('.a{color:red}');
  });

  it('keeps a file it read: a later change on disk is not seen (the build is immutable)', () => {
    writeFileSync(path.join(clientDir, 'assets', 'root-Abc_1.css'), '.b{}');
    expect(read('/assets/root-Abc_1.css')).toBe('.a{color:red}');
  });

  it('answers null for a missing file, another folder, another kind of file or a path that climbs', () => {
    expect(read('/assets/missing.css')).toBeNull();
    expect(read('/secret.css')).toBeNull();
    expect(read('/assets/../secret.css')).toBeNull();
    expect(read('/assets/entry.client.js')).toBeNull();
    expect(read('https://example.org/assets/root-Abc_1.css')).toBeNull();
  });
});
