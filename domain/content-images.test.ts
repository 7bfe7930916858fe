// Issue 31 "Content" (decisions 711–712): the uploaded pictures' weight, refusals and stored names.
import { describe, expect, it } from 'vitest';
import {
  CONTENT_IMAGE_MAX_BYTES,
  contentImagePath,
  imageRefusalOf,
  imageSizeRefusal,
  imageUploadFormErrors,
  isStoredContentImage,
} from './content-images.ts';

describe('imageSizeRefusal', () => {
  it.each([
    [0, 'geen-bestand'],
    [1, null],
    [CONTENT_IMAGE_MAX_BYTES, null],
    [CONTENT_IMAGE_MAX_BYTES + 1, 'te-groot'],
  ])('%i bytes → %s', (bytes, refusal) => {
    expect(imageSizeRefusal(bytes)).toBe(refusal);
  });
});

describe('imageRefusalOf', () => {
  it.each([
    ['te-groot', 'te-groot'],
    ['geen-afbeelding', 'geen-afbeelding'],
    ['geen-bestand', 'geen-bestand'],
    ['toString', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, refusal) => {
    expect(imageRefusalOf(value)).toBe(refusal);
  });
});

describe('imageUploadFormErrors', () => {
  it('wants a file chosen', () => {
    expect(Object.keys(imageUploadFormErrors({}))).toEqual(['afbeelding']);
    expect(imageUploadFormErrors({ afbeelding: 'C:\\fakepath\\foto.jpg' })).toEqual({});
  });
});

describe('stored names', () => {
  it.each([
    ['author', 7, 'authors/7-0123456789ab.webp', true],
    ['author', 7, 'authors/8-0123456789ab.webp', false],
    ['author', 7, 'authors/7.jpg', false],
    ['author', 7, 'authors/7-0123456789ab.webp/../x', false],
    ['category', 3, 'categories/3-abcdefabcdef.webp', true],
    ['category', 3, 'authors/3-abcdefabcdef.webp', false],
  ] as const)('%s %i %s → %s', (kind, id, path, ours) => {
    expect(isStoredContentImage(kind, id, path)).toBe(ours);
  });

  it('names a picture by its row and its digest', () => {
    expect(contentImagePath('author', 12, 'aaaaaaaaaaaa')).toBe('authors/12-aaaaaaaaaaaa.webp');
    expect(contentImagePath('category', 4, 'bbbbbbbbbbbb')).toBe('categories/4-bbbbbbbbbbbb.webp');
    expect(isStoredContentImage('author', 1, null)).toBe(false);
  });
});
