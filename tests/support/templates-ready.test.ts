// The mark by which the database tests wait for the templates the global setup builds beside them (decision 550).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markTemplates, templatesReady } from './templates-ready.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lw-templates-ready-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('waiting for the database templates', () => {
  it('waits until the global setup marks them ready', async () => {
    const copies = folder();
    let ready = false;
    const waiting = templatesReady(copies).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(ready).toBe(false);
    markTemplates(copies);
    await waiting;
    expect(ready).toBe(true);
  });

  it("fails every waiting test with the global setup's error when a template could not be built", async () => {
    const copies = folder();
    const waiting = templatesReady(copies);
    markTemplates(copies, new Error('relation "books" does not exist'));
    await expect(waiting).rejects.toThrow(/templates were not built:\n.*relation "books" does not exist/);
  });
});
