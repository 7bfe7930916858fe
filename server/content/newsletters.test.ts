// Spec 1 §2.1, §2.8 newsletters on the demo data: the overview per shop, the reading dialog's data and the
// generated issue content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { LATEST_NEWSLETTER_TAG, newsletterRows } from '../db/seed/content.ts';
import type { Services } from '../services.ts';

const rows = newsletterRows();
/** A real ISO week the demo data has no newsletter for. */
const absentWeek = [...Array(52).keys()].map((i) => 2601 + i).find((w) => !rows.some((r) => r.week === w))!;

describe.each(eachDatabase())('newsletters on %s', (kind) => {
  let t: TestServices;
  let services: Services;
  beforeAll(async () => {
    t = await openTestServices(kind);
    ({ services } = t);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('lists the own shop’s newsletters (show_on_sb) newest first, and every newsletter in the all-books shop', async () => {
    const own = await services.newsletters.overview({ shop: 'SHOP_SB', admin: false });
    const all = await services.newsletters.overview({ shop: 'SHOP_ALL', admin: false });
    expect(own.map((n) => n.week)).toEqual(
      rows
        .filter((r) => r.showOnSb)
        .map((r) => r.week)
        .sort((a, b) => b - a),
    );
    expect(all).toHaveLength(rows.length);
    expect(own.length).toBeLessThan(all.length);
    expect(own[0]).toMatchObject({
      tag: LATEST_NEWSLETTER_TAG,
      week: 2647,
      isoYear: 2026,
      isoWeek: 47,
      monday: '2026-11-16',
      webHref: '/overview-newsletters/2647?view=web',
      pdfHref: '/overview-newsletters/2647?view=pdf',
      available: true,
      direct: null,
    });
  });

  it('links each newsletter by the file rules, and none for a newsletter without a file', async () => {
    const all = await services.newsletters.overview({ shop: 'SHOP_ALL', admin: false });
    const byWeek = new Map(all.map((n) => [n.week, n]));
    expect(byWeek.get(2105)).toMatchObject({ webHref: expect.any(String), pdfHref: expect.any(String) });
    expect(byWeek.get(2104)).toMatchObject({ webHref: null, pdfHref: '/overview-newsletters/2104?view=pdf' });
    expect(byWeek.get(2030)).toMatchObject({ webHref: null, pdfHref: '/overview-newsletters/2030?view=pdf' });
    expect(byWeek.get(2029)).toMatchObject({
      webHref: 'https://nieuwsbrief.leeswijzer.nl/archief/wk2029.htm',
      pdfHref: null,
    });
    const missing = rows.filter((r) => !r.hasFile);
    expect(missing.length).toBeGreaterThan(0);
    for (const row of missing) {
      expect(byWeek.get(row.week)).toMatchObject({ available: false, webHref: null, pdfHref: null });
    }
  });

  it('gives admins the direct web and pdf file links', async () => {
    const [latest] = await services.newsletters.overview({ shop: 'SHOP_SB', admin: true });
    expect(latest?.direct).toEqual({
      web: '/media/newsletters/2026/wk2647.html',
      pdf: '/media/newsletters/2026/wk2647.pdf',
    });
    const all = await services.newsletters.overview({ shop: 'SHOP_ALL', admin: true });
    expect(all.find((n) => n.week === 2104)?.direct).toEqual({
      web: null,
      pdf: '/media/newsletters/2021/wk2104.pdf',
    });
    expect(all.find((n) => n.week === 2029)?.direct).toEqual({ web: null, pdf: null });
  });

  it('opens a newsletter by week or mailing tag in the asked view, falling back to the view it has', async () => {
    const web = await services.newsletters.byWeek(2647, { admin: false, view: 'web' });
    expect(web).toMatchObject({
      view: 'web',
      webSrc: '/media/newsletters/2026/wk2647.html',
      pdfSrc: '/media/newsletters/2026/wk2647.pdf',
      externalHref: null,
    });
    expect(
      (await services.newsletters.byTag(LATEST_NEWSLETTER_TAG, { admin: false, view: 'pdf' }))?.view,
    ).toBe('pdf');
    expect((await services.newsletters.byWeek(2104, { admin: false, view: 'web' }))?.view).toBe('pdf');
    expect(await services.newsletters.byWeek(2029, { admin: false })).toMatchObject({
      view: 'external',
      externalHref: 'https://nieuwsbrief.leeswijzer.nl/archief/wk2029.htm',
    });
    const missing = rows.find((r) => !r.hasFile)!;
    expect(await services.newsletters.byWeek(missing.week, { admin: false, view: 'pdf' })).toMatchObject({
      view: null,
      webSrc: null,
      pdfSrc: null,
    });
  });

  it('answers null for an unknown week or tag and for a week that does not exist', async () => {
    expect(await services.newsletters.byWeek(absentWeek, { admin: false })).toBeNull();
    expect(await services.newsletters.byWeek(2660, { admin: false })).toBeNull();
    expect(await services.newsletters.byTag('mailing1234', { admin: false })).toBeNull();
  });

  it('writes an issue with the own publications that had appeared by that week and a quote', async () => {
    const issue = await services.newsletters.issue(2647);
    expect(issue).toMatchObject({
      week: 2647,
      isoWeek: 47,
      monday: '2026-11-16',
      quote: { text: expect.any(String) },
    });
    expect(issue?.theme).not.toMatch(/^Nieuwsbrief/);
    expect(issue?.books).toHaveLength(4);
    const early = await services.newsletters.issue(2105);
    expect(early?.books.map((b) => b.title)).not.toContain('Ademruimte'); // released 2025-02-11
    expect(await services.newsletters.issue(absentWeek)).toBeNull();
  });
});
