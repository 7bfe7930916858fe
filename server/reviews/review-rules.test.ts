// Spec 3 §5 the review form's rules (domain/review-form.ts) and spec 1 §8 the hidden reviewer name, as table tests
// with the spec's Dutch texts (here, beside the texts, as server/forms/contact-rules.test.ts: domain/ imports no texts).
import { describe, expect, it } from 'vitest';
import { defaultTextsNl } from '../content/texts/index.ts';
import {
  cleanReviewForm,
  type ReviewFormInput,
  reviewPreview,
  shownReviewerName,
  validateReviewForm,
  withWebsiteScheme,
} from '../../domain/review-form.ts';

const RULES = { maxProfileLength: 1000 };
const VALID = {
  firstname: 'Els',
  lastname: 'Verhoeven',
  email: 'els@example.nl',
  review: 'Een boek dat je niet snel vergeet.',
};

/** The Dutch message each field gets, as the page shows it. */
function messages(raw: Record<string, string>, rules = RULES): Record<string, string> {
  const errors = validateReviewForm(cleanReviewForm(raw), rules);
  return Object.fromEntries(
    Object.entries(errors).map(([field, ref]) => {
      let text = defaultTextsNl[ref!.key] ?? ref!.key;
      for (const [name, value] of Object.entries(ref!.params ?? {}))
        text = text.replace(`{${name}}`, String(value));
      return [field, text];
    }),
  );
}

describe('spec 3 §5 review form: firstname, lastname, email (valid) and review are required', () => {
  it.each([
    ['everything required filled in', VALID, {}],
    [
      'an empty form',
      {},
      {
        firstname: 'Vul dit veld in.',
        lastname: 'Vul dit veld in.',
        email: 'Vul dit veld in.',
        review: 'Vul dit veld in.',
      },
    ],
    [
      'blank names',
      { ...VALID, firstname: '  ', lastname: '\t' },
      {
        firstname: 'Vul dit veld in.',
        lastname: 'Vul dit veld in.',
      },
    ],
    [
      'an email without a domain dot',
      { ...VALID, email: 'els@example' },
      { email: 'Vul een geldig e-mailadres in.' },
    ],
    ['an email with a space inside (cleaned away)', { ...VALID, email: 'els @example.nl' }, {}],
    [
      'a review of only spaces and line breaks',
      { ...VALID, review: ' \n \n' },
      { review: 'Vul dit veld in.' },
    ],
    ['title, profession, website and profile are optional', { ...VALID, review_title: '', profile: '' }, {}],
  ])('%s', (_name, raw, expected) => {
    expect(messages(raw)).toEqual(expected);
  });
});

describe('spec 3 §5 profile text: at most maxLengthProfile characters, then "Deze invoer is niet correct."', () => {
  it.each([
    [1000, 1000, {}],
    [1001, 1000, { profile: 'Deze invoer is niet correct.' }],
    [20, 20, {}],
    [21, 20, { profile: 'Deze invoer is niet correct.' }],
  ])('%i characters with maxLengthProfile %i', (length, max, expected) => {
    expect(messages({ ...VALID, profile: 'a'.repeat(length) }, { maxProfileLength: max })).toEqual(expected);
  });

  it('counts an emoji or an accented letter as one character', () => {
    expect(messages({ ...VALID, profile: 'é😀'.repeat(10) }, { maxProfileLength: 20 })).toEqual({});
  });

  it('a review text over 5000 characters is "Deze invoer is niet correct."', () => {
    expect(messages({ ...VALID, review: 'a'.repeat(5001) })).toEqual({
      review: 'Deze invoer is niet correct.',
    });
    expect(messages({ ...VALID, review: 'a'.repeat(5000) })).toEqual({});
  });

  it('a title over 150 characters says how many are allowed', () => {
    expect(messages({ ...VALID, review_title: 'a'.repeat(151) })).toEqual({
      review_title: 'Gebruik maximaal 150 tekens.',
    });
  });
});

describe('spec 3 §5 "The reviewer website gets an http:// prefix if missing"', () => {
  it.each([
    ['www.praktijkverhoeven.nl', 'http://www.praktijkverhoeven.nl'],
    ['praktijkverhoeven.nl/over-mij', 'http://praktijkverhoeven.nl/over-mij'],
    ['https://www.coachfatima.nl', 'https://www.coachfatima.nl'],
    ['http://www.tomkuipers.nl', 'http://www.tomkuipers.nl'],
    ['HTTPS://Example.nl', 'HTTPS://Example.nl'],
    ['  www.example.nl  ', 'http://www.example.nl'],
    ['', ''],
  ])('%j → %j', (typed, stored) => {
    expect(withWebsiteScheme(typed)).toBe(stored);
    expect(cleanReviewForm({ website: typed }).website).toBe(stored);
  });

  it.each([
    ['www.example.nl', {}],
    ['javascript:alert(1)', { website: 'Vul een geldig webadres in, bijvoorbeeld www.voorbeeld.nl.' }],
    ['mailto:els@example.nl', { website: 'Vul een geldig webadres in, bijvoorbeeld www.voorbeeld.nl.' }],
    ['localhost', { website: 'Vul een geldig webadres in, bijvoorbeeld www.voorbeeld.nl.' }],
    [
      'http://user:secret@example.nl',
      { website: 'Vul een geldig webadres in, bijvoorbeeld www.voorbeeld.nl.' },
    ],
  ])('website %j', (website, expected) => {
    expect(messages({ ...VALID, website })).toEqual(expected);
  });
});

describe('spec 1 §8 a hidden reviewer name shows as "(Naam bekend bij redactie)"', () => {
  it.each([
    [true, true, 'Els Verhoeven'],
    [true, false, 'Els'],
    [false, true, 'Verhoeven'],
    [false, false, null],
  ])('show firstname %s, show lastname %s → %j', (showFirstname, showLastname, expected) => {
    expect(shownReviewerName({ firstname: 'Els', lastname: 'Verhoeven', showFirstname, showLastname })).toBe(
      expected,
    );
  });

  it('the spec text is the interface text review.name_hidden', () => {
    expect(defaultTextsNl['review.name_hidden']).toBe('(Naam bekend bij redactie)');
  });
});

describe('the preview shows only what the show flags allow', () => {
  const input: ReviewFormInput = cleanReviewForm({
    ...VALID,
    profession: 'Psycholoog',
    website: 'www.praktijkverhoeven.nl',
    profile: 'Ik werk met jongeren.',
    review_title: 'Raakte me',
    show_firstname: 'on',
  });

  it('with only the first name ticked', () => {
    expect(reviewPreview(input)).toEqual({
      title: 'Raakte me',
      review: VALID.review,
      reviewerName: 'Els',
      profession: null,
      website: null,
      profile: null,
    });
  });

  it('with every flag ticked', () => {
    expect(
      reviewPreview({
        ...input,
        show_lastname: true,
        show_profession: true,
        show_website: true,
        show_profile: true,
      }),
    ).toMatchObject({
      reviewerName: 'Els Verhoeven',
      profession: 'Psycholoog',
      website: 'http://www.praktijkverhoeven.nl',
      profile: 'Ik werk met jongeren.',
    });
  });

  it('with no name ticked: null, shown as "(Naam bekend bij redactie)"', () => {
    expect(reviewPreview({ ...input, show_firstname: false }).reviewerName).toBeNull();
  });
});
