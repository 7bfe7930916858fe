// Password hashing (DESIGN.md "Passwords"): scrypt from Node's own crypto at OWASP's first recommended setting
// (N=2^17, r=8, p=1; 128 MiB, a few hundred ms), and the refusal of the most common passwords. The hash string
// carries its parameters, so a later, stronger setting still verifies old hashes and rehashes them at login.
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

export interface HashParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: HashParams = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: HashParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** 'scrypt$17$8$1$<salt>$<key>' (base64url). */
export async function hashPassword(password: string, params: HashParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.logN,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function parse(hash: string): { params: HashParams; salt: Buffer; key: Buffer } | null {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return null;
  return {
    params: { logN, r, p },
    salt: Buffer.from(parts[4]!, 'base64url'),
    key: Buffer.from(parts[5]!, 'base64url'),
  };
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parse(hash);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** A hash made with weaker parameters than the current ones: replaced after the next successful login. */
export function needsRehash(hash: string, params: HashParams = OWASP_SCRYPT): boolean {
  const parsed = parse(hash);
  return (
    !parsed || parsed.params.logN < params.logN || parsed.params.r < params.r || parsed.params.p < params.p
  );
}

/**
 * A hash of nobody's password with the same parameters, verified when an email is unknown, so that a login
 * for an unknown address takes as long as one for a known address (no account enumeration by timing).
 */
export function createDummyHash(params: HashParams = OWASP_SCRYPT): () => Promise<string> {
  let dummy: Promise<string> | null = null;
  return () => (dummy ??= hashPassword(randomBytes(16).toString('hex'), params));
}
