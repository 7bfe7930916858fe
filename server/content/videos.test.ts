// Spec 1 §2.1 videos on the demo data: files are offered only when they are on disk.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { createMediaFiles, NO_MEDIA_FILES } from './media-files.ts';
import { createVideoService } from './videos.ts';

describe.each(eachDatabase())('videos on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('lists the videos in order, with the book they belong to and its cover as poster, without files', async () => {
    const videos = await createVideoService(t.database.db, NO_MEDIA_FILES).list();
    expect(videos.map((v) => v.reference)).toEqual([
      'meer-zelfvertrouwen',
      'ademruimte-meditatie',
      'stoppen-met-piekeren',
      'leiderschap-begint-bij-jezelf',
      'innerlijke-rust-yoga',
      'achter-de-schermen',
    ]);
    expect(videos[0]).toMatchObject({
      title: 'Annemiek van der Berg over Meer zelfvertrouwen',
      href: '/videos/meer-zelfvertrouwen',
      src: null,
      captionsSrc: null,
      poster: '/media/covers/9789493000001',
      book: { sku: '9789493000001', title: 'Meer zelfvertrouwen', href: '/book/9789493000001' },
    });
    expect(videos[5]).toMatchObject({ book: null, poster: null });
  });

  it('offers the video, its Dutch captions and a stored poster once the files are on disk', async () => {
    const media = mkdtempSync(path.join(tmpdir(), 'lw-videos-'));
    mkdirSync(path.join(media, 'videos'));
    for (const file of ['meer-zelfvertrouwen.mp4', 'meer-zelfvertrouwen.nl.vtt', 'meer-zelfvertrouwen.jpg'])
      writeFileSync(path.join(media, 'videos', file), 'x');
    writeFileSync(path.join(media, 'videos', 'stoppen-met-piekeren.mp4'), 'x');
    writeFileSync(path.join(media, 'videos', 'stoppen-met-piekeren.nl.vtt'), 'x'); // the row names no captions
    const videos = await createVideoService(t.database.db, createMediaFiles(media)).list();
    const byRef = new Map(videos.map((v) => [v.reference, v]));
    expect(byRef.get('meer-zelfvertrouwen')).toMatchObject({
      src: '/media/videos/meer-zelfvertrouwen.mp4',
      type: 'video/mp4',
      captionsSrc: '/media/videos/meer-zelfvertrouwen.nl.vtt',
      poster: '/media/videos/meer-zelfvertrouwen.jpg',
    });
    expect(byRef.get('stoppen-met-piekeren')).toMatchObject({
      src: '/media/videos/stoppen-met-piekeren.mp4',
      captionsSrc: null,
    });
    expect(byRef.get('ademruimte-meditatie')?.src).toBeNull();
  });
});
