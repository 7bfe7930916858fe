// Issue 31 "Content" (decisions 733, 734): the video form's check, what it stores and where a video's files live.
import { describe, expect, it } from 'vitest';
import {
  mediaFileFormErrors,
  parseVideoForm,
  videoFilePath,
  videoFilePaths,
  videoFormErrors,
} from './content-videos.ts';

const ok = { referentie: 'lezen-met-kinderen', titel: 'Lezen met kinderen', positie: '2' };

describe('videoFormErrors', () => {
  it.each([
    ['a reference, a title and a position', ok, []],
    ['nothing', {}, ['referentie', 'titel', 'positie']],
    ['a reference with capitals', { ...ok, referentie: 'Lezen' }, ['referentie']],
    ['a reference with a space', { ...ok, referentie: 'lezen met' }, ['referentie']],
    ['a reference starting with a hyphen', { ...ok, referentie: '-lezen' }, ['referentie']],
    ['a reference of 81 characters', { ...ok, referentie: 'a'.repeat(81) }, ['referentie']],
    ['999 as reference (the overview)', { ...ok, referentie: '999' }, []],
    ['a long title', { ...ok, titel: 'x'.repeat(201) }, ['titel']],
    ['a long description', { ...ok, omschrijving: 'x'.repeat(2001) }, ['omschrijving']],
    ['an ISBN with hyphens', { ...ok, sku: '978-94-930-0004-9' }, []],
    ['a short ISBN', { ...ok, sku: '978' }, ['sku']],
    ['a position in words', { ...ok, positie: 'twee' }, ['positie']],
  ])('%s', (_what, fields, wrong) => {
    expect(Object.keys(videoFormErrors(fields))).toEqual(wrong);
  });
});

describe('parseVideoForm', () => {
  it('trims, leaves an empty ISBN null and reads the position as a number', () => {
    expect(parseVideoForm({ ...ok, titel: ' Lezen ', omschrijving: ' Over voorlezen ', sku: '' })).toEqual({
      kind: 'ok',
      value: {
        reference: 'lezen-met-kinderen',
        title: 'Lezen',
        description: 'Over voorlezen',
        sku: null,
        position: 2,
      },
    });
  });
});

describe('video files', () => {
  it.each([
    ['video', 'videos/intro.mp4'],
    ['ondertitels', 'videos/cc/intro.vtt'],
    ['poster', 'videos/intro.jpg'],
  ] as const)('%s goes to %s', (upload, file) => {
    expect(videoFilePath('intro', upload)).toBe(file);
  });

  it('lists the uploads and the legacy files of a video once', () => {
    expect(
      videoFilePaths({ reference: 'intro', file: 'videos/intro.mp4', ccFile: 'videos/intro.nl.vtt' }),
    ).toEqual(['videos/intro.mp4', 'videos/cc/intro.vtt', 'videos/intro.jpg', 'videos/intro.nl.vtt']);
  });

  it('asks for a file before sending', () => {
    expect(Object.keys(mediaFileFormErrors({ bestand: '' }))).toEqual(['bestand']);
    expect(mediaFileFormErrors({ bestand: 'intro.mp4' })).toEqual({});
  });
});
