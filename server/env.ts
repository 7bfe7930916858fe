// Configuration from the environment, parsed once at start-up (zod). Bad values stop the process with a
// message that names the variable, instead of failing later somewhere else.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Where the embedded database, the outboxes and the generated session secret live when DATA_DIR is not set. */
export const DEFAULT_DATA_DIR = './data';
import type { SeedContent } from './db/seed/index.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'moet beginnen met postgres:// of postgresql://')
    .optional(),
  // The origin of absolute links (canonical URLs, sitemaps, robots.txt); a path after the host is ignored.
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'moet een http(s)-adres zijn, bijvoorbeeld https://www.leeswijzer.nl',
    })
    .optional(),
  SESSION_SECRET: z.string().min(32, 'moet minstens 32 tekens lang zijn').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = trustProxy(value);
      if (trust === null)
        ctx.addIssue({
          code: 'custom',
          message:
            'moet false, true, een aantal proxy-stappen of een lijst proxy-adressen zijn (bijvoorbeeld 10.0.0.0/8,127.0.0.1)',
        });
      return trust ?? false;
    }),
  /** Seconds an anonymous visitor's rendered page is kept in memory (0 switches the page cache off). */
  PAGE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0, 'moet 0 of meer zijn')
    .max(300, 'mag hoogstens 300 zijn')
    .default(10),
  /**
   * Issue 16: seconds book, list, shell and settings data are kept per process (server/lib/ttl-cache.ts). With the
   * page cache's 10 s, a change shows in every process within 30 s.
   */
  DATA_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(1, 'moet minstens 1 zijn')
    .max(30, 'mag hoogstens 30 zijn')
    .default(20),
  /**
   * Issue 16: app processes (server/cluster.ts), a number or 'auto' (one per core); more than 1 only with
   * PostgreSQL (DATABASE_URL): the embedded database has one writer, in one process.
   */
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1, 'moet minstens 1 zijn').max(64)], {
      error: "moet een aantal processen (1–64) of 'auto' zijn",
    })
    .default(1)
    .transform((value) => (value === 'auto' ? availableParallelism() : value)),
  /** Per-client search limits (decision #165); 'off' only for benchmarks that search from one address. */
  SEARCH_RATE_LIMIT: z.enum(['on', 'off'], { error: 'moet on of off zijn' }).default('on'),
  /**
   * Issue 16 (decision 504): the overlay's broad searches answered from the books' heading words in memory; 'off'
   * leaves every search to the database (the benchmark's before/after, or a machine short of memory).
   */
  SEARCH_TYPING_INDEX: z.enum(['on', 'off'], { error: 'moet on of off zijn' }).default('on'),
  SEED_BOOKS: z.coerce.number().int().min(1000, 'moet minstens 1000 zijn').max(5_000_000).optional(),
  /**
   * Issue 27 (decision 510): what an empty database is filled with — 1 the whole demo shop (catalogue with its
   * events, demo accounts, orders, carts, partner), catalogue the demo catalogue without any account or order, 0 only
   * the reference data. Unset: the whole demo shop for a local demo, only the reference data otherwise (seedContent).
   */
  SEED_DEMO: z
    .enum(['0', '1', 'catalogue'], {
      error:
        'moet 1 (demowinkel met demo-accounts en -bestellingen), catalogue (alleen de democatalogus) of 0 (geen demodata) zijn',
    })
    .optional(),
  /**
   * Issue 27 (decision 512): 'test' allows the built-in test gateway in production on a domain (every page then
   * says that payments are not real); without it such a shop takes only Mollie and bank transfer.
   */
  PAYMENTS: z
    .enum(['test'], { error: 'moet test zijn (de testbetaalpagina aanzetten) of niet gezet' })
    .optional(),
  /** smtp(s)://user:pass@host:port — without it every mail goes to the outbox folder in DATA_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'moet beginnen met smtp:// of smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Leeswijzer <noreply@leeswijzer.nl>'),
  /** Issue 31: the publisher whose ONIX titles are the shop's own editions (sb_edition), as the feed spells it. */
  OWN_PUBLISHER: z.string().trim().min(1).optional(),
  /** The EU VIES REST endpoint that checks VAT numbers (server/integrations/vies). */
  VIES_URL: z
    .url({ protocol: /^https?$/, error: 'moet een http(s)-adres zijn' })
    .default('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'),
  /**
   * Issue 29 #2: street and city from a Dutch postcode and house number in the checkout and account forms: off
   * (the default), pdok (the government's free Locatieserver, ADDRESS_LOOKUP_URL) or fake (a local table).
   */
  ADDRESS_LOOKUP: z.enum(['off', 'pdok', 'fake'], { error: 'moet off, pdok of fake zijn' }).default('off'),
  ADDRESS_LOOKUP_URL: z
    .url({ protocol: /^https?$/, error: 'moet een http(s)-adres zijn' })
    .default('https://api.pdok.nl/bzk/locatieserver/search/v3_1/free'),
  /**
   * Issue 14 #5: seconds between two rounds of asking the provider about open payments whose webhook did not
   * come (a webhook answered 503 while the database was away, issue 27 #1). 60 by default.
   */
  PAYMENT_POLL_SECONDS: z.coerce
    .number()
    .int()
    .min(5, 'moet minstens 5 zijn')
    .max(3600, 'mag hoogstens 3600 zijn')
    .default(60),
  /** Issue 14: with a Mollie API key payments go through Mollie; without one through the built-in test gateway. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]{20,}$/, 'moet een Mollie API-sleutel zijn (test_… of live_…)')
    .optional(),
  /**
   * Only for tests against a stand-in of Mollie's API (tests/support/fake-mollie.ts): where @mollie/api-client
   * sends its requests instead of https://api.mollie.com/v2/. That client speaks HTTPS only.
   */
  MOLLIE_API_URL: z
    .url({ protocol: /^https$/, error: 'moet een https-adres zijn (de Mollie-client praat alleen HTTPS)' })
    .optional(),
});

/** Proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Issue 11 #7: which X-Forwarded-For entry is the client. Fastify with `true` takes the left-most entry, which
 * the client writes itself; so `true` means one hop (the proxy in front of us, whose added entry is the
 * right-most), a number n means n hops, and a list names the proxies' addresses (CIDR or proxy-addr's
 * loopback / linklocal / uniquelocal). null: not a valid value.
 */
export function trustProxy(value: string): false | number | string | null {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v) <= 10 ? Number(v) : null;
  const entries = v.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (RANGE_NAMES.has(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !address || isIP(address) === 0) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d+$/.test(bits) && Number(bits) <= max;
  });
  return valid ? entries.join(',') : null;
}

export type Env = Omit<z.infer<typeof envSchema>, 'SESSION_SECRET'> & {
  SESSION_SECRET: string;
  DATA_DIR: string;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Ongeldige configuratie:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `Ongeldige configuratie:\n  WORKERS: ${env.WORKERS} processen kan alleen met PostgreSQL (DATABASE_URL); ` +
        'de ingebouwde database (PGlite) heeft één schrijver en draait in één proces. Zet WORKERS=1 of DATABASE_URL.',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  let secret = env.SESSION_SECRET;
  if (!secret) {
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL?.startsWith('https://')) {
      throw new ConfigError(
        'Ongeldige configuratie:\n  SESSION_SECRET: is verplicht in productie achter HTTPS',
      );
    }
    secret = readOrCreateSecret(dataDir);
  }
  return { ...env, DATA_DIR: dataDir, SESSION_SECRET: secret };
}

/**
 * Issue 11 #1: in production every absolute link (mails, canonical URLs, payment returns) and the only host
 * answered besides localhost come from PUBLIC_URL; without it they stay on http://localhost:PORT.
 */
export function publicUrlWarning(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'PORT'>): string | null {
  if (env.NODE_ENV !== 'production' || env.PUBLIC_URL) return null;
  return (
    `PUBLIC_URL is niet gezet: links in e-mails en pagina's wijzen naar http://localhost:${env.PORT} en alleen ` +
    'localhost wordt bediend. Zet PUBLIC_URL (bijvoorbeeld https://www.leeswijzer.nl) zodra de winkel achter een domein draait.'
  );
}

/** Host names of a local run (server/seo/origin.ts answers the same ones whatever PUBLIC_URL says). */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether PUBLIC_URL is unset or names this machine (localhost, 127.0.0.1, [::1]): a local run, not a shop. */
export function isLocalPublicUrl(publicUrl: string | undefined): boolean {
  if (!publicUrl) return true;
  return LOCAL_HOSTNAMES.has(new URL(publicUrl).hostname);
}

/**
 * Issue 27 #2 (decision 510): the demo accounts (with the README's passwords), orders with guessable guids,
 * carts and the demo partner only in a local demo — the embedded database and no PUBLIC_URL or a local
 * one, as `npm install && npm start` runs — or when SEED_DEMO=1 asks for them. A shop with DATABASE_URL or on a
 * domain gets the reference data only (countries, settings, navigation, categories, languages), or the demo
 * catalogue without any account or order with SEED_DEMO=catalogue. SEED_DEMO=0 keeps even a local run empty.
 */
export function seedContent(env: Pick<Env, 'DATABASE_URL' | 'PUBLIC_URL' | 'SEED_DEMO'>): SeedContent {
  if (env.SEED_DEMO === '1') return 'demo';
  if (env.SEED_DEMO === 'catalogue') return 'catalogue';
  if (env.SEED_DEMO === '0') return 'reference';
  return !env.DATABASE_URL && isLocalPublicUrl(env.PUBLIC_URL) ? 'demo' : 'reference';
}

/**
 * Decision 513: a shop on a domain in production without SMTP_URL writes its mails (order confirmations,
 * password resets) to files in DATA_DIR/mail-outbox, where no customer reads them: said at start, not refused
 * (a staging shop on a domain may rightly run without mail, and no mail is lost: the files stay).
 */
export function mailWarning(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'SMTP_URL'>): string | null {
  if (env.NODE_ENV !== 'production' || env.SMTP_URL || isLocalPublicUrl(env.PUBLIC_URL)) return null;
  return (
    'SMTP_URL is niet gezet: e-mails aan klanten (bevestigingen, wachtwoordherstel) worden niet verstuurd maar ' +
    'als bestand bewaard in DATA_DIR/mail-outbox. Zet SMTP_URL voordat de winkel echte bestellingen aanneemt.'
  );
}

/** Development convenience: a secret generated once and kept in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
