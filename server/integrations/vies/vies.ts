// Spec 2 §5 Business: a VAT number is checked in the EU's VIES. VIES is often down or busy (DESIGN), so every kind
// of trouble becomes 'unavailable' and the account page says the number cannot be checked now, rather than
// calling a good number invalid.

export type VatCheckResult =
  | { status: 'valid'; name: string | null; address: string | null }
  | { status: 'invalid' }
  | { status: 'unavailable' };

export interface VatChecker {
  /** Checks `number` (without its prefix) in the member state of `vatPrefix` ('EL' for Greece). */
  check(vatPrefix: string, number: string): Promise<VatCheckResult>;
}

export interface ViesOptions {
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';
const TIMEOUT_MS = 5000;

const INVALID: VatCheckResult = { status: 'invalid' };
const UNAVAILABLE: VatCheckResult = { status: 'unavailable' };

/** VIES REST API: POST { countryCode, vatNumber } → { valid, name, address, userError? }. */
export function createViesChecker(options: ViesOptions = {}): VatChecker {
  const url = options.url ?? VIES_URL;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const fetchVies = options.fetch ?? fetch;

  return {
    async check(vatPrefix, number) {
      let answer: unknown;
      try {
        // The timeout covers reading the body too: the signal aborts the response stream.
        const response = await fetchVies(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: vatPrefix, vatNumber: number }),
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
      return interpret(answer);
    },
  };
}

// VIES puts 'VALID' or 'INVALID' in userError beside `valid`; any other code (MS_UNAVAILABLE, TIMEOUT,
// SERVICE_UNAVAILABLE, MS_MAX_CONCURRENT_REQ, GLOBAL_MAX_CONCURRENT_REQ …) means the number was not checked,
// even though `valid` is then false.
const ANSWERED = new Set(['VALID', 'INVALID']);

function interpret(answer: unknown): VatCheckResult {
  if (typeof answer !== 'object' || answer === null) return UNAVAILABLE;
  const { valid, name, address, userError } = answer as Record<string, unknown>;
  if (userError === 'INVALID_INPUT') return INVALID;
  if (typeof userError === 'string' && !ANSWERED.has(userError)) return UNAVAILABLE;
  if (valid === true) return { status: 'valid', name: traderDetail(name), address: traderDetail(address) };
  if (valid === false) return INVALID;
  return UNAVAILABLE;
}

/** Member states may withhold name and address ('---'); addresses come in lines, shown here on one. */
function traderDetail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(', ');
  return text === '' || text === '---' ? null : text;
}
