import { describe, expect, it } from 'vitest';
import { parsePreferences, preferencesCookieWith } from './preferences';
import { serializePreferences } from './preferences-cookie';

const header = (value: string) => `lw_shop=SHOP_SB; lw_prefs=${encodeURIComponent(value)}; other=1`;

describe('UI preferences cookie', () => {
  it('reads back what the browser wrote', () => {
    const prefs = {
      cookies: 1 as const,
      carousel: 'pause' as const,
      top60Open: true,
      notificationsSeen: [1, 2],
    };
    const cookie = serializePreferences(prefs).split(';')[0]!;
    expect(parsePreferences(`a=b; ${cookie}`)).toEqual(prefs);
  });

  it.each([
    ['no cookie at all', undefined],
    ['broken JSON', '{"cookies":'],
    ['a value of the wrong type', '{"carousel":"fast"}'],
    ['not an object', '[1,2]'],
    [
      'too many notification ids',
      JSON.stringify({ notificationsSeen: Array.from({ length: 51 }, (_, i) => i) }),
    ],
  ])('ignores %s', (_name, value) => {
    expect(parsePreferences(value === undefined ? 'lw_shop=SHOP_SB' : header(value))).toEqual({});
  });

  it('merges a change into the remembered preferences for a form posted without script', () => {
    const setCookie = preferencesCookieWith(header('{"cookies":1,"carousel":"pause"}'), { top60Open: true });
    expect(setCookie).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(parsePreferences(setCookie.split(';')[0])).toEqual({
      cookies: 1,
      carousel: 'pause',
      top60Open: true,
    });
    expect(
      parsePreferences(preferencesCookieWith(header('{"carousel":"fast"}'), { top60Open: false })),
    ).toEqual({
      top60Open: false,
    });
  });
});
