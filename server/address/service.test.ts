// Issue 29 #2: the address completion — only a postcode and number a parcel can reach are looked up, a client
// address is held to its limit, the source's trouble reaches the page as 'unavailable'; and the PDOK adapter reads
// the Locatieserver's answer (a recorded shape, no network).
import { describe, expect, it } from 'vitest';
import {
  createFakeLookup,
  createPdokLookup,
  FAKE_ADDRESSES,
} from '../integrations/address/address-lookup.ts';
import type { Admit } from '../lib/admit.ts';
import { ADDRESS_LOOKUP_LIMIT, createAddressService } from './service.ts';

/** A limit counted in memory, as accounts' rate_limits counts it. */
function memoryAdmit(): Admit {
  const counts = new Map<string, number>();
  return async (key, limit) => {
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return { blocked: n > limit.max, retryAfterSeconds: n > limit.max ? 3600 : 0 };
  };
}

const meta = { ip: '192.0.2.1' };

describe('the address completion service', () => {
  const service = createAddressService({ lookup: createFakeLookup(FAKE_ADDRESSES), admit: memoryAdmit() });

  it.each([
    ['1015 CJ', '12', { kind: 'found', street: 'Keizersgracht', city: 'Amsterdam' }],
    ['1015cj', ' 12 ', { kind: 'found', street: 'Keizersgracht', city: 'Amsterdam' }],
    ['1015 CJ', '13', { kind: 'not-found' }],
  ])('%j %j → %o', async (zipcode, housenr, expected) => {
    expect(await service.complete({ zipcode, housenr }, meta)).toEqual(expected);
  });

  it.each([
    ['12345', '12', { zipcode: 'form_errors.zipcode_nl' }],
    ['1015 SA', '12', { zipcode: 'form_errors.zipcode_nl' }],
    ['1015 CJ', '12a', { housenr: 'form_errors.housenr_nl' }],
    ['', '', { zipcode: 'form_errors.general', housenr: 'form_errors.general' }],
  ])('refuses %j %j without asking the source', async (zipcode, housenr, expected) => {
    const result = await service.complete({ zipcode, housenr }, meta);
    expect(result.kind).toBe('invalid');
    if (result.kind === 'invalid')
      expect(Object.fromEntries(Object.entries(result.errors).map(([f, ref]) => [f, ref!.key]))).toEqual(
        expected,
      );
  });

  it(`holds a client address to ${ADDRESS_LOOKUP_LIMIT.max} lookups an hour`, async () => {
    const limited = createAddressService({ lookup: createFakeLookup(FAKE_ADDRESSES), admit: memoryAdmit() });
    const answers = [];
    for (let i = 0; i <= ADDRESS_LOOKUP_LIMIT.max; i += 1)
      answers.push((await limited.complete({ zipcode: '1015 CJ', housenr: '12' }, meta)).kind);
    expect(answers.filter((kind) => kind === 'found')).toHaveLength(ADDRESS_LOOKUP_LIMIT.max);
    expect(answers.at(-1)).toBe('throttled');
  });

  it('is off without a source', async () => {
    const off = createAddressService({ lookup: null, admit: memoryAdmit() });
    expect(off.enabled).toBe(false);
    expect(await off.complete({ zipcode: '1015 CJ', housenr: '12' }, meta)).toEqual({ kind: 'off' });
  });
});

describe('the PDOK Locatieserver adapter', () => {
  const answering = (status: number, body: unknown) => {
    const asked: string[] = [];
    const fetchStub = (async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return { asked, lookup: createPdokLookup({ url: 'https://pdok.test/free', fetch: fetchStub }) };
  };

  it('asks for the address of the postcode and number, and reads its street and city', async () => {
    const { asked, lookup } = answering(200, {
      response: { numFound: 1, docs: [{ straatnaam: 'Keizersgracht', woonplaatsnaam: 'Amsterdam' }] },
    });
    expect(await lookup.lookup('1015CJ', 12)).toEqual({
      kind: 'found',
      street: 'Keizersgracht',
      city: 'Amsterdam',
    });
    const url = new URL(asked[0]!);
    expect(url.searchParams.get('q')).toBe('postcode:1015CJ and huisnummer:12');
    expect(url.searchParams.get('fq')).toBe('type:adres');
  });

  it.each([
    ['no such address', 200, { response: { numFound: 0, docs: [] } }, { kind: 'not-found' }],
    ['a server error', 503, { error: 'busy' }, { kind: 'unavailable' }],
    ['an answer of another shape', 200, { docs: 'x' }, { kind: 'unavailable' }],
    [
      'a document without a street',
      200,
      { response: { docs: [{ woonplaatsnaam: 'Amsterdam' }] } },
      { kind: 'unavailable' },
    ],
  ])('%s → %o', async (_label, status, body, expected) => {
    expect(await answering(status, body).lookup.lookup('1015CJ', 12)).toEqual(expected);
  });

  it('gives up after its wait: unavailable, not an error', async () => {
    const never = (async (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const lookup = createPdokLookup({ url: 'https://pdok.test/free', fetch: never, timeoutMs: 50 });
    expect(await lookup.lookup('1015CJ', 12)).toEqual({ kind: 'unavailable' });
  });
});
