// Retention of the stored form messages (decision 392) on PGlite and PostgreSQL: messages older than 12 months go,
// younger ones (and one exactly at the cutoff) stay, whatever their kind; the cutoff in calendar months; the loop
// prunes at start and logs what went.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { FORM_MESSAGE_MONTHS, pruneFormMessages, retentionCutoff, startFormRetention } from './retention.ts';
import { formMessages } from './schema.ts';

describe('retentionCutoff', () => {
  it.each([
    ['2026-11-25T12:00:00Z', 12, '2025-11-25T12:00:00.000Z'],
    ['2026-03-01T00:00:00Z', 12, '2025-03-01T00:00:00.000Z'],
    ['2026-05-31T08:00:00Z', 3, '2026-03-03T08:00:00.000Z'],
    ['2028-02-29T10:00:00Z', 12, '2027-03-01T10:00:00.000Z'],
  ])('%s minus %i months is %s', (now, months, cutoff) => {
    expect(retentionCutoff(new Date(now), months).toISOString()).toBe(cutoff);
  });

  it('keeps messages 12 months', () => {
    expect(FORM_MESSAGE_MONTHS).toBe(12);
  });
});

describe('startFormRetention', () => {
  it('prunes at start and logs how many went', async () => {
    const logged: object[] = [];
    let rounds = 0;
    const loop = startFormRetention(
      async () => {
        rounds += 1;
        return 3;
      },
      { info: (fields) => logged.push(fields), error: (fields) => logged.push(fields) },
      60 * 60 * 1000,
    );
    await loop.stop();
    expect(rounds).toBe(1);
    expect(logged).toEqual([{ forms: true, pruned: 3 }]);
  });
});

describe.each(eachDatabase())('pruning the form messages on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('deletes the messages older than 12 months and keeps the rest, of every kind', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const cutoff = retentionCutoff(now);
    const at = (ms: number) => new Date(cutoff.getTime() + ms);
    const rows = [
      { kind: 'contact', createdAt: at(-24 * 3600_000), old: true },
      { kind: 'friend', createdAt: at(-1), old: true },
      { kind: 'press', createdAt: new Date('2024-01-01T00:00:00Z'), old: true },
      { kind: 'callback', createdAt: at(0), old: false },
      { kind: 'friend', createdAt: at(1), old: false },
      { kind: 'contact', createdAt: now, old: false },
    ];
    const inserted = await t.database.db
      .insert(formMessages)
      .values(
        rows.map((r, i) => ({
          kind: r.kind,
          fields: { firstname: `Retentie ${i}` },
          senderEmail: null,
          submissionKey: `retention-${kind}-${i}-${Date.now()}`,
          createdAt: r.createdAt,
        })),
      )
      .returning({ id: formMessages.id });
    const ids = inserted.map((r) => r.id);

    const pruned = await t.services.formRetention.prune(now);
    const left = await t.database.db
      .select({ id: formMessages.id })
      .from(formMessages)
      .where(inArray(formMessages.id, ids));
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids.filter((_, i) => !rows[i]!.old));
    // The seeded database holds no message older than a year besides these.
    expect(pruned).toBe(3);
    expect(await pruneFormMessages(t.database.db, now)).toBe(0);
  });
});
