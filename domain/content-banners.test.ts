// Issue 31 "Content" (decision 704): the banner form's check and what it stores.
import { describe, expect, it } from 'vitest';
import {
  bannerFormErrors,
  bannerImageName,
  isUploadedBannerImage,
  parseBannerForm,
} from './content-banners.ts';

const ok = { tekst1: 'Nieuw deze maand', positie: '3' };

describe('bannerFormErrors', () => {
  it.each([
    ['a first line and a position', ok, []],
    ['nothing', {}, ['tekst1', 'positie']],
    ['a long second line', { ...ok, tekst2: 'x'.repeat(201) }, ['tekst2']],
    ['an image file', { ...ok, afbeelding: 'najaar-2026.jpg' }, []],
    ['an image path', { ...ok, afbeelding: '/media/acties/najaar.webp' }, []],
    ['an image with a space', { ...ok, afbeelding: 'mijn banner.jpg' }, ['afbeelding']],
    ['an image up a folder', { ...ok, afbeelding: '../geheim.jpg' }, ['afbeelding']],
    ['an image elsewhere', { ...ok, afbeelding: 'https://elders.nl/a.jpg' }, ['afbeelding']],
    ['an ISBN with hyphens', { ...ok, sku: '978-94-930-0004-9' }, []],
    ['a short ISBN', { ...ok, sku: '978' }, ['sku']],
    ['a negative position', { ...ok, positie: '-1' }, ['positie']],
    ['a position too high', { ...ok, positie: '1000' }, ['positie']],
    ['a position in words', { ...ok, positie: 'drie' }, ['positie']],
  ])('%s', (_what, fields, wrong) => {
    expect(Object.keys(bannerFormErrors(fields))).toEqual(wrong);
  });
});

describe('parseBannerForm', () => {
  it('trims, leaves empty fields null and reads the position as a number', () => {
    expect(parseBannerForm({ ...ok, tekst2: '  ', afbeelding: '', sku: '978-9493000049' })).toEqual({
      kind: 'ok',
      value: { text1: 'Nieuw deze maand', text2: '', img: null, sku: '9789493000049', position: 3 },
    });
  });
});

describe('uploaded banner images', () => {
  it('names an image by the banner and its content, and knows its own names', () => {
    const name = bannerImageName(7, 'abcdef0123456789');
    expect(name).toBe('banner-7-abcdef012345.webp');
    expect(isUploadedBannerImage(7, name)).toBe(true);
    expect(isUploadedBannerImage(8, name)).toBe(false);
    expect(isUploadedBannerImage(7, 'najaar.jpg')).toBe(false);
    expect(isUploadedBannerImage(7, null)).toBe(false);
  });
});
