// Issue 17 #3: pc or PC stores the partner code in the httpOnly affiliate cookie for the setting's days, the last
// click wins, and a code's use is recorded only when it changes the visitor's cookie (a reload writes nothing).
import { describe, expect, it } from 'vitest';
import { AFFILIATE_COOKIE, affiliateHeaders } from './affiliate.server';

function fakePartners(days = 30) {
  const uses: string[] = [];
  return {
    uses,
    affiliateCookieDays: async () => days,
    recordCodeUse: async (code: string) => void uses.push(code),
  };
}

const request = (cookie?: string) =>
  new Request('https://winkel.example/', cookie ? { headers: { cookie } } : {});

describe('affiliate cookie', () => {
  it('sets the code for the setting’s days and records the use', async () => {
    const partners = fakePartners(45);
    const headers = await affiliateHeaders(
      new URL('https://winkel.example/?pc=LEESTIP'),
      request(),
      partners,
    );
    expect(headers.get('set-cookie')).toBe(
      `${AFFILIATE_COOKIE}=LEESTIP; Path=/; Max-Age=${45 * 86400}; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(partners.uses).toEqual(['LEESTIP']);
  });

  it('the last click wins: another code replaces the cookie and is recorded', async () => {
    const partners = fakePartners();
    const headers = await affiliateHeaders(
      new URL('http://winkel.example/boek?PC=NIEUW'),
      request(`lw_shop=SHOP_SB; ${AFFILIATE_COOKIE}=OUD`),
      partners,
    );
    expect(headers.get('set-cookie')).toMatch(
      /^lw_affiliate=NIEUW; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    expect(partners.uses).toEqual(['NIEUW']);
  });

  it('the same code again (a reload) renews the cookie but writes nothing', async () => {
    const partners = fakePartners();
    const headers = await affiliateHeaders(
      new URL('https://winkel.example/?pc=LEESTIP'),
      request(`${AFFILIATE_COOKIE}=LEESTIP`),
      partners,
    );
    expect(headers.get('set-cookie')).toContain('lw_affiliate=LEESTIP');
    expect(partners.uses).toEqual([]);
  });

  it.each([
    'https://winkel.example/',
    'https://winkel.example/?pc=',
    'https://winkel.example/?pc=a%20b',
    `https://winkel.example/?pc=${'x'.repeat(33)}`,
  ])('no valid code in %s: no cookie, no write', async (address) => {
    const partners = fakePartners();
    const headers = await affiliateHeaders(new URL(address), request(), partners);
    expect(headers.get('set-cookie')).toBeNull();
    expect(partners.uses).toEqual([]);
  });
});
