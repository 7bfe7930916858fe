// Every static page an address shows has its four texts, every download its label, and the aliases of spec 3 §2
// show the page of their English address.
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_PAGES } from '../../../domain/downloads.ts';
import { staticTextsNl } from './static.nl.ts';
import { parseMarkup } from '../../../app/components/content/markup.ts';
import { STATIC_PAGE_SEGMENTS, staticPageOf } from '../../../app/components/content/pages.ts';

describe('static pages', () => {
  it.each(STATIC_PAGE_SEGMENTS)('/%s has a title, description, lead and a body', (segment) => {
    const page = staticPageOf(`/${segment}`)!;
    for (const part of ['title', 'description', 'lead', 'body']) {
      expect(staticTextsNl[`static.${page.key}.${part}`], part).toBeTruthy();
    }
    expect(parseMarkup(staticTextsNl[`static.${page.key}.body`]!).length).toBeGreaterThan(1);
  });

  it.each([
    ['/zakelijk', '/business'],
    ['/missie', '/mission'],
    ['/vacature', '/jobs'],
    ['/vacatures', '/jobs'],
    ['/partneruitleg', '/partners'],
    ['/link-download', '/download-placebo'],
    ['/link-download-placebo', '/download-placebo'],
    ['/link-download-doorbreek', '/download-doorbreek'],
    ['/Privacy-Policy', '/privacy-policy'],
  ])('%s shows the page of %s', (alias, canonical) => {
    expect(staticPageOf(alias)).toEqual(staticPageOf(canonical));
    expect(staticPageOf(alias)!.path).toBe(canonical);
  });

  it('knows no other address', () => {
    expect(staticPageOf('/contact')).toBeNull();
    expect(staticPageOf('/constructor')).toBeNull();
    expect(staticPageOf('/')).toBeNull();
  });

  it.each(Object.values(DOWNLOAD_PAGES).flat())('download $key has a label', (file) => {
    expect(staticTextsNl[`static.download.${file.key}`]).toBeTruthy();
  });
});
