// Issue 31 "Content" (decisions 720, 721) on a real database: staff add an event and it is on /events' overview;
// a save is logged with only what changed, refused when the form was shown before someone else's save (stale),
// refused by the field when the places would fall below what registrations took (checked on the locked row), when
// the reference is another event's or the ticket sku is no product. Deleting (decision 743): an event nobody
// registered for goes, logged, and leaves /events; one with a registration is refused with the reason and keeps
// everything. On PostgreSQL too (FOR UPDATE, conflicts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf } from '../audit/service.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { eventRegistrations, events } from './schema.ts';
import { eventSubject } from './staff-events.ts';

const ACTOR = 4242;
const NOW = new Date('2027-01-10T12:00:00Z');

describe.each(eachDatabase('dialect'))('staff events on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const service = () => t.services.staffEvents;
  const form = {
    titel: 'Lezing: Rust in je hoofd',
    referentie: `lezing-rust-${kind}`,
    status: 'planned',
    datum: '12-03-2027',
    tijd: '19:30',
    plaats: 'Utrecht',
    coupon: 'RUST27',
    plaatsen: '40',
    prijs: '20,00',
  };

  it('adds an event that /events lists, saves a change logged by the field, and refuses a stale save', async () => {
    const added = await service().add(ACTOR, form);
    if (added.kind !== 'added') throw new Error(`not added: ${JSON.stringify(added)}`);
    const upcoming = (await t.services.events.overview(NOW)).upcoming;
    expect(upcoming.find((e) => e.reference === form.referentie)).toMatchObject({
      title: form.titel,
      location: 'Utrecht',
      startsAt: new Date('2027-03-12T18:30:00Z'),
      priceCents: 2000,
      placesLeft: 40,
      state: 'open',
    });
    const row = (await service().get(added.id))!;
    expect(row).toMatchObject({ places: 40, placesTaken: 0, registrations: 0, couponCode: 'RUST27' });
    expect((await service().list()).some((e) => e.id === added.id)).toBe(true);

    expect(await service().save(ACTOR, added.id, form, row.version)).toEqual({ kind: 'unchanged' });
    expect(await service().save(ACTOR, added.id, { ...form, tijd: '20:00' }, row.version)).toEqual({
      kind: 'saved',
    });
    // The form shown before that save is stale now: nothing is overwritten.
    expect(await service().save(ACTOR, added.id, { ...form, plaats: 'Zwolle' }, row.version)).toEqual({
      kind: 'stale',
    });
    expect((await service().get(added.id))!.location).toBe('Utrecht');
    expect((await t.services.events.event(form.referentie, NOW))!.startsAt).toEqual(
      new Date('2027-03-12T19:00:00Z'),
    );

    const lines = await auditLinesOf(t.database.db, eventSubject(added.id));
    expect(lines.map((l) => l.action)).toEqual(['event.add', 'event.save']);
    expect(lines[0]!.after).toMatchObject({ titel: form.titel, plaatsen: '40', prijs: '20,00' });
    expect(lines[1]!.before).toEqual({ tijd: '19:30' });
    expect(lines[1]!.after).toEqual({ tijd: '20:00' });
  });

  it('never lets the places fall below the places registrations took', async () => {
    const added = await service().add(ACTOR, { ...form, referentie: `vol-${kind}` });
    if (added.kind !== 'added') throw new Error('not added');
    await t.database.db.update(events).set({ placesTaken: 12 }).where(eq(events.id, added.id));
    const { version } = (await service().get(added.id))!;
    expect(
      await service().save(ACTOR, added.id, { ...form, referentie: `vol-${kind}`, plaatsen: '11' }, version),
    ).toEqual({
      kind: 'invalid',
      errors: { plaatsen: { key: 'beheer.events.places_below_taken', params: { taken: '12' } } },
    });
    expect(
      await service().save(ACTOR, added.id, { ...form, referentie: `vol-${kind}`, plaatsen: '12' }, version),
    ).toEqual({
      kind: 'saved',
    });
    expect((await service().get(added.id))!.places).toBe(12);
  });

  it('refuses a reference in use, a ticket sku that is no product and a wrong form, storing nothing', async () => {
    const before = (await service().list()).length;
    expect(await service().add(ACTOR, { ...form, referentie: 'lezing-meer-zelfvertrouwen' })).toEqual({
      kind: 'invalid',
      errors: { referentie: { key: 'beheer.events.reference_taken' } },
    });
    expect(
      await service().add(ACTOR, { ...form, referentie: `x-${kind}`, ticket_sku: '9780000000002' }),
    ).toEqual({
      kind: 'invalid',
      errors: { ticket_sku: { key: 'beheer.content.sku_unknown' } },
    });
    expect(await service().add(ACTOR, { titel: '', plaatsen: 'veel' })).toMatchObject({ kind: 'invalid' });
    expect((await service().list()).length).toBe(before);
    expect(await service().save(ACTOR, 999_999, form, 'x')).toEqual({ kind: 'not-found' });
  });

  it('deletes an event nobody registered for, logged, and /events forgets it', async () => {
    const reference = `weg-${kind}`;
    const added = await service().add(ACTOR, { ...form, referentie: reference });
    if (added.kind !== 'added') throw new Error('not added');
    expect(await t.services.events.event(reference, NOW)).not.toBeNull();
    expect(await service().remove(ACTOR, added.id)).toEqual({ kind: 'deleted' });
    expect(await service().get(added.id)).toBeNull();
    expect(await t.services.events.event(reference, NOW)).toBeNull();
    const { upcoming, postponed } = await t.services.events.overview(NOW);
    expect([...upcoming, ...postponed].some((e) => e.reference === reference)).toBe(false);
    // Twice (a double click, a second tab): nothing more happens.
    expect(await service().remove(ACTOR, added.id)).toEqual({ kind: 'not-found' });
    const lines = await auditLinesOf(t.database.db, eventSubject(added.id));
    expect(lines.map((l) => l.action)).toEqual(['event.add', 'event.delete']);
    expect(lines[1]!.before).toMatchObject({ titel: form.titel, referentie: reference, plaatsen: '40' });
    expect(lines[1]!.after).toBeNull();
  });

  it('refuses to delete an event with registrations, saying why, and keeps it and them', async () => {
    const reference = `bezet-${kind}`;
    const added = await service().add(ACTOR, { ...form, referentie: reference });
    if (added.kind !== 'added') throw new Error('not added');
    const registration = (n: number) => ({
      eventId: added.id,
      firstname: 'Anna',
      lastname: `de Vries ${n}`,
      email: `anna${n}@voorbeeld.nl`,
      phonenr: '0612345678',
      places: 1,
      submissionKey: `staff-delete-${kind}-${n}`,
    });
    await t.database.db.insert(eventRegistrations).values(registration(1));
    await t.database.db.update(events).set({ placesTaken: 1 }).where(eq(events.id, added.id));
    expect(await service().remove(ACTOR, added.id)).toEqual({
      kind: 'refused',
      message: { key: 'beheer.events.delete_refused_one', params: { count: '1' } },
    });
    await t.database.db.insert(eventRegistrations).values(registration(2));
    expect(await service().remove(ACTOR, added.id)).toEqual({
      kind: 'refused',
      message: { key: 'beheer.events.delete_refused', params: { count: '2' } },
    });
    expect((await service().get(added.id))!.registrations).toBe(2);
    expect(await t.services.events.event(reference, NOW)).not.toBeNull();
    const lines = await auditLinesOf(t.database.db, eventSubject(added.id));
    expect(lines.map((l) => l.action)).toEqual(['event.add']);
  });
});
