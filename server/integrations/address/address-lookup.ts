// Issue 29 #2: the street and city of a Dutch postcode and house number, as Dutch web shops fill them in. Off by
// default (ADDRESS_LOOKUP=off); 'pdok' asks the Dutch government's free Locatieserver (PDOK, the BAG's addresses,
// no key needed), 'fake' answers from a small local table (the journeys and the demo without a network). Every
// kind of trouble is 'unavailable': the shopper then types the street and city, as without the lookup.

export type AddressLookupResult =
  { kind: 'found'; street: string; city: string } | { kind: 'not-found' } | { kind: 'unavailable' };

export interface AddressLookup {
  /** `zipcode` without its space ('1015CJ'), `housenr` a number. */
  lookup(zipcode: string, housenr: number): Promise<AddressLookupResult>;
}

export const PDOK_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/free';
const TIMEOUT_MS = 2000;
const UNAVAILABLE: AddressLookupResult = { kind: 'unavailable' };

/** PDOK Locatieserver 'free': q=postcode:… and huisnummer:…, fq=type:adres → response.docs[0].straatnaam/woonplaatsnaam. */
export function createPdokLookup(
  options: { url?: string; timeoutMs?: number; fetch?: typeof fetch } = {},
): AddressLookup {
  const url = options.url ?? PDOK_URL;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const fetchPdok = options.fetch ?? fetch;
  return {
    async lookup(zipcode, housenr) {
      const query = new URLSearchParams({
        q: `postcode:${zipcode} and huisnummer:${housenr}`,
        fq: 'type:adres',
        rows: '1',
        fl: 'straatnaam,woonplaatsnaam',
      });
      let answer: unknown;
      try {
        const response = await fetchPdok(`${url}?${query}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          return UNAVAILABLE;
        }
        answer = await response.json();
      } catch {
        return UNAVAILABLE;
      }
      const docs = (answer as { response?: { docs?: unknown } } | null)?.response?.docs;
      if (!Array.isArray(docs)) return UNAVAILABLE;
      const first = docs[0] as { straatnaam?: unknown; woonplaatsnaam?: unknown } | undefined;
      if (!first) return { kind: 'not-found' };
      const { straatnaam: street, woonplaatsnaam: city } = first;
      if (typeof street !== 'string' || typeof city !== 'string' || !street || !city) return UNAVAILABLE;
      return { kind: 'found', street, city };
    },
  };
}

/** The local table: 'postcode:number' → street and city. */
export function createFakeLookup(
  addresses: Readonly<Record<string, { street: string; city: string }>>,
): AddressLookup {
  return {
    async lookup(zipcode, housenr) {
      const found = addresses[`${zipcode}:${housenr}`];
      return found ? { kind: 'found', ...found } : { kind: 'not-found' };
    },
  };
}

/** The fake's addresses (the demo's and the journeys'). */
export const FAKE_ADDRESSES: Readonly<Record<string, { street: string; city: string }>> = {
  '1015CJ:12': { street: 'Keizersgracht', city: 'Amsterdam' },
  '1012JS:1': { street: 'Dam', city: 'Amsterdam' },
  '3511AB:7': { street: 'Dorpsstraat', city: 'Utrecht' },
  '2513AA:1': { street: 'Binnenhof', city: "'s-Gravenhage" },
};
