import { describe, expect, it } from 'vitest';
import { canonicalPath, clipDescription, DEFAULT_OG_IMAGE, seoMeta } from './seo';
import { registerTexts } from './texts';

describe('canonical address', () => {
  it.each([
    ['/', '/'],
    ['/?pc=partner1&quote=12', '/'],
    ['/boek/9789493000001/meer-zelfvertrouwen', '/book/9789493000001/meer-zelfvertrouwen'],
    ['/categorie/psychologie/', '/category/psychologie'],
    ['/subcategorie/emoties', '/subcategory/emoties'],
    ['/onze-publicaties/tips', '/our-publications/tips'],
    ['/eigen-uitgaven', '/our-publications'],
    ['/auteur/12', '/author/12'],
    ['/zakelijk', '/business'],
    [
      '/category/psychologie?page=3&per=50&sort=title&order=asc&view=covers&stock=0&pc=x',
      '/category/psychologie?page=3',
    ],
    ['/category/psychologie?page=1', '/category/psychologie'],
    ['/category/psychologie?page=abc', '/category/psychologie'],
    ['/category/psychologie?utm_source=nieuwsbrief', '/category/psychologie'],
    ['/category/eten%20%26%20drinken', '/category/eten%20%26%20drinken'],
  ])('%s → %s', (address, canonical) => {
    expect(canonicalPath(address)).toBe(canonical);
  });

  it('keeps the parameters a page names as its own', () => {
    expect(canonicalPath('/overview-newsletters/2405?view=web&pc=x&page=2', ['view'])).toBe(
      '/overview-newsletters/2405?page=2&view=web',
    );
  });
});

describe('meta descriptions', () => {
  it('keeps a short text and cuts a long one at a word with an ellipsis', () => {
    expect(clipDescription('  Kort   en\ngoed ')).toBe('Kort en goed');
    const long = `${'woord '.repeat(40)}einde`;
    const clipped = clipDescription(long);
    expect(clipped.length).toBeLessThanOrEqual(155);
    expect(clipped.endsWith('woord…')).toBe(true);
  });
});

describe('seoMeta', () => {
  // The texts as the root loader registers them for its version (app/lib/texts.ts).
  registerTexts('0123456789ab', { 'shell.brand': 'Leeswijzer' });
  const matches = [
    {
      id: 'root',
      data: { origin: 'https://www.leeswijzer.nl', textsVersion: '0123456789ab', shell: {} },
    },
  ];
  const location = { pathname: '/categorie/psychologie', search: '?page=2&sort=title&pc=abc' };

  it('gives title, description, an absolute canonical link and Open Graph tags', () => {
    expect(
      seoMeta({ matches, location }, { title: 'Psychologie – Leeswijzer', description: 'Boeken.' }),
    ).toEqual([
      { title: 'Psychologie – Leeswijzer' },
      { name: 'description', content: 'Boeken.' },
      { tagName: 'link', rel: 'canonical', href: 'https://www.leeswijzer.nl/category/psychologie?page=2' },
      { property: 'og:site_name', content: 'Leeswijzer' },
      { property: 'og:locale', content: 'nl_NL' },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: 'Psychologie – Leeswijzer' },
      { property: 'og:description', content: 'Boeken.' },
      { property: 'og:url', content: 'https://www.leeswijzer.nl/category/psychologie?page=2' },
      { property: 'og:image', content: `https://www.leeswijzer.nl${DEFAULT_OG_IMAGE}` },
      { name: 'twitter:card', content: 'summary_large_image' },
    ]);
  });

  it('uses the given path, image, type and extra tags for a book', () => {
    const tags = seoMeta(
      { matches, location },
      {
        title: 'T',
        description: 'D',
        ogTitle: 'Boek',
        path: '/book/1/boek',
        image: '/media/covers/1',
        type: 'book',
        extra: [{ property: 'book:isbn', content: '1' }],
      },
    );
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.leeswijzer.nl/book/1/boek',
    });
    expect(tags).toContainEqual({ property: 'og:type', content: 'book' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Boek' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://www.leeswijzer.nl/media/covers/1',
    });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(tags.at(-1)).toEqual({ property: 'book:isbn', content: '1' });
  });

  it('asks not to index an error page and gives it no canonical address', () => {
    const tags = seoMeta({ matches, location }, { title: 'Niet gevonden', description: 'D', noindex: true });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false);
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:url')).toBe(false);
  });
});
