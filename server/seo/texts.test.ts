// Every fixed page on /sitemap has a name among the default texts.
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../domain/sitemap-pages.ts';
import { defaultTextsNl } from '../content/texts/index.ts';

describe('names of the fixed pages', () => {
  it.each(SITE_PAGES.map((p) => [p.path, p.labelKey]))('%s (%s) has a default text', (_path, key) => {
    expect(defaultTextsNl[key]).toBeTruthy();
  });
});
