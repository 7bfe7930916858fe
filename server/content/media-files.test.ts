import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMediaFiles, NO_MEDIA_FILES } from './media-files.ts';

describe('media files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lw-media-'));
  mkdirSync(path.join(dir, 'videos'));
  writeFileSync(path.join(dir, 'videos', 'intro.mp4'), 'x');
  writeFileSync(path.join(tmpdir(), 'lw-outside.txt'), 'x');
  const files = createMediaFiles(dir);

  it('finds a stored file by its path under the media folder', async () => {
    expect(await files.find('videos/intro.mp4')).toBe(path.join(dir, 'videos', 'intro.mp4'));
    expect(await files.find('/videos/intro.mp4')).toBe(path.join(dir, 'videos', 'intro.mp4'));
  });

  it('answers null for a missing file, a folder and a path outside the media folder', async () => {
    expect(await files.find('videos/missing.mp4')).toBeNull();
    expect(await files.find('videos')).toBeNull();
    expect(await files.find('../lw-outside.txt')).toBeNull();
    expect(await files.find('videos/../../lw-outside.txt')).toBeNull();
  });

  it('has no files without a media folder', async () => {
    expect(await NO_MEDIA_FILES.find('videos/intro.mp4')).toBeNull();
  });
});
