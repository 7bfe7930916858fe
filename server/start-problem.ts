// Going live (issue 27, spec 3 §4 "Start-up"): what an operator reads when the shop cannot start because of its
// surroundings — a database that is not there or refuses the login, a port already taken, a data folder the shop
// may not write, an embedded database folder PGlite cannot open — as one Dutch line that names the setting to
// change (or the backups), instead of a stack trace. The password in DATABASE_URL is never shown. An error not
// recognised here returns null: the caller prints it in full, as a fault in the shop itself needs its stack.
import path from 'node:path';
import { DEFAULT_DATA_DIR } from './env.ts';

interface ErrorFields {
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
  port?: unknown;
  address?: unknown;
  message?: unknown;
}

/** Network errors of a connection that never reached a PostgreSQL server. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);
/** File-system errors of a folder the shop may not make or write. */
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/** Where DATABASE_URL points, without its password: host, port, database and user as PostgreSQL defaults them. */
function target(databaseUrl: string) {
  try {
    const url = new URL(databaseUrl);
    return {
      host: url.hostname || 'localhost',
      port: url.port || '5432',
      database: decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username),
      user: decodeURIComponent(url.username) || 'postgres',
    };
  } catch {
    return null;
  }
}

/** Where the shop looked for its database: DATABASE_URL, or else the embedded one in DATA_DIR. */
export interface StartTarget {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

/** The target as the environment names it, for a command's last catch, where loadEnv may not have run. */
export function startTarget(env: NodeJS.ProcessEnv): StartTarget {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR),
  };
}

/** One Dutch line for a start that failed on the machine's or the database's side, or null for anything else. */
export function describeStartProblem(error: unknown, { databaseUrl, dataDir }: StartTarget): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, syscall, path: file, port, address, message } = error as ErrorFields;
  const text = typeof message === 'string' ? message : '';

  if (syscall === 'listen' && code === 'EADDRINUSE')
    return `Poort ${String(port)} op ${String(address)} is al in gebruik door een ander programma. Stop dat programma of kies een andere PORT.`;
  if (syscall === 'listen' && code === 'EACCES')
    return `Poort ${String(port)} mag alleen de systeembeheerder openen. Kies een PORT vanaf 1024 en zet een proxy (nginx, Caddy) ervoor.`;
  if (typeof code === 'string' && NOT_WRITABLE.has(code) && typeof file === 'string')
    return `De winkel mag ${file} niet maken of beschrijven (${code}). Geef de gebruiker van de winkel schrijfrechten op DATA_DIR of kies een andere DATA_DIR.`;

  // The embedded database's folder is there but PGlite cannot open it (damaged, or written by another version).
  if (!databaseUrl && dataDir && /PGlite failed to initialize/i.test(text))
    return `De ingebouwde database in ${path.join(dataDir, 'pglite')} kan niet worden geopend (${text}). Zet een back-up terug (npm run db:restore -- <bestand>) of kies een andere DATA_DIR.`;

  const database = databaseUrl ? target(databaseUrl) : null;
  if (!database) return null;
  const at = `${database.host}:${database.port}`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `De databaseserver ${database.host} is niet gevonden (${code}). Controleer de naam van de server in DATABASE_URL.`;
  if ((typeof code === 'string' && UNREACHABLE.has(code)) || /connection timeout|timeout expired/i.test(text))
    return `De database op ${at} is niet bereikbaar (${typeof code === 'string' ? code : 'geen antwoord'}). Controleer DATABASE_URL en of PostgreSQL draait.`;
  // PostgreSQL's own refusals, by SQLSTATE.
  if (code === '3D000')
    return `De database "${database.database}" bestaat niet op ${at}. Maak hem aan (createdb ${database.database}) of controleer DATABASE_URL.`;
  if (code === '28P01' || code === '28000')
    return `PostgreSQL op ${at} weigert de aanmelding als "${database.user}" (${text}). Controleer gebruiker en wachtwoord in DATABASE_URL.`;
  if (code === '57P03')
    return `PostgreSQL op ${at} start nog of stopt (${text}). Start de winkel opnieuw zodra de database klaar is.`;
  return null;
}
