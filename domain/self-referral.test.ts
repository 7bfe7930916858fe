// Issue 27 (decision 523): the self-referral rule's address and IBAN comparison (domain/self-referral.ts), as tables.
import { describe, expect, it } from 'vitest';
import { isSelfReferral, mailboxKey, sameIban, sameMailbox } from './self-referral.ts';

describe('mailboxKey', () => {
  it.each([
    ['partner@voorbeeld.nl', 'partner@voorbeeld.nl'],
    [' Partner@Voorbeeld.NL ', 'partner@voorbeeld.nl'],
    ['partner+self@voorbeeld.nl', 'partner@voorbeeld.nl'],
    ['partner+a+b@voorbeeld.nl', 'partner@voorbeeld.nl'],
    // Dots count at providers that do not ignore them …
    ['p.artner@voorbeeld.nl', 'p.artner@voorbeeld.nl'],
    ['p.artner@outlook.com', 'p.artner@outlook.com'],
    // … and not at Gmail, which also reads googlemail.com as gmail.com.
    ['P.Art.Ner+shop@gmail.com', 'partner@gmail.com'],
    ['partner@googlemail.com', 'partner@gmail.com'],
    ['partner@gmail.com.', 'partner@gmail.com'],
    // A '+' that starts the name is the name itself; no address stays what it is.
    ['+partner@voorbeeld.nl', '+partner@voorbeeld.nl'],
    ['', ''],
    ['geen-adres', 'geen-adres'],
  ])('%j → %j', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });
});

describe('sameMailbox and sameIban', () => {
  it.each([
    ['partner@voorbeeld.nl', 'PARTNER+zelf@voorbeeld.nl', true],
    ['pa.rtner@gmail.com', 'partner+x@googlemail.com', true],
    ['partner@voorbeeld.nl', 'partner@voorbeeld.com', false],
    ['pa.rtner@voorbeeld.nl', 'partner@voorbeeld.nl', false],
    ['', '', false],
    [null, null, false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameMailbox(a, b)).toBe(same);
  });

  it.each([
    ['NL91 ABNA 0417 1643 00', 'nl91abna0417164300', true],
    ['NL91ABNA0417164300', 'NL02ABNA0123456789', false],
    ['', '', false],
    [null, 'NL91ABNA0417164300', false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameIban(a, b)).toBe(same);
  });
});

describe('isSelfReferral', () => {
  const partner = { userId: 7, email: 'iris@gmail.com', iban: 'NL91ABNA0417164300' };
  it.each([
    ['the partner’s own account', { userId: 7, email: 'ander@voorbeeld.nl' }, true],
    [
      'a guest with an alias of the partner’s mailbox',
      { userId: null, email: 'I.R.I.S+boek@googlemail.com' },
      true,
    ],
    [
      'another account with the partner’s IBAN',
      { userId: 8, email: 'ander@voorbeeld.nl', iban: 'nl91 abna 0417 1643 00' },
      true,
    ],
    ['another customer', { userId: 8, email: 'ander@voorbeeld.nl', iban: 'NL02ABNA0123456789' }, false],
    ['a guest with another address', { userId: null, email: 'iris@voorbeeld.nl' }, false],
    ['an account without an IBAN', { userId: 9, email: 'ander@voorbeeld.nl', iban: '' }, false],
  ])('%s: %s', (_name, buyer, self) => {
    expect(isSelfReferral(buyer, partner)).toBe(self);
  });

  it('a partner without an IBAN matches no buyer by IBAN', () => {
    expect(
      isSelfReferral({ userId: 8, email: 'a@b.nl', iban: '' }, { userId: 7, email: 'c@d.nl', iban: '' }),
    ).toBe(false);
  });
});
