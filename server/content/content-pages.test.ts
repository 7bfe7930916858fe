// Spec 1 §2.1, §2.3, §2.8 over HTTP: the home query parameters, the segment selector, the newsletter overview
// and dialog, the newsletter files, videos and genres — rendered by the real React Router build.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { features } from '../settings/schema.ts';
import { newsletterRows } from '../db/seed/content.ts';

const OWN_SKU = '9789493000001';
const noFile = newsletterRows().find((r) => !r.hasFile && r.week >= 2105)!;
const hiddenFromOwnShop = newsletterRows().find((r) => !r.showOnSb && r.hasFile && r.week >= 2105)!;
const hiddenLink = `href="/overview-newsletters/${hiddenFromOwnShop.week}?view=web"`;

/** The server-rendered newsletter dialog: open (readable without JavaScript) with its title. */
const openDialog = (html: string) =>
  /<dialog open="" class="[^"]*" aria-labelledby="[^"]+">(.*?)<\/dialog>/s.exec(html)?.[1];

describe.each(eachDatabase())('content pages over HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
    // Before any page asks: the media folder's answers are remembered for a few seconds.
    const videos = path.join(t.dataDir, 'media', 'videos');
    mkdirSync(videos, { recursive: true });
    writeFileSync(path.join(videos, 'innerlijke-rust-yoga.mp4'), 'x');
    writeFileSync(path.join(videos, 'innerlijke-rust-yoga.nl.vtt'), 'WEBVTT\n');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('home query parameters', () => {
    it('sends ?isbn and ?ISBN to the book page, on / and /all-books', async () => {
      for (const url of [`/?isbn=${OWN_SKU}`, `/?ISBN=${OWN_SKU}`, `/all-books?isbn=${OWN_SKU}`]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location, url).toBe(`/book/${OWN_SKU}`);
      }
    });

    it('sends ?guid to the payment result page', async () => {
      const res = await t.app.inject({ url: '/?guid=4f1c2a9e-8b7d-4e21' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/payment-result?guid=4f1c2a9e-8b7d-4e21');
    });

    it('stores ?pc as the affiliate cookie on the home and on an isbn redirect', async () => {
      const home = await t.app.inject({ url: '/?pc=partner7' });
      expect(home.statusCode).toBe(200);
      expect(String(home.headers['set-cookie'])).toMatch(
        /lw_affiliate=partner7; Path=\/; Max-Age=2592000; HttpOnly/,
      );
      const redirect = await t.app.inject({ url: `/?PC=partner7&isbn=${OWN_SKU}` });
      expect(redirect.statusCode).toBe(302);
      expect(String(redirect.headers['set-cookie'])).toContain('lw_affiliate=partner7');
    });

    it('ignores bad values instead of failing', async () => {
      for (const url of [
        '/?isbn=%3Cscript%3E',
        '/?guid=../../x',
        '/?pc=%3Cb%3E',
        '/?quote=abc',
        '/?mailing=onzin&view=web',
        '/?mailing=mailing1234&view=web',
        '/?mailing=mailing2647&view=print',
      ]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(String(res.headers['set-cookie']), url).not.toContain('lw_affiliate');
      }
      expect(
        openDialog((await t.app.inject({ url: '/?mailing=mailing1234&view=web' })).body),
      ).toBeUndefined();
    });

    it('opens the newsletter of ?mailing in a server-rendered dialog, in the asked view, closing to the home', async () => {
      const web = await t.app.inject({ url: '/?mailing=mailing2647&view=web&quote=2' });
      const dialog = openDialog(web.body);
      expect(dialog).toContain('Nieuwsbrief week 47:');
      expect(dialog).toContain('<iframe');
      expect(dialog).toContain('src="/media/newsletters/2026/wk2647.html"');
      expect(dialog).toMatch(/href="\/\?quote=2"/); // the close link keeps the other parameters
      const pdf = openDialog(
        (
          await t.app.inject({
            url: '/all-books?mailing=mailing2647&view=pdf',
            cookies: { lw_shop: 'SHOP_ALL' },
          })
        ).body,
      );
      expect(pdf).toContain('href="/media/newsletters/2026/wk2647.pdf"');
      expect(pdf).not.toContain('<iframe');
    });
  });

  describe('segment selector', () => {
    it('offers the three shops with the covers of the settings skus on the own-shop home', async () => {
      const res = await t.app.inject({ url: '/' });
      const nav = /<nav[^>]*aria-labelledby="segments-title".*?<\/nav>/s.exec(res.body)?.[0] ?? '';
      expect(nav).toContain('Kies je winkel');
      expect([...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual([
        '/our-publications',
        '/',
        '/all-books',
      ]);
      expect(nav).toContain(`src="/media/covers/${OWN_SKU}"`);
      expect(nav.match(/<img /g)).toHaveLength(3);
      const current = nav.match(/<a [^>]*aria-current="page"[^>]*>/g) ?? [];
      expect(current).toHaveLength(1);
      expect(current[0]).toContain('href="/"');
    });

    it('is hidden without the SHOP_ALL feature', async () => {
      await t.services.database.db
        .update(features)
        .set({ enabled: false })
        .where(eq(features.sku, 'SHOP_ALL'));
      t.services.settings.invalidate();
      try {
        const res = await t.app.inject({ url: '/' });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('segments-title');
      } finally {
        await t.services.database.db
          .update(features)
          .set({ enabled: true })
          .where(eq(features.sku, 'SHOP_ALL'));
        t.services.settings.invalidate();
      }
    });
  });

  describe('newsletter overview', () => {
    it('lists the own shop’s newsletters with links by the file rules and the unavailable text', async () => {
      const res = await t.app.inject({ url: '/overview-newsletters' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Alle nieuwsbrieven</h1>');
      expect(res.body).toContain('Week 47, 16 november 2026');
      expect(res.body).toContain('href="/overview-newsletters/2647?view=web"');
      expect(res.body).toContain('href="/overview-newsletters/2104?view=pdf"');
      expect(res.body).toContain('href="https://nieuwsbrief.leeswijzer.nl/archief/wk2029.htm"');
      expect(res.body).toContain('(Deze nieuwsbrief is momenteel niet beschikbaar)');
      expect(res.body).not.toContain(hiddenLink);
      expect(openDialog(res.body)).toBeUndefined();
      const all = await t.app.inject({ url: '/overview-newsletters', cookies: { lw_shop: 'SHOP_ALL' } });
      expect(all.body).toContain(hiddenLink);
    });

    it('opens the week of the address in a dialog, in the asked view or the one it has', async () => {
      const pdf = openDialog((await t.app.inject({ url: '/overview-newsletters/2104?view=web' })).body);
      expect(pdf).toContain('Deze nieuwsbrief is beschikbaar als pdf.');
      expect(pdf).toContain('href="/media/newsletters/2021/wk2104.pdf"');
      expect(pdf).toMatch(/href="\/overview-newsletters"/);
      const external = openDialog((await t.app.inject({ url: '/overview-newsletters/2029' })).body);
      expect(external).toContain('href="https://nieuwsbrief.leeswijzer.nl/archief/wk2029.htm"');
      const missing = openDialog((await t.app.inject({ url: `/overview-newsletters/${noFile.week}` })).body);
      expect(missing).toContain('(Deze nieuwsbrief is momenteel niet beschikbaar)');
      expect(missing).not.toContain('<iframe');
      const latest = openDialog((await t.app.inject({ url: '/overview-newsletters?view=web' })).body);
      expect(latest).toContain('src="/media/newsletters/2026/wk2647.html"');
    });

    it('answers 404 for an unknown or malformed week, with a way back to the overview', async () => {
      for (const url of [
        '/overview-newsletters/2660',
        '/overview-newsletters/abc',
        '/overview-newsletters/26471',
      ]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain('Deze nieuwsbrief is niet gevonden');
      }
    });
  });

  describe('newsletter files', () => {
    it('serves a generated web page and pdf for a newsletter whose files are not on disk', async () => {
      const html = await t.app.inject({ url: '/media/newsletters/2026/wk2647.html' });
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html.body).toContain('<h1>Nieuwsbrief week 47:');
      expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(html.headers['content-security-policy']).not.toContain('script-src');
      const pdf = await t.app.inject({ url: '/media/newsletters/2021/wk2104.pdf' });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    });

    it('serves a stored file as it is', async () => {
      const dir = path.join(t.dataDir, 'media', 'newsletters', '2026');
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'wk2645.html'),
        '<!doctype html><title>Opgeslagen</title><p>Van de redactie</p>',
      );
      const res = await t.app.inject({ url: '/media/newsletters/2026/wk2645.html' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Van de redactie');
    });

    it('answers 404 for a file the rules or the row do not give', async () => {
      for (const url of [
        '/media/newsletters/2021/wk2104.html', // 2030–2104: pdf only
        '/media/newsletters/2020/wk2029.pdf', // before 2030: external url
        '/media/newsletters/2025/wk2647.pdf', // wrong year folder
        `/media/newsletters/20${Math.floor(noFile.week / 100)}/wk${noFile.week}.html`, // no file
        '/media/newsletters/2026/wk2660.html',
        '/media/newsletters/2026/..%2Fsecret.html',
      ]) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      }
    });
  });

  describe('videos', () => {
    it('shows the overview at /videos and /videos-overview, and 999 as the overview', async () => {
      for (const url of ['/videos', '/videos-overview']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('Annemiek van der Berg over Meer zelfvertrouwen');
        expect(res.body).toContain('href="/videos/achter-de-schermen"');
      }
      expect((await t.app.inject({ url: '/videos/999' })).headers.location).toBe('/videos');
      expect((await t.app.inject({ url: '/videos-overview/999' })).headers.location).toBe('/videos-overview');
    });

    it('shows one video with the not-available text while its file is missing', async () => {
      const res = await t.app.inject({ url: '/videos/meer-zelfvertrouwen' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Annemiek van der Berg over Meer zelfvertrouwen</h1>');
      expect(res.body).toContain('Deze video is momenteel niet beschikbaar.');
      expect(res.body).not.toContain('<video');
      const featured = await t.app.inject({ url: '/videos-overview/ademruimte-meditatie' });
      expect(featured.body).toContain('<h1>Video&#x27;s</h1>');
      expect(featured.body).toContain('Uitgelicht');
    });

    it('plays a video with Dutch captions once the files are on disk', async () => {
      const res = await t.app.inject({ url: '/videos/innerlijke-rust-yoga' });
      expect(res.body).toMatch(/<video [^>]*controls/);
      expect(res.body).toContain('<source src="/media/videos/innerlijke-rust-yoga.mp4" type="video/mp4"/>');
      expect(res.body).toMatch(
        /<track kind="captions" srcLang="nl" label="Nederlands" src="\/media\/videos\/innerlijke-rust-yoga.nl.vtt" default=""\/>/i,
      );
    });

    it('answers 404 for an unknown or malformed reference, listing the videos', async () => {
      for (const url of ['/videos/bestaat-niet', '/videos-overview/bestaat-niet', '/videos/%3Cb%3E']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain('Deze video is onbekend');
        expect(res.body, url).toContain('href="/videos/meer-zelfvertrouwen"');
      }
    });
  });

  describe('genres', () => {
    it('lists the genres with their categories', async () => {
      const res = await t.app.inject({ url: '/genres' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('href="/genre/spanning"');
      expect(res.body).toContain('href="/category/thrillers"');
    });

    it('shows a known genre (200) with its categories and shelves, an unknown one is a 404', async () => {
      const res = await t.app.inject({ url: '/genre/spanning' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Thrillers en spanning</h1>');
      expect(res.body).toContain('Het overzicht van dit genre wordt nog voorbereid.');
      expect(res.body).toContain('href="/subcategory/detectives"');
      const unknown = await t.app.inject({ url: '/genre/poezie' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Dit genre is onbekend');
      expect(unknown.body).toContain('href="/genre/zelfhulp"');
    });
  });
});
