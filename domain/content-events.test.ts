// Issue 31 "Content" (decisions 720, 721): the event form's check, what it stores (the start in Amsterdam time)
// and the places rule.
import { describe, expect, it } from 'vitest';
import {
  amsterdamInstant,
  eventFormErrors,
  eventFormValues,
  parseEventForm,
  parseEventTime,
  placesHoldRegistrations,
  eventDeleteRefusal,
} from './content-events.ts';

const ok = {
  titel: 'Lezing: Rust in je hoofd',
  referentie: 'lezing-rust',
  status: 'planned',
  datum: '12-03-2027',
  tijd: '19:30',
  coupon: 'RUST27',
  plaatsen: '40',
};

describe('eventFormErrors', () => {
  it.each([
    ['a full event', ok, []],
    ['nothing', {}, ['titel', 'referentie', 'status', 'coupon', 'plaatsen']],
    ['no date and no time', { ...ok, datum: '', tijd: '' }, []],
    ['a date without a time', { ...ok, tijd: '' }, ['tijd']],
    ['a time without a date', { ...ok, datum: '' }, ['datum']],
    ['a date that does not exist', { ...ok, datum: '30-02-2027' }, ['datum']],
    ['a time with a dot', { ...ok, tijd: '9.30' }, []],
    ['a time past midnight', { ...ok, tijd: '24:00' }, ['tijd']],
    ['a time in words', { ...ok, tijd: 'half acht' }, ['tijd']],
    ['the hour the clocks skip', { ...ok, datum: '28-03-2027', tijd: '02:30' }, ['tijd']],
    ['a reference with capitals', { ...ok, referentie: 'Lezing-Rust' }, []],
    ['a reference with a space', { ...ok, referentie: 'lezing rust' }, ['referentie']],
    ['a reference too long', { ...ok, referentie: 'a'.repeat(81) }, ['referentie']],
    ['an unknown status', { ...ok, status: 'cancelled' }, ['status']],
    ['postponed', { ...ok, status: 'postponed', datum: '', tijd: '' }, []],
    ['places in words', { ...ok, plaatsen: 'veertig' }, ['plaatsen']],
    ['negative places', { ...ok, plaatsen: '-1' }, ['plaatsen']],
    ['too many places', { ...ok, plaatsen: '100001' }, ['plaatsen']],
    ['no places', { ...ok, plaatsen: '0' }, []],
    ['a ticket ISBN with hyphens', { ...ok, ticket_sku: '978-94-930-0004-9' }, []],
    ['a short ticket ISBN', { ...ok, ticket_sku: '978' }, ['ticket_sku']],
    ['a price with a comma', { ...ok, prijs: '20,00' }, []],
    ['a price in words', { ...ok, prijs: 'twintig' }, ['prijs']],
    ['a negative price', { ...ok, prijs: '-5' }, ['prijs']],
    ['a long description', { ...ok, omschrijving: 'x'.repeat(4001) }, ['omschrijving']],
    ['a logo file', { ...ok, logo1: 'uitgeverij.png' }, []],
    ['a logo up a folder', { ...ok, logo2: '../geheim.png' }, ['logo2']],
    ['a long coupon', { ...ok, coupon: 'x'.repeat(51) }, ['coupon']],
  ])('%s', (_what, fields, wrong) => {
    expect(Object.keys(eventFormErrors(fields))).toEqual(wrong);
  });

  it('says by the field what is wrong, in Dutch keys', () => {
    expect(eventFormErrors({ ...ok, plaatsen: 'veel', tijd: '' })).toEqual({
      tijd: { key: 'beheer.events.time_missing' },
      plaatsen: { key: 'beheer.events.places_invalid', params: { max: '100000' } },
    });
  });
});

describe('parseEventTime', () => {
  it.each([
    ['19:30', 1170],
    ['9.05', 545],
    ['00:00', 0],
    ['', null],
    ['7', 'invalid'],
    ['19:60', 'invalid'],
  ])('%s', (typed, minutes) => {
    expect(parseEventTime(typed)).toBe(minutes);
  });
});

describe('amsterdamInstant', () => {
  it.each([
    ['winter time (UTC+1)', '2027-01-15', 19 * 60 + 30, '2027-01-15T18:30:00.000Z'],
    ['summer time (UTC+2)', '2027-06-15', 19 * 60 + 30, '2027-06-15T17:30:00.000Z'],
    ['the spring switch, after it', '2027-03-28', 19 * 60, '2027-03-28T17:00:00.000Z'],
    ['the autumn switch, after it', '2027-10-31', 19 * 60, '2027-10-31T18:00:00.000Z'],
  ])('%s', (_what, day, minutes, iso) => {
    expect(amsterdamInstant(day, minutes)?.toISOString()).toBe(iso);
  });

  it('has no instant for the hour the clocks skip', () => {
    expect(amsterdamInstant('2027-03-28', 2 * 60 + 30)).toBeNull();
  });
});

describe('parseEventForm', () => {
  it('trims, lowers the reference, reads the start, places and price, leaves empty fields null', () => {
    const parsed = parseEventForm({
      ...ok,
      referentie: ' Lezing-Rust ',
      prijs: '20',
      ticket_sku: '978-9493000049',
      omschrijving: 'Regel 1\r\nRegel 2 ',
    });
    expect(parsed).toEqual({
      kind: 'ok',
      value: {
        title: 'Lezing: Rust in je hoofd',
        reference: 'lezing-rust',
        status: 'planned',
        startsAt: new Date('2027-03-12T18:30:00.000Z'),
        location: '',
        organisation: '',
        description: 'Regel 1\nRegel 2',
        couponCode: 'RUST27',
        places: 40,
        sku: '9789493000049',
        priceCents: 2000,
        explanationForm: '',
        textAfterRegistration: '',
        logo1: null,
        logo2: null,
      },
    });
  });

  it('gives the stored event back as the form shows it', () => {
    const parsed = parseEventForm({ ...ok, prijs: '12,5' });
    if (parsed.kind !== 'ok') throw new Error('refused');
    expect(eventFormValues(parsed.value)).toMatchObject({
      datum: '12-03-2027',
      tijd: '19:30',
      prijs: '12,50',
      plaatsen: '40',
      ticket_sku: '',
    });
    expect(parseEventForm(eventFormValues(parsed.value))).toEqual(parsed);
  });
});

describe('placesHoldRegistrations (decision 721)', () => {
  it.each([
    [40, 12, true],
    [12, 12, true],
    [11, 12, false],
    [0, 0, true],
  ])('%i places, %i taken → %s', (places, taken, holds) => {
    expect(placesHoldRegistrations(places, taken)).toBe(holds);
  });
});

describe('eventDeleteRefusal (decision 743)', () => {
  it.each([
    [0, null],
    [1, { key: 'beheer.events.delete_refused_one', params: { count: '1' } }],
    [3, { key: 'beheer.events.delete_refused', params: { count: '3' } }],
  ])('%i registrations → %o', (registrations, refusal) => {
    expect(eventDeleteRefusal(registrations)).toEqual(refusal);
  });
});
