import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  isLocalPublicUrl,
  loadEnv,
  mailWarning,
  publicUrlWarning,
  seedContent,
  trustProxy,
} from './env.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'lw-env-'));

describe('loadEnv', () => {
  it('uses the documented defaults', () => {
    const env = loadEnv({ DATA_DIR: tempDir() });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(path.isAbsolute(env.DATA_DIR)).toBe(true);
  });

  it('names every bad variable in one clear message', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'geen-url' })).toThrowError(
      ConfigError,
    );
    try {
      loadEnv({ PORT: '70000', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/^Ongeldige configuratie:/);
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL: moet beginnen met postgres://');
    }
  });

  it('accepts only an http(s) address as PUBLIC_URL', () => {
    expect(loadEnv({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://www.leeswijzer.nl' }).PUBLIC_URL).toBe(
      'https://www.leeswijzer.nl',
    );
    expect(() => loadEnv({ DATA_DIR: tempDir(), PUBLIC_URL: 'ftp://www.leeswijzer.nl' })).toThrowError(
      'PUBLIC_URL: moet een http(s)-adres zijn',
    );
  });

  it('keeps pages 10 s by default; 0 switches the page cache off; a negative value is refused', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).PAGE_CACHE_SECONDS).toBe(10);
    expect(loadEnv({ DATA_DIR: tempDir(), PAGE_CACHE_SECONDS: '0' }).PAGE_CACHE_SECONDS).toBe(0);
    expect(() => loadEnv({ DATA_DIR: tempDir(), PAGE_CACHE_SECONDS: '-1' })).toThrowError(
      'PAGE_CACHE_SECONDS: moet 0 of meer zijn',
    );
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadEnv({ DATA_DIR: dir });
    expect(first.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first.SESSION_SECRET);
    expect(loadEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
  });

  it('requires SESSION_SECRET in production behind HTTPS and refuses a short one', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://leeswijzer.nl', DATA_DIR: tempDir() }),
    ).toThrow(/SESSION_SECRET: is verplicht/);
    expect(() => loadEnv({ SESSION_SECRET: 'kort' })).toThrow(/SESSION_SECRET: moet minstens 32 tekens/);
  });

  it('issue 11 #1: warns at start in production without PUBLIC_URL, and only then', () => {
    expect(publicUrlWarning({ NODE_ENV: 'production', PUBLIC_URL: undefined, PORT: 3000 })).toMatch(
      /PUBLIC_URL is niet gezet/,
    );
    expect(
      publicUrlWarning({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.leeswijzer.nl', PORT: 3000 }),
    ).toBeNull();
    expect(publicUrlWarning({ NODE_ENV: 'development', PUBLIC_URL: undefined, PORT: 3000 })).toBeNull();
  });
});

describe('TRUST_PROXY (issue 11 #7)', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', '10.0.0.1'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
    ['loopback,fd00::/8', 'loopback,fd00::/8'],
  ])('%s → %s', (value, expected) => {
    expect(trustProxy(value)).toEqual(expected);
  });

  it.each(['ja', '10.0.0.0/33', 'proxy.example', '99'])('refuses %s with a clear message', (value) => {
    expect(trustProxy(value)).toBeNull();
    expect(() => loadEnv({ DATA_DIR: tempDir(), TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: moet false, true/,
    );
  });
});

describe('SEARCH_TYPING_INDEX (issue 16, decision 504)', () => {
  it('is on unless switched off, and refuses anything else', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).SEARCH_TYPING_INDEX).toBe('on');
    expect(loadEnv({ DATA_DIR: tempDir(), SEARCH_TYPING_INDEX: 'off' }).SEARCH_TYPING_INDEX).toBe('off');
    expect(() => loadEnv({ DATA_DIR: tempDir(), SEARCH_TYPING_INDEX: 'nee' })).toThrow(
      /SEARCH_TYPING_INDEX: moet on of off zijn/,
    );
  });
});

describe('SEARCH_RATE_LIMIT (issue 11 #8)', () => {
  it('keeps the per-client search limits on unless switched off explicitly', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).SEARCH_RATE_LIMIT).toBe('on');
    expect(loadEnv({ DATA_DIR: tempDir(), SEARCH_RATE_LIMIT: 'off' }).SEARCH_RATE_LIMIT).toBe('off');
    expect(() => loadEnv({ DATA_DIR: tempDir(), SEARCH_RATE_LIMIT: 'nee' })).toThrow(
      /SEARCH_RATE_LIMIT: moet on of off zijn/,
    );
  });
});

