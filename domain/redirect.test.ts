import { describe, expect, it } from 'vitest';
import { sameSitePath } from './redirect.ts';

describe('sameSitePath (issue 11 #4)', () => {
  it.each([
    ['/top60', '/top60'],
    ['/book/9789021588524?pc=LEESTIP', '/book/9789021588524?pc=LEESTIP'],
    ['/search-results?q=stilte#boven', '/search-results?q=stilte'],
    ['/a/../b', '/b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the path %s as %s', (value, path) => {
    expect(sameSitePath(value)).toBe(path);
  });

  it.each([
    ['the reported tab', '/\t/evil.example'],
    ['tab and backslash', '/\t\\evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a vertical tab', '/\x0b/evil.example'],
    ['a null byte', '/a\u0000b'],
    ['a space', '/ /evil.example'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'evil.example'],
    ['dot segments to a double slash', '/.//evil.example'],
    ['an empty value', ''],
    ['an over-long value', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(sameSitePath(null)).toBeNull();
    expect(sameSitePath(undefined)).toBeNull();
  });
});
