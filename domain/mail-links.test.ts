// Issue 27 #5: which links of a tip's message reach the friend's mail (domain/mail-links.ts), as a table.
import { describe, expect, it } from 'vitest';
import { LINK_REMOVED, withoutForeignLinks } from './mail-links.ts';

const ORIGIN = 'https://leeswijzer.nl';
const X = LINK_REMOVED;

describe('withoutForeignLinks', () => {
  it.each([
    ['Dit moet je lezen!', 'Dit moet je lezen!', 0],
    ['Kijk op https://evil.example/win nu', `Kijk op ${X} nu`, 1],
    ['Kijk op http://evil.com.', `Kijk op ${X}.`, 1],
    ['Ga naar www.gratis-geld.nl!', `Ga naar ${X}!`, 1],
    ['gratis-geld.nl/actie en evil.xyz', `${X} en ${X}`, 2],
    ['Kies op spam.shop of bit.ly/abc', `Kies op ${X} of ${X}`, 2],
    ['Mail me: eve@evil.example', `Mail me: ${X}`, 1],
    ['mailto:eve@evil.com', X, 1],
    ['ftp://files.evil.com/a', X, 1],
    ['Via //evil.com/x', `Via ${X}`, 1],
    ['Op 192.168.10.20/login', `Op ${X}`, 1],
    ['Een user-deel: https://leeswijzer.nl@evil.com/x', `Een user-deel: ${X}`, 1],
    ['Een lijkt-op: https://leeswijzer.nl.evil.com/', `Een lijkt-op: ${X}`, 1],
    // The shop's own pages stay (another book, a list), with or without a scheme.
    [
      'Ook https://leeswijzer.nl/book/9789493000032 is goed',
      'Ook https://leeswijzer.nl/book/9789493000032 is goed',
      0,
    ],
    ['Zie leeswijzer.nl/top10', 'Zie leeswijzer.nl/top10', 0],
    ['Zie HTTPS://LEESWIJZER.NL/x', 'Zie HTTPS://LEESWIJZER.NL/x', 0],
    // Plain sentences with a dot are no links: a missing space, a version, an abbreviation.
    ['Mooi boek.Echt waar', 'Mooi boek.Echt waar', 0],
    ['Deel 2.1 en blz. 3', 'Deel 2.1 en blz. 3', 0],
    ['Hoofdstuk 1.2.3 is het mooiste', 'Hoofdstuk 1.2.3 is het mooiste', 0],
    ['Regel 1\nhttps://a.evil.com\nRegel 3', `Regel 1\n${X}\nRegel 3`, 1],
  ])('%j → %j (%i removed)', (input, text, removed) => {
    expect(withoutForeignLinks(input, ORIGIN)).toEqual({ text, removed });
  });

  it('keeps links to the origin of a test shop with a port', () => {
    expect(withoutForeignLinks('http://localhost:5173/book/1 en localhost', 'http://localhost:5173')).toEqual(
      {
        text: 'http://localhost:5173/book/1 en localhost',
        removed: 0,
      },
    );
  });
});
