// Issue 31 "Content" (decisions 730–736) on a real database: a newsletter stored for a week (its row, its file where
// the archive serves it, its audit line), refused for a week that has one unless replacing, replaced, removed with
// its files; a video added, its reference kept on save, its MP4, captions and poster stored (the poster resized) and
// shown by the shop's video list, removed with its files; a banner's image resized into the carousel's slot, its
// old file removed on replacing. On PostgreSQL too (FOR UPDATE, the transactions).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf } from '../audit/service.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { createMediaFiles } from './media-files.ts';
import { createMediaStore, type MediaStore } from './media-store.ts';
import { createNewsletterService } from './newsletters.ts';
import { createStaffBannerImagesService } from './staff-banner-images.ts';
import { bannerSubject } from './staff-banners.ts';
import { createStaffNewslettersService, newsletterSubject } from './staff-newsletters.ts';
import { createStaffVideosService, videoSubject } from './staff-videos.ts';
import { createVideoService } from './videos.ts';

const ACTOR = 4242;
/** Week 10 of 2099: no seeded newsletter has it. */
const WEEK = { week: 9910, year: 2099, isoWeek: 10 };
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\0\0isommp41')]);
const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nWelkom bij Leeswijzer\n';

describe.each(eachDatabase('dialect'))('staff media on %s', (kind) => {
  let t: TestServices;
  let dir: string;
  let store: MediaStore;
  beforeAll(async () => {
    t = await openTestServices(kind);
    dir = mkdtempSync(path.join(tmpdir(), 'lw-media-'));
    store = createMediaStore(dir);
  });
  afterAll(async () => {
    await t?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });
  /** A received upload: a temporary file under the store's hidden folder. */
  const received = async (content: Buffer | string) => {
    const file = path.join(dir, '.uploads', `test-${Math.random().toString(36).slice(2)}`);
    await store.write(path.relative(dir, file), Buffer.from(content));
    return file;
  };
  const media = (relative: string) => path.join(dir, relative);

  it('stores, refuses twice, replaces and removes a newsletter, each logged', async () => {
    const service = createStaffNewslettersService(t.database.db, store);
    const pdf = await received('%PDF-1.4\n%%EOF\n');
    const added = await service.store(
      ACTOR,
      { ...WEEK, title: 'Nieuwsbrief week 10: Lente', replace: false },
      { format: 'pdf', path: pdf },
    );
    if (added.kind !== 'added') throw new Error(JSON.stringify(added));
    expect(existsSync(media('newsletters/2099/wk9910.pdf'))).toBe(true);
    expect(existsSync(pdf)).toBe(false);
    const shop = await createNewsletterService(t.database.db).byWeek(9910, { admin: false });
    expect(shop).toMatchObject({ title: 'Nieuwsbrief week 10: Lente', view: 'pdf', webSrc: null });
    expect(shop?.pdfSrc).toBe('/media/newsletters/2099/wk9910.pdf');
    expect((await service.list()).find((r) => r.week === 9910)).toMatchObject({ tag: 'mailing9910' });

    const again = await received('%PDF-1.4\n');
    expect(
      await service.store(
        ACTOR,
        { ...WEEK, title: 'Anders', replace: false },
        { format: 'pdf', path: again },
      ),
    ).toEqual({ kind: 'taken' });
    const html = await received('<!doctype html><p>Lente</p>');
    expect(
      await service.store(ACTOR, { ...WEEK, title: 'Lente!', replace: true }, { format: 'web', path: html }),
    ).toEqual({ kind: 'replaced', id: added.id });
    const both = await createNewsletterService(t.database.db).byWeek(9910, { admin: false, view: 'web' });
    expect(both).toMatchObject({
      title: 'Lente!',
      view: 'web',
      webSrc: '/media/newsletters/2099/wk9910.html',
    });
    expect(both?.pdfSrc).toBe('/media/newsletters/2099/wk9910.pdf');

    expect(await service.remove(ACTOR, added.id)).toEqual({ kind: 'deleted' });
    expect(existsSync(media('newsletters/2099/wk9910.pdf'))).toBe(false);
    expect(existsSync(media('newsletters/2099/wk9910.html'))).toBe(false);
    expect(await createNewsletterService(t.database.db).byWeek(9910, { admin: false })).toBeNull();
    expect(await service.remove(ACTOR, added.id)).toEqual({ kind: 'not-found' });
    const lines = await auditLinesOf(t.database.db, newsletterSubject(9910));
    expect(lines.map((l) => l.action)).toEqual([
      'newsletter.upload',
      'newsletter.replace',
      'newsletter.delete',
    ]);
    expect(lines[1]!.after).toMatchObject({ titel: 'Lente!', pdf: true, html: true, bestand: 'web' });
  });

  it('adds a video, keeps its reference, stores its files for the shop and removes them', async () => {
    const service = createStaffVideosService(t.database.db, store);
    const form = {
      referentie: 'test-voorlezen',
      titel: 'Voorlezen',
      omschrijving: 'Over voorlezen',
      positie: '7',
    };
    const added = await service.add(ACTOR, form);
    if (added.kind !== 'added') throw new Error(JSON.stringify(added));
    expect(await service.add(ACTOR, form)).toEqual({
      kind: 'invalid',
      errors: { referentie: { key: 'beheer.videos.reference_taken' } },
    });
    expect(
      await service.save(ACTOR, added.id, { ...form, referentie: 'iets-anders', titel: 'Hardop lezen' }),
    ).toEqual({
      kind: 'saved',
    });
    expect(await service.get(added.id)).toMatchObject({ reference: 'test-voorlezen', title: 'Hardop lezen' });

    expect(await service.storeFile(ACTOR, added.id, 'video', await received(MP4))).toEqual({
      kind: 'stored',
    });
    expect(await service.storeFile(ACTOR, added.id, 'ondertitels', await received(VTT))).toEqual({
      kind: 'stored',
    });
    expect(await service.storeFile(ACTOR, added.id, 'poster', await received('geen plaatje'))).toEqual({
      kind: 'not-image',
    });
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#1f3a5f' } })
      .png()
      .toBuffer();
    expect(await service.storeFile(ACTOR, added.id, 'poster', await received(png))).toEqual({
      kind: 'stored',
    });
    expect(await sharp(media('videos/test-voorlezen.jpg')).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1280,
      height: 720,
    });
    expect(await service.storeFile(ACTOR, 99_999_999, 'video', await received(MP4))).toEqual({
      kind: 'not-found',
    });

    const shown = (await createVideoService(t.database.db, createMediaFiles(dir)).list()).find(
      (v) => v.reference === 'test-voorlezen',
    );
    expect(shown).toMatchObject({
      title: 'Hardop lezen',
      src: '/media/videos/test-voorlezen.mp4',
      type: 'video/mp4',
      captionsSrc: '/media/videos/cc/test-voorlezen.vtt',
      poster: '/media/videos/test-voorlezen.jpg',
    });

    expect(await service.remove(ACTOR, added.id)).toEqual({ kind: 'deleted' });
    for (const file of [
      'videos/test-voorlezen.mp4',
      'videos/cc/test-voorlezen.vtt',
      'videos/test-voorlezen.jpg',
    ])
      expect(existsSync(media(file))).toBe(false);
    const lines = await auditLinesOf(t.database.db, videoSubject(added.id));
    expect(lines.map((l) => l.action)).toEqual([
      'video.add',
      'video.save',
      'video.video',
      'video.ondertitels',
      'video.poster',
      'video.delete',
    ]);
  });

  it('resizes a banner image into the carousel slot and removes the one it replaces', async () => {
    const added = await t.services.staffBanners.add(ACTOR, { tekst1: 'Beeldbanner', positie: '9' });
    if (added.kind !== 'added') throw new Error(JSON.stringify(added));
    const service = createStaffBannerImagesService(t.database.db, store);
    let told = 0;
    service.onChanged(() => told++);
    const image = (background: string) =>
      sharp({ create: { width: 600, height: 400, channels: 3, background } })
        .jpeg()
        .toBuffer();
    expect(await service.store(ACTOR, added.id, Buffer.from('geen plaatje'))).toEqual({ kind: 'not-image' });
    const first = await service.store(ACTOR, added.id, await image('#b33c0c'));
    if (first.kind !== 'stored') throw new Error(JSON.stringify(first));
    expect(await sharp(media(`banners/${first.img}`)).metadata()).toMatchObject({
      format: 'webp',
      width: 192,
      height: 288,
    });
    expect((await t.services.staffBanners.get(added.id))?.img).toBe(first.img);
    const second = await service.store(ACTOR, added.id, await image('#1f3a5f'));
    if (second.kind !== 'stored') throw new Error(JSON.stringify(second));
    expect(second.img).not.toBe(first.img);
    expect(existsSync(media(`banners/${first.img}`))).toBe(false);
    expect(existsSync(media(`banners/${second.img}`))).toBe(true);
    expect(told).toBe(2);
    expect(await service.store(ACTOR, 99_999_999, await image('#fff'))).toEqual({ kind: 'not-found' });
    const lines = await auditLinesOf(t.database.db, bannerSubject(added.id));
    expect(lines.map((l) => l.action)).toEqual(['banner.add', 'banner.image', 'banner.image']);
    expect(lines[2]!.before).toEqual({ afbeelding: first.img });
  });
});
