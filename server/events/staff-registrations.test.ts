// Issue 30: the events' registrations as staff see them, on each database — every event with its number of
// registrations and its places (a registration with a guest one registration, two places), the latest start
// first with the postponed ones on top; one event's registrations in the order they came in, paged; and the
// export's batches: every registration once, in order, no batch over its size, an unknown event none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATIONS_PER_PAGE } from '../../domain/staff-signups.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { eventRegistrations, events } from './schema.ts';

// 'dialect': the list sorts with `nulls first` and counts through a left join, as each database does it.
describe.each(eachDatabase('dialect'))('the staff registrations on %s', (kind) => {
  let t: TestServices;
  const ids = { full: 0, empty: 0, postponed: 0 };
  const REGISTRATIONS = REGISTRATIONS_PER_PAGE + 3;
  /** Statements that read registrations (the export's batches among them). */
  let registrationReads = 0;

  beforeAll(async () => {
    t = await openTestServices(kind, {
      onQuery: (text) => {
        if (/^select .* from "event_registrations"/is.test(text)) registrationReads++;
      },
    });
    const db = t.database.db;
    const add = async (reference: string, values: Partial<typeof events.$inferInsert>) =>
      (
        await db
          .insert(events)
          .values({ reference, title: reference, couponCode: 'CODE', places: 200, ...values })
          .returning({ id: events.id })
      )[0]!.id;
    ids.full = await add(`staf-vol-${kind}`, {
      startsAt: new Date('2099-02-01T18:00:00Z'),
      placesTaken: REGISTRATIONS + 1,
    });
    ids.empty = await add(`staf-leeg-${kind}`, { startsAt: new Date('2099-01-01T18:00:00Z') });
    ids.postponed = await add(`staf-uitgesteld-${kind}`, { status: 'postponed', startsAt: null });
    // In the order they came in; the first brings a guest (two places).
    for (let i = 1; i <= REGISTRATIONS; i++)
      await db.insert(eventRegistrations).values({
        eventId: ids.full,
        firstname: `Lezer${i}`,
        lastname: 'Staf',
        email: `lezer${i}@voorbeeld.nl`,
        phonenr: '06 1234 5678',
        places: i === 1 ? 2 : 1,
        guestFirstname: i === 1 ? 'Bas' : '',
        question: i === 1 ? 'Signeert ze?\nEn hoe laat?' : '',
        submissionKey: `staf-${kind}-${i}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 10, i)),
      });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('lists every event with its registrations and places, the latest start first, postponed on top', async () => {
    const list = await t.services.eventRegistrations.events();
    const ours = list.filter((e) => Object.values(ids).includes(e.id));
    expect(ours.map((e) => e.id)).toEqual([ids.postponed, ids.full, ids.empty]);
    expect(ours.find((e) => e.id === ids.full)).toMatchObject({
      registrations: REGISTRATIONS,
      placesTaken: REGISTRATIONS + 1,
      places: 200,
      status: 'planned',
    });
    expect(ours.find((e) => e.id === ids.empty)?.registrations).toBe(0);
    expect(ours.find((e) => e.id === ids.postponed)?.status).toBe('postponed');
  });

  it('shows one event’s registrations in the order they came in, a page at a time', async () => {
    const first = await t.services.eventRegistrations.event(ids.full, 1);
    expect(first?.pages).toBe(2);
    expect(first?.registrations).toHaveLength(REGISTRATIONS_PER_PAGE);
    expect(first?.registrations[0]).toMatchObject({
      firstname: 'Lezer1',
      guestFirstname: 'Bas',
      places: 2,
      question: 'Signeert ze?\nEn hoe laat?',
    });
    const second = await t.services.eventRegistrations.event(ids.full, 2);
    expect(second?.registrations.map((r) => r.firstname)).toEqual(
      [1, 2, 3].map((n) => `Lezer${REGISTRATIONS_PER_PAGE + n}`),
    );
    const empty = await t.services.eventRegistrations.event(ids.empty, 1);
    expect(empty).toMatchObject({ pages: 1, registrations: [] });
    expect(await t.services.eventRegistrations.event(999_999, 1)).toBeNull();
  });

  it('exports every registration once, in order, in batches no larger than asked', async () => {
    const sizes: number[] = [];
    const names: string[] = [];
    for await (const batch of t.services.eventRegistrations.batches(ids.full, 10)) {
      sizes.push(batch.length);
      names.push(...batch.map((r) => r.firstname));
    }
    expect(names).toEqual(Array.from({ length: REGISTRATIONS }, (_, i) => `Lezer${i + 1}`));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
    expect(sizes).toHaveLength(Math.ceil(REGISTRATIONS / 10));
    const none: unknown[] = [];
    for await (const batch of t.services.eventRegistrations.batches(ids.empty)) none.push(batch);
    expect(none).toEqual([]);
  });

  it('reads one batch per query and stops reading when the download is broken off', async () => {
    const before = registrationReads;
    const batches = t.services.eventRegistrations.batches(ids.full, 10);
    expect((await batches.next()).value).toHaveLength(10);
    expect((await batches.next()).value).toHaveLength(10);
    expect(registrationReads - before).toBe(2);
    // The client went away: the stream returns the generator, which reads nothing more.
    expect((await batches.return(undefined)).done).toBe(true);
    expect((await batches.next()).done).toBe(true);
    expect(registrationReads - before).toBe(2);
  });
});