describe('MOLLIE_API_KEY and MOLLIE_API_URL (issue 14)', () => {
  it('takes a Mollie test or live key, and uses the test gateway without one', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).MOLLIE_API_KEY).toBeUndefined();
    const key = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
    expect(loadEnv({ DATA_DIR: tempDir(), MOLLIE_API_KEY: key }).MOLLIE_API_KEY).toBe(key);
    expect(() => loadEnv({ DATA_DIR: tempDir(), MOLLIE_API_KEY: 'access_abc' })).toThrow(
      /MOLLIE_API_KEY: moet een Mollie API-sleutel zijn/,
    );
  });

  it('takes only an https address as MOLLIE_API_URL', () => {
    const url = 'https://127.0.0.1:4443/v2/';
    expect(loadEnv({ DATA_DIR: tempDir(), MOLLIE_API_URL: url }).MOLLIE_API_URL).toBe(url);
    expect(() => loadEnv({ DATA_DIR: tempDir(), MOLLIE_API_URL: 'http://127.0.0.1:4443/v2/' })).toThrow(
      /MOLLIE_API_URL: moet een https-adres zijn/,
    );
  });
});

describe('SEED_DEMO: demo data only where it is a demo (issue 27 #2, decision 510)', () => {
  const PG = 'postgres://shop@db.example.nl/shop';
  it.each([
    ['npm start: embedded database, no PUBLIC_URL', {}, 'demo'],
    ['Playwright: embedded database on 127.0.0.1', { PUBLIC_URL: 'http://127.0.0.1:4173' }, 'demo'],
    ['localhost', { PUBLIC_URL: 'http://localhost:3000' }, 'demo'],
    ['[::1]', { PUBLIC_URL: 'http://[::1]:3000' }, 'demo'],
    ['a shop on a domain', { PUBLIC_URL: 'https://shop.example.nl' }, 'reference'],
    ['a LAN address', { PUBLIC_URL: 'http://192.168.1.20:3000' }, 'reference'],
    ['PostgreSQL', { DATABASE_URL: PG }, 'reference'],
    ['PostgreSQL on localhost', { DATABASE_URL: PG, PUBLIC_URL: 'http://localhost:3000' }, 'reference'],
    ['a domain asking for the demo', { PUBLIC_URL: 'https://shop.example.nl', SEED_DEMO: '1' }, 'demo'],
    ['PostgreSQL asking for the demo', { DATABASE_URL: PG, SEED_DEMO: '1' }, 'demo'],
    [
      'a domain asking for the catalogue',
      { PUBLIC_URL: 'https://shop.example.nl', SEED_DEMO: 'catalogue' },
      'catalogue',
    ],
    ['a local run with the catalogue only', { SEED_DEMO: 'catalogue' }, 'catalogue'],
    ['a local run kept empty', { SEED_DEMO: '0' }, 'reference'],
  ] as const)('%s → %s', (_label, env, expected) => {
    expect(seedContent(env)).toBe(expected);
  });

  it('reads SEED_DEMO from the environment and refuses other values', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).SEED_DEMO).toBeUndefined();
    expect(loadEnv({ DATA_DIR: tempDir(), SEED_DEMO: 'catalogue' }).SEED_DEMO).toBe('catalogue');
    expect(() => loadEnv({ DATA_DIR: tempDir(), SEED_DEMO: 'ja' })).toThrow(/SEED_DEMO: moet 1 /);
  });

  it('counts only localhost, 127.0.0.1 and [::1] as this machine', () => {
    expect(isLocalPublicUrl(undefined)).toBe(true);
    expect(isLocalPublicUrl('https://localhost.example.nl')).toBe(false);
    expect(isLocalPublicUrl('http://127.0.0.2')).toBe(false);
  });
});

describe('PAYMENTS (issue 27 #3, decision 512)', () => {
  it('takes only test', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).PAYMENTS).toBeUndefined();
    expect(loadEnv({ DATA_DIR: tempDir(), PAYMENTS: 'test' }).PAYMENTS).toBe('test');
    expect(() => loadEnv({ DATA_DIR: tempDir(), PAYMENTS: 'mollie' })).toThrow(/PAYMENTS: moet test zijn/);
  });
});

describe('mailWarning (decision 513)', () => {
  it('warns only in production on a domain without SMTP_URL', () => {
    const live = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.nl' } as const;
    expect(mailWarning(live)).toMatch(/SMTP_URL is niet gezet/);
    expect(mailWarning({ ...live, SMTP_URL: 'smtp://mail.example.nl:587' })).toBeNull();
    expect(mailWarning({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' })).toBeNull();
    expect(mailWarning({ ...live, NODE_ENV: 'development' })).toBeNull();
  });
});
