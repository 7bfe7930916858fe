// DESIGN.md "Passwords": scrypt at OWASP settings, parameters in the hash, rehash when weaker, common ones refused.
import { describe, expect, it } from 'vitest';
import { commonPasswordCheck } from './common-passwords.ts';
import { hashPassword, needsRehash, OWASP_SCRYPT, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 by default (OWASP), and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const cheap = { logN: 10, r: 8, p: 1 };
    expect(await hashPassword('zelfde', cheap)).not.toBe(await hashPassword('zelfde', cheap));
  });

  it('verifies a weaker hash and asks for a rehash', async () => {
    const weak = await hashPassword('oud-wachtwoord', { logN: 10, r: 8, p: 1 });
    expect(await verifyPassword('oud-wachtwoord', weak)).toBe(true);
    expect(needsRehash(weak, OWASP_SCRYPT)).toBe(true);
  });

  it('treats a malformed hash as no match', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$40$8$1$aa$bb')).toBe(false);
    expect(needsRehash('md5$abc')).toBe(true);
  });

  it('normalises Unicode, so é typed two ways is one password', async () => {
    const hash = await hashPassword('caf\u00e9-terras', { logN: 10, r: 8, p: 1 });
    expect(await verifyPassword('cafe\u0301-terras', hash)).toBe(true);
  });
});

describe('common passwords (DESIGN.md: the most common passwords refused)', () => {
  it.each([
    ['password', true],
    ['PASSWORD', true],
    ['12345678', true],
    ['qwertyuiop', true],
    ['Leesplezier-2026', false],
    ['boekenkast-42', false],
  ])('%j common: %s', async (password, expected) => {
    expect((await commonPasswordCheck())(password)).toBe(expected);
  });
});
