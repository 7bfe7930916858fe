import { describe, expect, it } from 'vitest';
import { forcesOwnShop, isFreeCoverStyle, mediaType, toolsType } from './media-type.ts';

describe('mediaType (spec 1 §4: Dutch, German, Spanish or English book and audiobook media are books)', () => {
  it.each([
    ['Boek', 'book'],
    ['Luisterboek', 'book'],
    ['Audioboek', 'book'],
    ['Buch', 'book'],
    ['Hörbuch', 'book'],
    ['Horbuch', 'book'],
    ['Libro', 'book'],
    ['Audiolibro', 'book'],
    ['Book', 'book'],
    ['Audiobook', 'book'],
    [' boek ', 'book'],
    ['BOOK', 'book'],
    ['CD', 'product'],
    ['DVD', 'product'],
    ['Kaarten', 'product'],
    ['Agenda', 'product'],
    ['Kalender', 'product'],
    ['Spel', 'product'],
    ['Event', 'product'],
    ['Livre', 'product'],
    ['', 'product'],
    [null, 'product'],
  ] as const)('%j → %s', (media, expected) => {
    expect(mediaType(media)).toBe(expected);
  });
});

describe("toolsType and isFreeCoverStyle (spec 1 §4 book tools, §2.5 '--free' cover style)", () => {
  it.each([
    ['Audio', 'product', false],
    ['CD', 'product', true],
    ['MP3 audio', 'product', true],
    ['Audioboek', 'product', true],
    ['CD-audio', 'product', true],
    ['CD-Rom', 'product', true],
    ['CD pack', 'product', true],
    ['DVD', 'product', true],
    ['cd-rom', 'product', true],
    ['Paperback', 'boek', false],
    ['Gebonden', 'boek', false],
    ['Pocket', 'boek', false],
    ['E-book', 'boek', false],
    ['Kaartenset', 'boek', false],
    ['CD-audio box', 'boek', false],
    [null, 'boek', false],
  ] as const)('version %j → tools %s, free cover %s', (version, tools, free) => {
    expect(toolsType(version)).toBe(tools);
    expect(isFreeCoverStyle(version)).toBe(free);
  });
});

describe("forcesOwnShop (spec 1 §2.6: a media of 'Event' forces the own shop)", () => {
  it.each([
    ['Event', true],
    ['event', true],
    ['Boek', false],
    ['Evenement', false],
    [null, false],
  ] as const)('%j → %s', (media, expected) => {
    expect(forcesOwnShop(media)).toBe(expected);
  });
});
