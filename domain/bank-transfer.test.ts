// Spec 2 §9 / spec 3 §9 "Other": the bank-transfer instructions for NL, BE and abroad, from the settings.
import { describe, expect, it } from 'vitest';
import {
  type BankTransferAccounts,
  bankAccountsFromSettings,
  bankTransferDays,
  transferInstructions,
  transferRegion,
} from './bank-transfer.ts';
import { isValidBic, isValidIban } from './iban.ts';
import { cents } from './money.ts';

// The demo settings rows (server/db/seed reference data).
const DEMO = new Map([
  ['bankAccountHolder', 'Leeswijzer B.V.'],
  ['bankNl1', 'NL91ABNA0417164300'],
  ['bankNl1Name', 'ABN AMRO'],
  ['bankNl2', 'NL20INGB0001234567'],
  ['bankNl2Name', 'ING'],
  ['bankBe', 'BE36734012345681'],
  ['bankBeName', 'KBC'],
  ['bankForeignIban', 'NL44RABO0123456789'],
  ['bankForeignBic', 'RABONL2U'],
  ['bankForeignName', 'Rabobank'],
]);

const ABN = { iban: 'NL91ABNA0417164300', bic: null, bank: 'ABN AMRO' };
const ING = { iban: 'NL20INGB0001234567', bic: null, bank: 'ING' };
const KBC = { iban: 'BE36734012345681', bic: null, bank: 'KBC' };
const RABO = { iban: 'NL44RABO0123456789', bic: 'RABONL2U', bank: 'Rabobank' };

describe('the demo accounts', () => {
  it('have IBANs with correct check digits and a valid BIC', () => {
    for (const name of ['bankNl1', 'bankNl2', 'bankBe', 'bankForeignIban'])
      expect(isValidIban(DEMO.get(name)!), name).toBe(true);
    expect(isValidBic(DEMO.get('bankForeignBic')!)).toBe(true);
  });
});

describe('bankAccountsFromSettings', () => {
  it('reads the holder, two Dutch, the Belgian and the foreign account', () => {
    expect(bankAccountsFromSettings(DEMO)).toEqual({
      holder: 'Leeswijzer B.V.',
      nl: [ABN, ING],
      be: KBC,
      foreign: RABO,
    });
  });

  it('takes IBANs as typed with spaces and lower case', () => {
    const typed = new Map(DEMO).set('bankNl1', ' nl91 abna 0417 1643 00 ').set('bankForeignBic', 'rabonl2u');
    const accounts = bankAccountsFromSettings(typed);
    expect(accounts.nl[0]?.iban).toBe('NL91ABNA0417164300');
    expect(accounts.foreign?.bic).toBe('RABONL2U');
  });

  it.each([
    [
      'a wrong check digit drops that account',
      'bankNl2',
      'NL21INGB0001234567',
      (a: BankTransferAccounts) => a.nl.length === 1,
    ],
    ['a missing Belgian account', 'bankBe', '', (a: BankTransferAccounts) => a.be === null],
    [
      'a foreign account without a valid BIC',
      'bankForeignBic',
      'RABO',
      (a: BankTransferAccounts) => a.foreign === null,
    ],
  ])('%s', (_label, name, value, holds) => {
    expect(holds(bankAccountsFromSettings(new Map(DEMO).set(name, value)))).toBe(true);
  });

  it('falls back to the shop as holder and to no accounts', () => {
    expect(bankAccountsFromSettings(new Map())).toEqual({
      holder: 'Leeswijzer',
      nl: [],
      be: null,
      foreign: null,
    });
  });
});

describe('transferRegion (spec 3 §9: NL and BE are the special codes)', () => {
  it.each([
    ['NL', 'nl'],
    ['nl', 'nl'],
    ['BE', 'be'],
    ['DE', 'abroad'],
    ['LU', 'abroad'],
    ['AN', 'abroad'],
  ] as const)('%s → %s', (country, region) => {
    expect(transferRegion(country)).toBe(region);
  });

  it('takes the codes from settings', () => {
    expect(transferRegion('NLD', { nl: 'NLD', be: 'BEL' })).toBe('nl');
    expect(transferRegion('NL', { nl: 'NLD', be: 'BEL' })).toBe('abroad');
  });
});

describe('transferInstructions (spec 2 §9)', () => {
  const accounts = bankAccountsFromSettings(DEMO);
  it.each([
    ['NL', 'nl', [ABN, ING]],
    ['BE', 'be', [KBC]],
    ['DE', 'abroad', [RABO]],
    ['FR', 'abroad', [RABO]],
  ] as const)('%s shows the %s accounts', (countryCode, region, shown) => {
    expect(
      transferInstructions({
        countryCode,
        orderNumber: '2026-10042',
        amountCents: cents(2345),
        accounts,
        chosenOn: '2026-11-29',
        days: 7,
      }),
    ).toEqual({
      region,
      holder: 'Leeswijzer B.V.',
      accounts: shown,
      reference: '2026-10042',
      amountCents: 2345,
      payBefore: '2026-12-06',
    });
  });

  it.each([
    ['BE without a Belgian account: the foreign one', 'BE', { ...accounts, be: null }, [RABO]],
    ['NL without Dutch accounts: the foreign one', 'NL', { ...accounts, nl: [] }, [RABO]],
    ['abroad without a foreign account: the others', 'DE', { ...accounts, foreign: null }, [ABN, ING, KBC]],
    ['nothing configured', 'NL', { holder: 'Leeswijzer', nl: [], be: null, foreign: null }, []],
  ])('%s', (_label, countryCode, configured, shown) => {
    expect(
      transferInstructions({
        countryCode,
        orderNumber: '7',
        amountCents: cents(100),
        accounts: configured,
        chosenOn: '2026-11-29',
        days: 7,
      }).accounts,
    ).toEqual(shown);
  });
});

describe('issue 29: the days to pay a bank transfer (setting bankTransferDays, decision 558)', () => {
  it.each([
    [undefined, 7],
    ['14', 14],
    [' 3 ', 3],
    ['0', 7],
    ['61', 7],
    ['2.5', 7],
    ['veertien', 7],
  ])('%j → %i days', (value, days) => {
    const settings = new Map(value === undefined ? [] : [['bankTransferDays', value]]);
    expect(bankTransferDays(settings)).toBe(days);
  });

  it('counts calendar days from the day bank transfer was chosen, across a month and a year', () => {
    const at = (chosenOn: string, days: number) =>
      transferInstructions({
        countryCode: 'NL',
        orderNumber: '1',
        amountCents: cents(100),
        accounts: bankAccountsFromSettings(DEMO),
        chosenOn,
        days,
      }).payBefore;
    expect(at('2026-12-28', 7)).toBe('2027-01-04');
    expect(at('2028-02-25', 7)).toBe('2028-03-03');
  });
});
