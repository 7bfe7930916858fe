// Issue 15 #5 over HTTP: every static page under every address (aliases included) with its title, canonical
// address and content; the texts staff override; the privacy policy against the code's real cookies and
// periods; the download pages' MP3 files; and every footer and menu link of both shops answering (no 404) —
// except the pages other helpers and issues still build, named below.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { browser } from '../../tests/support/page-browser.ts';
import { MONITOR_RETENTION_DAYS } from '../../domain/checkout-monitor.ts';
import { DOWNLOAD_PAGES, DOWNLOAD_ROUTES } from '../../domain/downloads.ts';
import { STATIC_PAGE_SEGMENTS, staticPageOf } from '../../app/components/content/pages.ts';
import { AFFILIATE_COOKIE } from '../../app/lib/affiliate.server.ts';
import { PREFS_COOKIE } from '../../app/lib/preferences-cookie.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../http/auth.ts';
import { SHOP_COOKIE } from '../http/app.ts';
import { GUEST_CART_DAYS, GUEST_COOKIE } from '../cart/guest-cookie.ts';
import { FORM_MESSAGE_MONTHS } from '../forms/service.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../accounts/sessions.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { staticTextsNl } from './texts/static.nl.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<');
/** The page's text as a reader hears it, roughly: tags and hidden labels out, entities decoded. */
const textOf = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, '')
      .replace(/<[^>]+>/g, ' '),
  );

