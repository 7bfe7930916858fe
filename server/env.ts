// Configuration from the environment, parsed once at start-up (zod). Bad values stop the process with a
// message that names the variable, instead of failing later somewhere else.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
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
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Seconds an anonymous visitor's rendered page is kept in memory (0 switches the page cache off). */
  PAGE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0, 'moet 0 of meer zijn')
    .max(300, 'mag hoogstens 300 zijn')
    .default(10),
  SEED_BOOKS: z.coerce.number().int().min(1000, 'moet minstens 1000 zijn').max(5_000_000).optional(),
  /** smtp(s)://user:pass@host:port — without it every mail goes to the outbox folder in DATA_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'moet beginnen met smtp:// of smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Leeswijzer <noreply@leeswijzer.nl>'),
  /** The EU VIES REST endpoint that checks VAT numbers (server/integrations/vies). */
  VIES_URL: z
    .url({ protocol: /^https?$/, error: 'moet een http(s)-adres zijn' })
    .default('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'),
});

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

/** Development convenience: a secret generated once and kept in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
