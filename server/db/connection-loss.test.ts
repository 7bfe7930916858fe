// Issue 27 #1: which errors are a lost database connection, which statements may be sent again, and when a
// transaction runs once more — the rules of server/db/connection-loss.ts as tables.
import { describe, expect, it } from 'vitest';
import { isConnectionLost, isReadOnlyStatement, withTransactionRetry } from './connection-loss.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it.each([
    [
      'the server ended the connection (pg_terminate_backend)',
      withCode('terminating connection due to administrator command', '57P01'),
      true,
    ],
    ['the server is starting up', withCode('the database system is starting up', '57P03'), true],
    ['connection failure', withCode('connection failure', '08006'), true],
    [
      'refused while the server is away',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      true,
    ],
    ['reset by a proxy', withCode('read ECONNRESET', 'ECONNRESET'), true],
    ["node-postgres's own words", new Error('Connection terminated unexpectedly'), true],
    [
      'a client whose connection broke',
      new Error('Client has encountered a connection error and is not queryable'),
      true,
    ],
    ['no connection in time', new Error('timeout exceeded when trying to connect'), true],
    [
      'wrapped by Drizzle',
      new Error('Failed query: select 1', { cause: withCode('terminating connection', '57P01') }),
      true,
    ],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505'), false],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014'), false],
    [
      'a syntax error wrapped by Drizzle',
      new Error('Failed query', { cause: withCode('syntax error', '42601') }),
      false,
    ],
    ['not an error', 'Connection terminated', false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isConnectionLost(error)).toBe(expected);
  });
});

describe('isReadOnlyStatement', () => {
  it.each([
    ['select * from books where id = $1', true],
    ['  SELECT count(*) FROM orders', true],
    ['with recent as (select id from books) select * from recent', true],
    ['select * from orders where id = $1 for update', false],
    ['insert into carts (token) values ($1)', false],
    ['update orders set status = $1', false],
    ['with gone as (delete from carts returning id) select count(*) from gone', false],
    ['begin', false],
  ])('%s → %s', (text, expected) => {
    expect(isReadOnlyStatement(text)).toBe(expected);
  });
});

describe('withTransactionRetry', () => {
  const lost = () => withCode('terminating connection due to administrator command', '57P01');

  /** A stand-in for db.transaction: run n loses its connection (or not) where outcomes[n] says. */
  function transactions(
    outcomes: Array<'lost-before-work' | 'lost-in-work' | 'lost-at-commit' | 'ok' | 'other'>,
  ) {
    let runs = 0;
    let works = 0;
    const run = async (work: (tx: unknown) => Promise<string>) => {
      const outcome = outcomes[runs++] ?? 'ok';
      if (outcome === 'lost-before-work') throw lost();
      const result = await work({});
      if (outcome === 'lost-at-commit') throw lost();
      return result;
    };
    const work = async () => {
      works++;
      const outcome = outcomes[runs - 1];
      if (outcome === 'lost-in-work') throw lost();
      if (outcome === 'other') throw new Error('Dit boek is niet meer leverbaar');
      return 'done';
    };
    return { run, work, counts: () => ({ runs, works }) };
  }

  it.each([
    ['lost before the work began: run once more', ['lost-before-work', 'ok'], 'done', { runs: 2, works: 1 }],
    [
      'lost during the work (rolled back): run once more',
      ['lost-in-work', 'ok'],
      'done',
      { runs: 2, works: 2 },
    ],
    [
      'lost again on the second run: passed on',
      ['lost-in-work', 'lost-in-work'],
      'lost',
      { runs: 2, works: 2 },
    ],
    [
      'lost at COMMIT (outcome unknown): passed on, not run again',
      ['lost-at-commit', 'ok'],
      'lost',
      { runs: 1, works: 1 },
    ],
    ['another error: passed on, not run again', ['other', 'ok'], 'other', { runs: 1, works: 1 }],
  ] as const)('%s', async (_name, outcomes, expected, counts) => {
    const t = transactions([...outcomes]);
    const answer = await withTransactionRetry(t.run, t.work).then(
      (value) => value,
      (error: unknown) => (isConnectionLost(error) ? 'lost' : 'other'),
    );
    expect(answer).toBe(expected);
    expect(t.counts()).toEqual(counts);
  });
});
