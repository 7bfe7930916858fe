// Spec 2 §2/§5 partner links and issue 17 #8 short-link targets as table tests: the code as `pc`, the HTML a
// partner pastes (escaped), the typed ISBN cleaned, and which targets a short link may have.
import { describe, expect, it } from 'vitest';
import {
  cleanBookIdentifier,
  isShortCode,
  linkHtml,
  partnerLink,
  shortLinkTarget,
} from './partner-application-links.ts';

describe('a partner link carries the code as pc', () => {
  it.each([
    ['/book/9789493000001', 'LEESTIP', '/book/9789493000001?pc=LEESTIP'],
    ['/book/9789493000001?pc=ANDER', 'LEESTIP', '/book/9789493000001?pc=LEESTIP'],
    ['/book/9789493000001?PC=ANDER', null, '/book/9789493000001'],
    ['/?pc=X', 'LEESTIP', '/?pc=LEESTIP'],
  ])('%s with %s → %s', (path, code, expected) => {
    expect(partnerLink(path, code)).toBe(expected);
  });
});

describe('the HTML for a web page is escaped', () => {
  it('escapes the address and the text', () => {
    expect(linkHtml('https://x.nl/?a=1&b="2"', { text: 'Boek <nieuw>' })).toBe(
      '<a href="https://x.nl/?a=1&amp;b=&quot;2&quot;">Boek &lt;nieuw&gt;</a>',
    );
    expect(linkHtml('https://x.nl/', { img: 'https://x.nl/logo.svg', alt: 'Leeswijzer' })).toBe(
      '<a href="https://x.nl/"><img src="https://x.nl/logo.svg" alt="Leeswijzer"></a>',
    );
  });
});

describe('spec 2 §5 the typed ISBN', () => {
  it.each([
    [' 978-90-5671-000-1 ', '9789056710001'],
    ['90 5671 000 x', '905671000X'],
    ['', ''],
  ])('%j → %j', (typed, cleaned) => {
    expect(cleanBookIdentifier(typed)).toBe(cleaned);
  });
});

describe('issue 17 #8 what a short link may point at', () => {
  it.each([
    ['a book page', '/book/9789493000001', null, '/book/9789493000001'],
    [
      'a book page with its title slug',
      '/book/9789493000001/meer-zelfvertrouwen',
      null,
      '/book/9789493000001/meer-zelfvertrouwen',
    ],
    [
      'a book page with the partner’s own code',
      '/book/9789493000001?pc=LEESTIP',
      'LEESTIP',
      '/book/9789493000001?pc=LEESTIP',
    ],
    ['another partner’s code', '/book/9789493000001?pc=ANDER', 'LEESTIP', null],
    ['a code from someone without one', '/book/9789493000001?pc=LEESTIP', null, null],
    ['another parameter', '/book/9789493000001?next=https://x.nl', null, null],
    ['another page of the shop', '/account/profile', null, null],
    ['another site', 'https://example.com/book/1', null, null],
    ['a protocol-relative address', '//example.com/book/1', null, null],
  ])('%s', (_name, target, own, expected) => {
    expect(shortLinkTarget(target, own)).toBe(expected);
  });

  it.each([
    ['Ab3dE7f', true],
    ['abc', false],
    ['a-b-c-d', false],
    [undefined, false],
  ])('%j is a short code: %s', (code, expected) => {
    expect(isShortCode(code)).toBe(expected);
  });
});
