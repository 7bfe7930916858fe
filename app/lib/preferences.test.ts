import { describe, expect, it } from 'vitest';
import { parsePreferences } from './preferences';
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
});