describe.each(eachDatabase())('static pages over HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, cookies: Record<string, string> = {}) => t.app.inject({ url, cookies });

  it.each(STATIC_PAGE_SEGMENTS)('/%s answers with its page, title and canonical address', async (segment) => {
    const page = staticPageOf(`/${segment}`)!;
    const res = await get(`/${segment}`);
    expect(res.statusCode).toBe(200);
    const title = staticTextsNl[`static.${page.key}.title`]!;
    expect(decode(h1Of(res.body) ?? '')).toBe(title);
    expect(decode(titleOf(res.body) ?? '')).toBe(`${title} – Leeswijzer`);
    expect(canonicalOf(res.body)).toMatch(new RegExp(`^https?://[^/]+${page.path}$`));
    expect(res.body).toContain(
      `content="${staticTextsNl[`static.${page.key}.description`]!.replace(/'/g, '&#x27;')}"`,
    );
    // Placeholders are all filled from the settings and the code.
    expect(textOf(res.body)).not.toMatch(/\{[a-z_]+\}/);
  });

  it('sends the long texts with their own page only, not with every page', async () => {
    const home = await get('/');
    const privacy = await get('/privacy-policy');
    expect(home.body).not.toContain('static.privacy.body');
    expect(home.body).not.toContain('Hoe lang');
    expect(textOf(privacy.body)).toContain('Wat we bewaren, waarom en hoe lang');
    expect(privacy.body).not.toContain('static.terms.body');
  });

  it('privacy policy: the cookies the code sets, with their real lifetimes, and the real retention periods', async () => {
    const text = textOf((await get('/privacy-policy')).body);
    const cookieNames = [...text.matchAll(/\blw_[a-z]+\b/g)].map((m) => m[0]);
    expect(new Set(cookieNames)).toEqual(
      new Set([SESSION_COOKIE, CSRF_COOKIE, GUEST_COOKIE, SHOP_COOKIE, PREFS_COOKIE, AFFILIATE_COOKIE]),
    );
    expect(text).toContain(`Vervalt na ${SESSION_IDLE_MS / DAY_MS} dagen zonder bezoek`);
    expect(text).toContain(`uiterlijk na ${SESSION_ABSOLUTE_MS / DAY_MS} dagen`);
    expect(text).toContain(`${GUEST_CART_DAYS} dagen na de laatste wijziging`);
    expect(text).toContain(`${FORM_MESSAGE_MONTHS} maanden; daarna verwijderen we ze automatisch`);
    expect(text).toContain('7 jaar');
    expect(text).toContain('24 uur; daarna ruimen we ze');
    // The checkout monitor's counters: only counts, kept as long as its retention keeps them (decision 592).
    expect(text).toContain(`${MONITOR_RETENTION_DAYS} dagen; daarna verwijderen we ze automatisch`);
    expect(text).toContain('Geen IP-adres, geen naam en geen profiel');
    // The affiliate cookie's lifetime as the server really sets it.
    const home = await get('/?pc=partner7');
    const maxAge = Number(
      /lw_affiliate=partner7;[^,]*Max-Age=(\d+)/.exec(String(home.headers['set-cookie']))![1],
    );
    expect(text).toMatch(new RegExp(`lw_affiliate .* ${maxAge / 86400} dagen`));
    // The seller's details from the settings.
    expect(text).toContain('Leeswijzer B.V., Keizersgracht 123, 1015 CJ Amsterdam (KvK 12345678)');
  });

  it('partner programme: the terms of spec 3 §9 and the way to the application', async () => {
    for (const path of ['/partners', '/partneruitleg']) {
      const res = await get(path);
      const text = textOf(res.body).replace(/\s+/g, ' ');
      for (const term of [
        'Partner 20 % 10 %',
        'Particuliere partner 5 % 10 %',
        '21 % btw',
        'dan geldt 10 %',
        'elk kwartaal',
        'onder € 5 betalen we niet uit',
        '€ 5 tot € 10 sparen we voor je op, tot 4 kwartalen',
        'Binnen 10 dagen',
        'opzegtermijn van 2 weken',
      ]) {
        expect(text, `${path}: ${term}`).toContain(term);
      }
      expect(res.body).toContain('href="/partner-registration"');
    }
  });

  it('partner programme for a partner: the way to the own partner page instead of the application', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === 'partner')!;
    const b = browser(() => t);
    const form = await b.get('/login');
    const token = /name="_csrf" value="([^"]+)"/.exec(form.body)![1]!;
    await b.post('/login', {
      _csrf: token,
      intent: 'login',
      email: account.email,
      password: account.password,
      next: '/',
    });
    const res = await b.get('/partners');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<a[^>]*href="\/partner"[^>]*>Naar je partnerpagina<\/a>/);
    expect(res.body).not.toContain('href="/partner-registration"');
  });

  it('business and terms: the shipping thresholds and reseller minimum from the settings', async () => {
    const business = textOf((await get('/zakelijk')).body);
    expect(business).toContain('vanaf 5 exemplaren 30 % korting');
    expect(business).toContain('gratis vanaf € 250,00');
    expect(textOf((await get('/terms-conditions')).body)).toContain('gratis vanaf € 20,00');
    expect(textOf((await get('/mission')).body)).toContain('gratis vanaf € 20,00');
  });

  it('jobs: the two vacancies and the 20 km rule, under all three addresses', async () => {
    for (const path of ['/jobs', '/vacature', '/vacatures']) {
      const text = textOf((await get(path)).body);
      expect(text).toContain('Opmaker');
      expect(text).toContain('Pr-medewerker');
      expect(text).toMatch(/binnen\s+20 km\s+van ons kantoor in Amsterdam/);
    }
  });

  it('terms: prices incl. VAT, 14 days to withdraw with the model form, delivery, payment, complaints', async () => {
    const text = textOf((await get('/terms-conditions')).body);
    for (const part of [
      'inclusief btw',
      'binnen 14 dagen na ontvangst',
      'Modelformulier voor herroeping',
      'Ik deel u hierbij mede dat ik onze overeenkomst',
      '6. Levering',
      '5. Betaling',
      '8. Garantie en klachten',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('shows a text staff changed, as plain text: no markup, no script, no foreign link', async () => {
    await t.services.database.db.execute(
      sql`insert into interface_texts (lang, key, value) values ('nl', 'static.mission.body',
        ${'## Nieuw\n\n<script>alert(1)</script> [hier](javascript:alert(1)) en [daar](/contact).'})`,
    );
    t.services.texts.invalidate();
    try {
      const res = await get('/missie');
      expect(res.body).toContain('<h2 id="nieuw">Nieuw</h2>');
      expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(res.body).not.toContain('href="javascript:');
      expect(res.body).toMatch(/<a href="\/contact"[^>]*>daar<\/a>/);
    } finally {
      await t.services.database.db.execute(
        sql`delete from interface_texts where key = 'static.mission.body'`,
      );
      t.services.texts.invalidate();
    }
  });

  it.each(Object.entries(DOWNLOAD_ROUTES))(
    '/%s offers the %s files, each a real MP3 from media',
    async (segment, key) => {
      const res = await get(`/${segment}`);
      expect(res.statusCode).toBe(200);
      for (const file of DOWNLOAD_PAGES[key]) {
        const href = `/media/downloads/mp3/${file.key}.mp3`;
        expect(res.body).toContain(`href="${href}"`);
        const mp3 = await get(href);
        expect(mp3.statusCode).toBe(200);
        expect(mp3.headers['content-type']).toBe('audio/mpeg');
        expect(mp3.rawPayload.subarray(0, 3).toString('latin1')).toBe('ID3');
        const kb = Math.round(mp3.rawPayload.length / 1000);
        expect(textOf(res.body)).toContain(`MP3, ${kb} kB`);
      }
    },
  );

  it('every footer and menu link of both shops answers, for visitors, customers and partners', async () => {
    const viewers: [string, ReturnType<typeof browser>][] = [['anonymous', browser(() => t)]];
    for (const role of ['klant', 'partner']) {
      const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
      const b = browser(() => t);
      const form = await b.get('/login');
      const token = /name="_csrf" value="([^"]+)"/.exec(form.body)![1]!;
      const login = await b.post('/login', {
        _csrf: token,
        intent: 'login',
        email: account.email,
        password: account.password,
        next: '/',
      });
      expect(login.statusCode, role).toBeGreaterThanOrEqual(300);
      expect(b.jar.has(SESSION_COOKIE), role).toBe(true);
      viewers.push([role, b]);
    }
    const seen = new Map<string, string>();
    for (const [who, b] of viewers) {
      for (const home of ['/', '/all-books']) {
        const html = (await b.get(home)).body;
        const menus = [
          ...(html.match(/<footer[\s\S]*?<\/footer>/g) ?? []),
          ...(html.match(/<header[\s\S]*?<\/header>/g) ?? []),
          ...(html.match(/<nav[\s\S]*?<\/nav>/g) ?? []),
        ].join('\n');
        expect(menus, `${who} ${home}`).toContain('href="/privacy-policy"');
        for (const m of menus.matchAll(/href="(\/(?!\/)[^"#?]*)/g)) {
          const path = m[1]!;
          if (path.startsWith('/media/') || seen.has(path)) continue;
          seen.set(path, who);
        }
      }
    }
    // Every page of the menus is built now: no link may answer 404.
    const broken: string[] = [];
    for (const [path, who] of seen) {
      const b = viewers.find(([name]) => name === who)![1];
      const res = await b.get(path);
      if (res.statusCode === 404) broken.push(path);
      else expect(res.statusCode, path).toBeLessThan(500);
    }
    console.log(`${seen.size} footer and menu links walked, none answers 404`);
    expect(broken).toEqual([]);
    // The footer's static pages are among them.
    for (const path of [
      '/address',
      '/mission',
      '/jobs',
      '/own-book',
      '/terms-conditions',
      '/disclaimer',
      '/partners',
    ]) {
      expect(seen.has(path), path).toBe(true);
    }
  });
});
