// describeStartProblem: the one Dutch line an operator reads when the shop cannot start. A taken port and a refused
// connection are the errors Node and node-postgres really raise (a folder's EACCES cannot be raised as root, as CI runs); PostgreSQL's refusals carry the SQLSTATE node-postgres puts in `code`.
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeStartProblem, startTarget } from './start-problem.ts';
import { freePort } from '../tests/support/free-port.ts';

const URL = 'postgres://winkel:geheim-wachtwoord@db.example.nl:6543/leeswijzer';

async function caught(run: () => Promise<unknown> | unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('describeStartProblem', () => {
  it('a port another program holds, as Node reports it', async () => {
    const holder = createServer().listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const { port } = holder.address() as { port: number };
    const second = createServer();
    const error = await caught(
      () =>
        new Promise((resolve, reject) => {
          second.once('error', reject);
          second.listen(port, '127.0.0.1', () => resolve(undefined));
        }),
    );
    holder.close();
    expect(describeStartProblem(error, {})).toBe(
      `Poort ${port} op 127.0.0.1 is al in gebruik door een ander programma. Stop dat programma of kies een andere PORT.`,
    );
  });

  it('a database server that refuses the connection, as node-postgres reports it', async () => {
    const port = await freePort(); // nothing listens there
    const url = `postgres://winkel:geheim@127.0.0.1:${port}/leeswijzer`;
    const client = new pg.Client({ connectionString: url });
    const error = await caught(() => client.connect());
    expect(describeStartProblem(error, { databaseUrl: url })).toBe(
      `De database op 127.0.0.1:${port} is niet bereikbaar (ECONNREFUSED). Controleer DATABASE_URL en of PostgreSQL draait.`,
    );
  });

  it.each([
    [
      { code: '3D000', message: 'database "leeswijzer" does not exist' },
      'De database "leeswijzer" bestaat niet op db.example.nl:6543. Maak hem aan (createdb leeswijzer) of controleer DATABASE_URL.',
    ],
    [
      { code: '28P01', message: 'password authentication failed for user "winkel"' },
      'PostgreSQL op db.example.nl:6543 weigert de aanmelding als "winkel" (password authentication failed for user "winkel"). Controleer gebruiker en wachtwoord in DATABASE_URL.',
    ],
    [
      { code: '28000', message: 'role "winkel" does not exist' },
      'PostgreSQL op db.example.nl:6543 weigert de aanmelding als "winkel" (role "winkel" does not exist). Controleer gebruiker en wachtwoord in DATABASE_URL.',
    ],
    [
      { code: '57P03', message: 'the database system is starting up' },
      'PostgreSQL op db.example.nl:6543 start nog of stopt (the database system is starting up). Start de winkel opnieuw zodra de database klaar is.',
    ],
    [
      { code: 'ENOTFOUND', syscall: 'getaddrinfo', message: 'getaddrinfo ENOTFOUND db.example.nl' },
      'De databaseserver db.example.nl is niet gevonden (ENOTFOUND). Controleer de naam van de server in DATABASE_URL.',
    ],
    [
      { message: 'Connection terminated due to connection timeout' },
      'De database op db.example.nl:6543 is niet bereikbaar (geen antwoord). Controleer DATABASE_URL en of PostgreSQL draait.',
    ],
    [
      {
        code: 'EACCES',
        syscall: 'mkdir',
        path: '/var/lib/leeswijzer',
        message: "EACCES: permission denied, mkdir '/var/lib/leeswijzer'",
      },
      'De winkel mag /var/lib/leeswijzer niet maken of beschrijven (EACCES). Geef de gebruiker van de winkel schrijfrechten op DATA_DIR of kies een andere DATA_DIR.',
    ],
    [
      { code: 'EACCES', syscall: 'listen', port: 80, address: '0.0.0.0', message: 'listen EACCES' },
      'Poort 80 mag alleen de systeembeheerder openen. Kies een PORT vanaf 1024 en zet een proxy (nginx, Caddy) ervoor.',
    ],
  ])('%o', (error, line) => {
    expect(describeStartProblem(error, { databaseUrl: URL })).toBe(line);
    expect(line).not.toContain('geheim-wachtwoord');
  });

  it('an embedded data folder PGlite cannot open, as PGlite reports it, points to the backups', () => {
    expect(
      describeStartProblem(new Error('PGlite failed to initialize properly'), { dataDir: '/srv/leeswijzer' }),
    ).toBe(
      'De ingebouwde database in /srv/leeswijzer/pglite kan niet worden geopend (PGlite failed to initialize properly). Zet een back-up terug (npm run db:restore -- <bestand>) of kies een andere DATA_DIR.',
    );
  });

  it('takes the target from the environment as the commands name it, DATA_DIR defaulting to ./data', () => {
    expect(startTarget({ DATABASE_URL: '', DATA_DIR: '' })).toEqual({
      databaseUrl: undefined,
      dataDir: path.resolve('data'),
    });
    expect(startTarget({ DATABASE_URL: URL, DATA_DIR: '/srv/x' })).toEqual({
      databaseUrl: URL,
      dataDir: '/srv/x',
    });
  });

  it('leaves a fault of the shop itself, and a database error without DATABASE_URL, to be printed in full', () => {
    expect(describeStartProblem(new TypeError('x is not a function'), { databaseUrl: URL })).toBeNull();
    expect(
      describeStartProblem(
        { code: '42P01', message: 'relation "books" does not exist' },
        { databaseUrl: URL },
      ),
    ).toBeNull();
    expect(
      describeStartProblem(
        { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' },
        { dataDir: '/srv/data' },
      ),
    ).toBeNull();
    expect(describeStartProblem('a string', { databaseUrl: URL })).toBeNull();
  });
});
