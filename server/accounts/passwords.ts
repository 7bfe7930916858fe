// Password hashing (DESIGN.md "Passwords"): scrypt from Node's own crypto at OWASP's first recommended setting
// (N=2^17, r=8, p=1; 128 MiB, a few hundred ms), and the refusal of the most common passwords. The hash string
// carries its parameters, so a later, stronger setting still verifies old hashes and rehashes them at login.
// Every hash and verification passes one gate per process (issue 11 #2): scrypt runs on libuv's threadpool,
// which page compression (zlib) and file reads share, so only a few run at once and a short queue waits;
// beyond that the caller gets HashingBusy at once and answers 503 with Retry-After.
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

export interface HashParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: HashParams = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** Thrown by hashPassword and verifyPassword when the gate's queue is full: try again in a moment. */
export class HashingBusy extends Error {
  readonly retryAfterSeconds = HASHING_RETRY_AFTER_SECONDS;
  constructor() {
    super('Wachtwoorden controleren: te druk, probeer het zo opnieuw');
    this.name = 'HashingBusy';
  }
}

/** How long a visitor turned away by a full queue is asked to wait (the queue drains in about that time). */
export const HASHING_RETRY_AFTER_SECONDS = 5;

export interface HashingGate {
  /** Runs the task when a place is free; rejects with HashingBusy at once when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Whether a new task would be turned away now (lets a caller skip work it would throw away). */
  readonly full: boolean;
  readonly running: number;
  readonly waiting: number;
}

/**
 * A semaphore with a bounded queue. `concurrency` stays below libuv's threadpool size (4 unless
 * UV_THREADPOOL_SIZE says otherwise), so compression and file reads always find a free thread.
 */
export function createHashingGate(concurrency: number, queueLimit: number): HashingGate {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    get full() {
      return running >= concurrency && queue.length >= queueLimit;
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (queue.length >= queueLimit) throw new HashingBusy();
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

/**
 * The process's gate: 2 hashes at a time (2 × 128 MiB at the OWASP setting) and 16 waiting, about 3–5 s of
 * work at a few hundred ms each; libuv keeps at least 2 of its threads for everything else.
 */
export const HASHING_CONCURRENCY = 2;
export const HASHING_QUEUE = 16;
export const hashingGate: HashingGate = createHashingGate(HASHING_CONCURRENCY, HASHING_QUEUE);

function derive(password: string, salt: Buffer, params: HashParams): Promise<Buffer> {
  return hashingGate.run(() => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: HashParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** 'scrypt$17$8$1$<salt>$<key>' (base64url). Throws HashingBusy when the gate is full. */
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

/** Throws HashingBusy when the gate is full. */
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
  return () => {
    // A busy gate on the first call must not leave a rejected promise behind for every later login.
    dummy ??= hashPassword(randomBytes(16).toString('hex'), params).catch((error: unknown) => {
      dummy = null;
      throw error;
    });
    return dummy;
  };
}
