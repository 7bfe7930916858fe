// Issue 31 "Content" (decisions 700–703) on a real database: adding, saving and deleting a notification, each
// with its audit line (before → after); a refused form (the messages by the field, nothing stored); a sku that
// is no book refused; and the shell showing a notification only inside its window — with the shell's clock
// moved instead of waited for, a change reaching visitors once the cache's entry is older than its TTL, never
// later (decision 702). On PostgreSQL too: the window is compared in SQL with timestamptz.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../accounts/viewer.ts';
import { auditLinesOf } from '../audit/service.ts';
import { createShellService } from '../shell/service.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { notifications } from './schema.ts';
import { notificationSubject } from './staff-notifications.ts';

const ACTOR = 4242;
/** A book of the demo catalogue (fixed seed). */
const SKU = '9789493000049';
const form = { titel: 'Kerstsluiting', omschrijving: 'Tussen kerst en oud en nieuw versturen wij niets.' };

describe.each(eachDatabase('dialect'))('staff notifications on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const service = () => t.services.staffNotifications;

  it('adds, saves and deletes a notification, each with its audit line', async () => {
    const added = await service().add(ACTOR, {
      ...form,
      sku: '978-9493000049',
      vanaf: '24-12-2026',
      tot_en_met: '31-12-2026',
      actief: 'on',
    });
    expect(added.kind).toBe('added');
    if (added.kind !== 'added') return;
    const row = await service().get(added.id);
    expect(row).toMatchObject({ sku: SKU, active: true, reason: '' });
    expect(row!.shownFrom!.toISOString()).toBe('2026-12-23T23:00:00.000Z');
    expect(row!.shownUntil!.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect((await service().list())[0]!.id).toBe(added.id);

    // The same form again changes nothing and logs nothing; switching it off does.
    const same = { ...form, sku: SKU, vanaf: '24-12-2026', tot_en_met: '31-12-2026', actief: 'on' };
    expect(await service().save(ACTOR, added.id, same)).toEqual({ kind: 'unchanged' });
    expect(await service().save(ACTOR, added.id, { ...same, actief: '' })).toEqual({ kind: 'saved' });
    expect((await service().get(added.id))!.active).toBe(false);
    expect(await service().remove(ACTOR, added.id)).toEqual({ kind: 'deleted' });
    expect(await service().get(added.id)).toBeNull();
    expect(await service().remove(ACTOR, added.id)).toEqual({ kind: 'not-found' });
    expect(await service().save(ACTOR, added.id, same)).toEqual({ kind: 'not-found' });

    const lines = await auditLinesOf(t.database.db, notificationSubject(added.id));
    expect(lines.map((l) => [l.action, l.actorId])).toEqual([
      ['notification.add', ACTOR],
      ['notification.save', ACTOR],
      ['notification.delete', ACTOR],
    ]);
    expect(lines[0]!.before).toBeNull();
    expect(lines[0]!.after).toMatchObject({ titel: form.titel, sku: SKU, vanaf: '2026-12-23T23:00:00.000Z' });
    expect(lines[1]!.before).toMatchObject({ actief: true });
    expect(lines[1]!.after).toMatchObject({ actief: false });
    expect(lines[2]!.before).toMatchObject({ titel: form.titel });
    expect(lines[2]!.after).toBeNull();
  });

  it('refuses a wrong form by the field and a sku that is no book, storing nothing', async () => {
    const before = (await service().list()).length;
    expect(await service().add(ACTOR, { titel: '', omschrijving: 'x', vanaf: '31-02-2027' })).toEqual({
      kind: 'invalid',
      errors: {
        titel: { key: 'beheer.content.title_missing' },
        vanaf: { key: 'beheer.content.day_invalid' },
      },
    });
    expect(await service().add(ACTOR, { ...form, sku: '9780000000002' })).toEqual({
      kind: 'invalid',
      errors: { sku: { key: 'beheer.content.sku_unknown' } },
    });
    expect((await service().list()).length).toBe(before);
  });

  it("shows a change at once in this process's own shell (its cache forgets, decision 702)", async () => {
    const titles = async () =>
      (
        await t.services.shell.shellData({ shop: 'SHOP_SB', toggle: 2, viewer: ANONYMOUS })
      ).shared.notifications.map((n) => n.title);
    expect(await titles()).not.toContain(form.titel);
    const added = await service().add(ACTOR, { ...form, actief: 'on' });
    if (added.kind !== 'added') throw new Error('not added');
    expect(await titles()).toContain(form.titel);
    await service().remove(ACTOR, added.id);
    expect(await titles()).not.toContain(form.titel);
  });

  it('shows a notification in the shell only inside its window, a change within the TTL (moved clock)', async () => {
    const TTL = 20_000;
    // Ten seconds before a day starts in Amsterdam (01-02-2027 00:00 is 31-01 23:00 UTC).
    const start = new Date('2027-01-31T22:59:50Z');
    let now = start;
    const shell = createShellService(t.database.db, t.services.settings, 'test', {
      now: () => now,
      ttlMs: TTL,
    });
    const titles = async () =>
      (await shell.shellData({ shop: 'SHOP_SB', toggle: 2, viewer: ANONYMOUS })).shared.notifications.map(
        (n) => n.title,
      );
    const added = await service().add(ACTOR, {
      ...form,
      vanaf: '01-02-2027',
      tot_en_met: '01-02-2027',
      actief: 'on',
    });
    if (added.kind !== 'added') throw new Error('not added');
    try {
      expect(await titles()).not.toContain(form.titel);
      // The window opens: this entry is younger than the TTL, so it still says what it said …
      now = new Date('2027-01-31T23:00:00Z');
      expect(await titles()).not.toContain(form.titel);
      // … and no later than the TTL after it was made, the notification shows.
      now = new Date(start.getTime() + TTL);
      expect(await titles()).toContain(form.titel);
      // Switched off by staff: gone once the entry is older than the TTL.
      const made = now.getTime();
      await service().save(ACTOR, added.id, { ...form, vanaf: '01-02-2027', tot_en_met: '01-02-2027' });
      now = new Date(made + TTL - 1);
      expect(await titles()).toContain(form.titel);
      now = new Date(made + TTL);
      expect(await titles()).not.toContain(form.titel);
      // On again, and past the last day's end (02-02-2027 00:00 Amsterdam): gone.
      await t.database.db.update(notifications).set({ active: true }).where(eq(notifications.id, added.id));
      now = new Date(made + 2 * TTL);
      expect(await titles()).toContain(form.titel);
      now = new Date(Math.max(made + 3 * TTL, Date.parse('2027-02-01T23:00:00Z')));
      expect(await titles()).not.toContain(form.titel);
    } finally {
      await service().remove(ACTOR, added.id);
    }
  });
});
