// Issue 31 covers (decisions #670–#674), on each database: the covers job against a node:http server of the test's
// own — a JPEG and a PNG made with sharp here, a cut-off JPEG, a 404, a page that is not an image, a redirect, an
// answer over the size cap, a server and a name lookup that never answer (a short deadline handed to the adapter,
// no sleeping) — stores both sizes once, records each failure with its retry time, gives up after the last try,
// fetches a new link again and keeps the stored image (or the generated SVG) when a link breaks. Staff's upload:
// stored, audited, refused in Dutch when it is no image or too big, and left alone by the job — also when both run
// at once on the same book ('connections': the row lock they share, one transaction each). The media route serves
// the stored sizes.
import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_MAX_TRIES } from '../../../domain/covers.ts';
import { demoUserId } from '../../../tests/support/cart-fixtures.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../../tests/support/test-database.ts';
import { books } from '../schema.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { registerMediaRoutes } from '../../media/routes.ts';
import { coverFilePath } from './images.ts';
import { type CoversService, createCoversService } from './service.ts';
import { createHttpCoverSource } from './source.ts';

const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

const picture = (width: number, height: number, format: 'jpeg' | 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    [format]()
    .toBuffer();

/** The test's image server: what each path answers, and how often each was asked. */
async function startImageServer(jpeg: Buffer, png: Buffer) {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url.startsWith('/good.jpg'))
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    if (url.startsWith('/good.png')) return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (url === '/redirect') return response.writeHead(302, { location: '/good.png?via=redirect' }).end();
    if (url === '/loop') return response.writeHead(302, { location: '/loop' }).end();
    if (url === '/broken.jpg')
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg.subarray(0, jpeg.length / 3));
    if (url === '/page')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>omslag</html>');
    if (url === '/hang') return; // never answers
    return response.writeHead(404).end('niet gevonden');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    hits: (p: string) => hits.get(p) ?? 0,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

describe.each(eachDatabase('connections'))('the covers job and upload on %s', (kind) => {
  let t: TestServices;
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let dataDir: string;
  let coversDir: string;
  let covers: CoversService;
  let skus: string[];
  let staffId: number;
  let app: FastifyInstance;
  const warnings: object[] = [];

  beforeAll(async () => {
    t = await openTestServices(kind);
    images = await startImageServer(await picture(800, 1200, 'jpeg'), await picture(200, 300, 'png'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'lw-covers-'));
    coversDir = path.join(dataDir, 'media', 'covers');
    covers = createCoversService({
      db: t.database.db,
      coversDir,
      source: createHttpCoverSource({ allowPrivateHosts: true }),
      log: { warn: (fields) => warnings.push(fields) },
    });
    const rows = await t.database.db.select({ sku: books.sku }).from(books).orderBy(asc(books.id)).limit(14);
    skus = rows.map((r) => r.sku);
    staffId = await demoUserId(t.database.db, email('beheerder'));
    app = Fastify();
    await registerMediaRoutes(app, t.services, dataDir);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await images?.close();
    await t?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const link = async (sku: string, url: string | null) =>
    t.database.db.update(books).set({ coverSourceUrl: url }).where(eq(books.sku, sku));
  const state = async (sku: string) =>
    (
      await t.database.db
        .select({
          file: books.coverFile,
          fetchedFrom: books.coverFetchedFrom,
          tries: books.coverTries,
          error: books.coverError,
          retryAt: books.coverRetryAt,
        })
        .from(books)
        .where(eq(books.sku, sku))
    )[0]!;
  const size = async (file: string) => {
    const meta = await sharp(file).metadata();
    return { format: meta.format, width: meta.width, height: meta.height };
  };
  const exists = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  const at = (iso: string) => new Date(iso);

  it('fetches a linked JPEG once: both sizes stored as WebP, the book records the link; another round fetches nothing', async () => {
    const sku = skus[0]!;
    await link(sku, `${images.base}/good.jpg`);
    expect(await covers.fetchDue(at('2026-11-30T10:00:00Z'))).toEqual({ stored: 1, failed: 0 });
    expect(await size(coverFilePath(coversDir, sku, 'klein'))).toEqual({
      format: 'webp',
      width: 320,
      height: 480,
    });
    expect(await size(coverFilePath(coversDir, sku, 'groot'))).toEqual({
      format: 'webp',
      width: 600,
      height: 900,
    });
    expect(await state(sku)).toMatchObject({
      file: 'link',
      fetchedFrom: `${images.base}/good.jpg`,
      error: null,
    });

    expect(await covers.fetchDue(at('2026-12-01T10:00:00Z'))).toEqual({ stored: 0, failed: 0 });
    expect(images.hits('/good.jpg')).toBe(1);
  });

  it('the media route serves the stored sizes, and the generated SVG for a book without a stored cover', async () => {
    const small = await app.inject({ url: `/media/covers/${skus[0]}` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    const large = await app.inject({ url: `/media/covers/groot/${skus[0]}` });
    expect(large.headers['content-type']).toBe('image/webp');
    expect((await sharp(large.rawPayload).metadata()).width).toBe(600);
    for (const url of [`/media/covers/${skus[11]}`, `/media/covers/groot/${skus[11]}`]) {
      const generated = await app.inject({ url });
      expect(generated.headers['content-type']).toContain('image/svg+xml');
    }
    expect((await app.inject({ url: '/media/covers/groot/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('a small PNG is not enlarged; a redirect is followed', async () => {
    const sku = skus[1]!;
    await link(sku, `${images.base}/redirect`);
    expect(await covers.fetchDue(at('2026-11-30T10:00:00Z'))).toEqual({ stored: 1, failed: 0 });
    expect(images.hits('/good.png?via=redirect')).toBe(1);
    expect(await size(coverFilePath(coversDir, sku, 'klein'))).toEqual({
      format: 'webp',
      width: 200,
      height: 300,
    });
    expect(await size(coverFilePath(coversDir, sku, 'groot'))).toEqual({
      format: 'webp',
      width: 200,
      height: 300,
    });
  });

  it('a 404 and a page that is no image are recorded with their reason and a retry time; the SVG stays', async () => {
    const [missing, page] = [skus[2]!, skus[3]!];
    await link(missing, `${images.base}/missing.jpg`);
    await link(page, `${images.base}/page`);
    expect(await covers.fetchDue(at('2026-11-30T10:00:00Z'))).toEqual({ stored: 0, failed: 2 });
    expect(await state(missing)).toMatchObject({
      file: null,
      fetchedFrom: null,
      tries: 1,
      error: 'http_404',
    });
    expect((await state(missing)).retryAt?.toISOString()).toBe('2026-11-30T10:15:00.000Z');
    expect(await state(page)).toMatchObject({ file: null, tries: 1, error: 'not_image' });
    expect(exists(coverFilePath(coversDir, missing, 'klein'))).toBe(false);
    expect((await app.inject({ url: `/media/covers/${missing}` })).headers['content-type']).toContain('svg');
    expect(warnings).toContainEqual(expect.objectContaining({ sku: missing, reason: 'http_404', tries: 1 }));

    // Not before the retry time; then again, each time later, until the last try.
    expect(await covers.fetchDue(at('2026-11-30T10:14:00Z'))).toEqual({ stored: 0, failed: 0 });
    expect(images.hits('/missing.jpg')).toBe(1);
    let now = at('2026-11-30T10:15:00Z');
    for (let tries = 2; tries <= COVER_MAX_TRIES; tries++) {
      expect(await covers.fetchDue(now)).toEqual({ stored: 0, failed: 2 });
      const after = await state(missing);
      expect(after.tries).toBe(tries);
      if (after.retryAt) now = after.retryAt;
    }
    expect(await state(missing)).toMatchObject({ tries: COVER_MAX_TRIES, retryAt: null });
    expect(await covers.fetchDue(at('2027-06-01T00:00:00Z'))).toEqual({ stored: 0, failed: 0 });
    expect(images.hits('/missing.jpg')).toBe(COVER_MAX_TRIES);

    // A new link from the feed counts afresh.
    await link(missing, `${images.base}/good.jpg?new`);
    expect(await covers.fetchDue(at('2027-06-01T00:00:00Z'))).toEqual({ stored: 1, failed: 0 });
    expect(await state(missing)).toMatchObject({ file: 'link', tries: 0, error: null, retryAt: null });
  });

  it('a cut-off JPEG is no image: recorded, nothing stored, the round goes on to the next book', async () => {
    const [broken, good] = [skus[12]!, skus[13]!];
    await link(broken, `${images.base}/broken.jpg`);
    await link(good, `${images.base}/good.png?after-broken`);
    expect(await covers.fetchDue(at('2026-11-30T10:00:00Z'))).toEqual({ stored: 1, failed: 1 });
    expect(await state(broken)).toMatchObject({ file: null, error: 'not_image' });
    expect(exists(coverFilePath(coversDir, broken, 'klein'))).toBe(false);
    expect((await state(good)).file).toBe('link');
    await link(broken, null);
    await link(good, null);
  });

  it('a changed link replaces the stored image; a broken new link keeps the old one', async () => {
    const sku = skus[4]!;
    await link(sku, `${images.base}/good.png`);
    await covers.fetchDue(at('2026-11-30T10:00:00Z'));
    expect((await size(coverFilePath(coversDir, sku, 'klein'))).width).toBe(200);
    await link(sku, `${images.base}/good.jpg?second`);
    expect(await covers.fetchDue(at('2026-11-30T11:00:00Z'))).toEqual({ stored: 1, failed: 0 });
    expect((await size(coverFilePath(coversDir, sku, 'klein'))).width).toBe(320);
    await link(sku, `${images.base}/gone.jpg`);
    expect(await covers.fetchDue(at('2026-11-30T12:00:00Z'))).toEqual({ stored: 0, failed: 1 });
    expect((await size(coverFilePath(coversDir, sku, 'klein'))).width).toBe(320);
    expect(await state(sku)).toMatchObject({ file: 'link', fetchedFrom: `${images.base}/good.jpg?second` });
  });

  it('a server or name lookup that never answers, a redirect loop, an answer over the cap and a private address fail without harm', async () => {
    const [hanging, looping, big, privateOne] = [skus[5]!, skus[6]!, skus[7]!, skus[8]!];
    const strict = (options: Parameters<typeof createHttpCoverSource>[0]) =>
      createCoversService({ db: t.database.db, coversDir, source: createHttpCoverSource(options) });

    await link(hanging, `${images.base}/hang`);
    expect(
      await strict({ allowPrivateHosts: true, timeoutMs: 50 }).fetchDue(at('2026-11-30T10:00:00Z')),
    ).toEqual({
      stored: 0,
      failed: 1,
    });
    expect(await state(hanging)).toMatchObject({ error: 'timeout', tries: 1 });
    await link(hanging, null);

    await link(looping, `${images.base}/loop`);
    await covers.fetchDue(at('2026-11-30T10:00:00Z'));
    expect(await state(looping)).toMatchObject({ error: 'too_many_redirects' });
    expect(images.hits('/loop')).toBe(4);

    await link(big, `${images.base}/good.jpg?big`);
    await strict({ allowPrivateHosts: true, maxBytes: 1000 }).fetchDue(at('2026-11-30T10:00:00Z'));
    expect(await state(big)).toMatchObject({ error: 'too_big', file: null });

    await link(privateOne, `${images.base}/good.jpg?private`);
    await link(looping, null);
    await link(big, null);
    await strict({}).fetchDue(at('2026-11-30T10:00:00Z'));
    expect(await state(privateOne)).toMatchObject({ error: 'private_address', file: null });
    expect(images.hits('/good.jpg?private')).toBe(0);
    const viaName = strict({ resolve: async () => ['10.0.0.7'] });
    await link(privateOne, 'http://covers.example.nl/cover.jpg');
    await viaName.fetchDue(at('2026-11-30T10:00:00Z'));
    expect(await state(privateOne)).toMatchObject({ error: 'private_address', tries: 1 });
    await link(privateOne, 'http://covers.example.nl/slow.jpg');
    await strict({ resolve: () => new Promise<never>(() => {}), timeoutMs: 50 }).fetchDue(
      at('2026-11-30T10:00:00Z'),
    );
    expect(await state(privateOne)).toMatchObject({ error: 'timeout', tries: 1 });
    await link(privateOne, 'ftp://covers.example.nl/cover.jpg');
    await viaName.fetchDue(at('2026-11-30T10:00:00Z'));
    expect(await state(privateOne)).toMatchObject({ error: 'bad_url' });
    await link(privateOne, null);
  });

  it('stores an upload in both sizes with an audit line; the job leaves the book alone from then on', async () => {
    const sku = skus[0]!; // fetched from its link in the first test
    const square = await picture(1000, 1000, 'png');
    const result = await covers.storeUpload(sku, square, staffId);
    expect(result).toEqual({
      kind: 'stored',
      sizes: { klein: { width: 320, height: 320 }, groot: { width: 600, height: 600 } },
    });
    expect(await size(coverFilePath(coversDir, sku, 'groot'))).toEqual({
      format: 'webp',
      width: 600,
      height: 600,
    });
    expect((await state(sku)).file).toBe('upload');
    const lines = (await t.services.audit.list({ page: 1, perPage: 50 })).lines.filter(
      (l) => l.subject === `boek ${sku}`,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorId: staffId, action: 'cover.upload', before: { omslag: 'link' } });

    await link(sku, `${images.base}/good.jpg?after-upload`);
    await covers.fetchDue(at('2026-12-02T10:00:00Z'));
    expect(images.hits('/good.jpg?after-upload')).toBe(0);
    expect(await state(sku)).toMatchObject({ file: 'upload', fetchedFrom: `${images.base}/good.jpg` });
    expect((await size(coverFilePath(coversDir, sku, 'klein'))).height).toBe(320);
  });

  it('a reverted upload goes: its files and the flag removed with an audit line, the next round fetches the link again', async () => {
    const sku = skus[0]!; // uploaded in the test above, linked to good.jpg?after-upload
    expect(await covers.revertUpload(sku, staffId)).toEqual({ kind: 'reverted', to: 'link' });
    expect(exists(coverFilePath(coversDir, sku, 'klein'))).toBe(false);
    expect(exists(coverFilePath(coversDir, sku, 'groot'))).toBe(false);
    expect(await state(sku)).toMatchObject({ file: null, fetchedFrom: null, tries: 0 });
    const served = await app.inject({ url: `/media/covers/${sku}` });
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const lines = (await t.services.audit.list({ page: 1, perPage: 50 })).lines.filter(
      (l) => l.subject === `boek ${sku}` && l.action === 'cover.revert',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorId: staffId,
      before: { omslag: 'upload' },
      after: { omslag: 'link' },
    });
    // Twice is once; a book without an upload or unknown changes nothing.
    expect(await covers.revertUpload(sku, staffId)).toEqual({ kind: 'unchanged' });
    expect(await covers.revertUpload('0000000000000', staffId)).toEqual({ kind: 'not_found' });

    await covers.fetchDue(at('2026-12-03T10:00:00Z'));
    expect(images.hits('/good.jpg?after-upload')).toBe(1);
    expect(await state(sku)).toMatchObject({
      file: 'link',
      fetchedFrom: `${images.base}/good.jpg?after-upload`,
    });
    expect((await size(coverFilePath(coversDir, sku, 'groot'))).format).toBe('webp');

    // Without a link in the feed, a reverted upload leaves the generated cover.
    const unlinked = skus[11]!;
    await link(unlinked, null);
    expect((await covers.storeUpload(unlinked, await picture(400, 600, 'png'), staffId)).kind).toBe('stored');
    expect(await covers.revertUpload(unlinked, staffId)).toEqual({ kind: 'reverted', to: 'generated' });
    await covers.fetchDue(at('2026-12-03T10:00:00Z'));
    expect(await state(unlinked)).toMatchObject({ file: null });
    expect(exists(coverFilePath(coversDir, unlinked, 'klein'))).toBe(false);
  });

  it('refuses an upload that is no image or too big, in Dutch, and an unknown book', async () => {
    const sku = skus[9]!;
    const notImage = await covers.storeUpload(sku, Buffer.from('<html>geen plaatje</html>'), staffId);
    expect(notImage).toEqual({ kind: 'refused', error: { key: 'beheer.covers.refused.not_image' } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await covers.storeUpload(sku, svg, staffId)).kind).toBe('refused');
    const tooBig = await covers.storeUpload(sku, Buffer.alloc(10 * 1024 * 1024 + 1), staffId);
    expect(tooBig).toEqual({
      kind: 'refused',
      error: { key: 'beheer.covers.refused.too_big', params: { max: 10 } },
    });
    const texts = await t.services.texts.texts('nl');
    expect(texts['beheer.covers.refused.not_image']).toMatch(/geen afbeelding/);
    expect(texts['beheer.covers.refused.too_big']).toMatch(/te groot/);
    expect(await covers.storeUpload('0000000000000', await picture(10, 15, 'png'), staffId)).toEqual({
      kind: 'not_found',
    });
    expect((await state(sku)).file).toBeNull();
    expect(exists(coverFilePath(coversDir, sku, 'klein'))).toBe(false);
  });

  it('an upload and a job round on the same book at once: the upload is what stays', async () => {
    const sku = skus[10]!;
    await link(sku, `${images.base}/good.jpg?at-once`);
    const square = await picture(900, 900, 'png');
    const [, uploaded] = await Promise.all([
      covers.fetchDue(at('2026-11-30T10:00:00Z')),
      covers.storeUpload(sku, square, staffId),
    ]);
    expect(uploaded.kind).toBe('stored');
    expect((await state(sku)).file).toBe('upload');
    expect(await size(coverFilePath(coversDir, sku, 'klein'))).toEqual({
      format: 'webp',
      width: 320,
      height: 320,
    });
    expect(await size(coverFilePath(coversDir, sku, 'groot'))).toEqual({
      format: 'webp',
      width: 600,
      height: 600,
    });
  });
});
