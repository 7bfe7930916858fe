// The forms service (issue 15) on PGlite and PostgreSQL: a sent form stored with its two mails through the outbox,
// a resend of the same form harmless, the honeypot, the press request's own publications, the limits per address
// and per recipient — also under parallel sends, which print their figures — and staff's list, newest first.
// Issue 27 #5 (decision 520): the confirmation to a typed address carries no link typed into a field, and the
// shop's hourly cap on confirmations holds (the messages stored and staff mailed beyond it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LINK_REMOVED } from '../../domain/mail-links.ts';
import { rateLimits } from '../accounts/schema.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { FORM_LIMITS, limitKeys } from './limits.ts';
import { formMessages } from './schema.ts';

let addresses = 0;
/** Every send from its own client address, unless a test is about one address. */
const newIp = () => `203.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let keys = 0;
const newKey = () => `testkey-${Date.now().toString(36)}-${++keys}-abcdefgh`;

describe.each(eachDatabase('parallel'))('forms service on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const forms = () => t.services.forms;
  const stored = (key: string) =>
    t.database.db.select().from(formMessages).where(eq(formMessages.submissionKey, key));
  const mailsTo = async (to: string) => (await t.integrations.mails()).filter((m) => m.to === to);
  let made = 0;
  const newEmail = () => `afzender${++made}-${kind}@voorbeeld.nl`;

  const contact = (email: string, extra: Record<string, string> = {}) => ({
    firstname: "Anna-Marie D'Hondt",
    email,
    question: 'Wanneer verschijnt het tweede deel?\nGroet, Anna',
    form_key: newKey(),
    ...extra,
  });

  it('stores a contact message and queues the staff mail and the confirmation in one go', async () => {
    const email = newEmail();
    const input = contact(email);
    const result = await forms().submit('contact', input, { ip: newIp() });
    expect(result).toEqual({ kind: 'ok', id: expect.any(Number) });
    const [row] = await stored(input.form_key);
    expect(row).toMatchObject({ kind: 'contact', senderEmail: email, handledAt: null });
    expect(row!.fields.firstname).toBe('Anna-Marie D`Hondt');
    const staff = (await mailsTo('info@leeswijzer.nl')).filter((m) =>
      m.subject.endsWith(`(bericht ${row!.id})`),
    );
    expect(staff).toHaveLength(1);
    expect(staff[0]!.subject).toBe(`Nieuw contactformulier (bericht ${row!.id})`);
    expect(staff[0]!.text).toContain('Wanneer verschijnt het tweede deel?');
    expect(staff[0]!.text).toContain("Anna-Marie D'Hondt");
    const confirmation = await mailsTo(email);
    expect(confirmation.map((m) => m.subject)).toEqual(['We hebben je contactformulier ontvangen']);
    // Decision 357: the sender's free text is not sent to the typed address.
    expect(confirmation[0]!.text).not.toContain('tweede deel');
  });

  it('a resend of the same form (same key) stores and mails nothing again', async () => {
    const email = newEmail();
    const input = contact(email);
    const first = await forms().submit('contact', input, { ip: newIp() });
    const again = await Promise.all([1, 2, 3].map(() => forms().submit('contact', input, { ip: newIp() })));
    expect(first.kind).toBe('ok');
    expect(again.every((r) => r.kind === 'ok')).toBe(true);
    expect(await stored(input.form_key)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses invalid input with the messages by field and the input kept, storing nothing', async () => {
    const input = { firstname: '', email: 'anna@', question: 'x', form_key: newKey() };
    const result = await forms().submit('contact', input, { ip: newIp() });
    expect(result).toEqual({
      kind: 'invalid',
      errors: { firstname: { key: 'form_errors.general' }, email: { key: 'form_errors.email' } },
      values: { firstname: '', lastname: '', email: 'anna@', phonenr: '', question: 'x' },
    });
    expect(await stored(input.form_key)).toHaveLength(0);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const email = newEmail();
    const input = contact(email, { homepage: 'http://spam.example' });
    expect(await forms().submit('contact', input, { ip: newIp() })).toEqual({ kind: 'ok', id: null });
    expect(await stored(input.form_key)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('takes a press request for an own publication only, and names the book in the mails', async () => {
    const books = await forms().pressBooks();
    expect(books.length).toBeGreaterThan(10);
    const titles = books.map((b) => b.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'nl')));
    const email = newEmail();
    const press = {
      firstname: 'Piet',
      lastname: 'Bakker',
      email,
      phonenr: '020 123 45 67',
      address: 'Damrak',
      housenr: '1',
      zipcode: '1012 lg',
      city: 'Amsterdam',
      media: 'Het Dagblad',
      remark: 'Graag een recensie-exemplaar.',
      form_key: newKey(),
    };
    const other = await forms().submit('press', { ...press, book_select: 'NOT-OURS' }, { ip: newIp() });
    expect(other).toMatchObject({ kind: 'invalid', errors: { book_select: { key: 'form_errors.choose' } } });
    const ok = await forms().submit('press', { ...press, book_select: books[0]!.sku }, { ip: newIp() });
    expect(ok.kind).toBe('ok');
    const [row] = await stored(press.form_key);
    expect(row!.fields.zipcode).toBe('1012LG');
    expect(row!.fields.book_title).toBe(books[0]!.title);
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe('We hebben je persaanvraag ontvangen');
    expect(confirmation!.text).toContain(books[0]!.title);
  });

  it('a call-me-back without an email is stored and mailed to staff only', async () => {
    const input = { firstname: 'Jo', lastname: 'Smit', phonenr: '06 1234 5678', form_key: newKey() };
    const result = await forms().submit('callback', input, { ip: newIp() });
    expect(result.kind).toBe('ok');
    const [row] = await stored(input.form_key);
    expect(row!.senderEmail).toBeNull();
    const staff = (await mailsTo('info@leeswijzer.nl')).filter((m) =>
      m.subject.endsWith(`(bericht ${row!.id})`),
    );
    expect(staff.map((m) => m.subject)).toEqual([`Nieuw terugbelverzoek (bericht ${row!.id})`]);
  });

  it(`holds the address limit under ${FORM_LIMITS.perAddress.max * 3} parallel sends from one address`, async () => {
    const ip = newIp();
    const tries = FORM_LIMITS.perAddress.max * 3;
    const results = await Promise.all(
      Array.from({ length: tries }, () => forms().submit('contact', contact(newEmail()), { ip })),
    );
    const ok = results.filter((r) => r.kind === 'ok').length;
    const throttled = results.filter((r) => r.kind === 'throttled');
    console.log(
      `[${kind}] ${tries} parallel sends from one address: ${ok} stored, ${throttled.length} throttled`,
    );
    expect(ok).toBe(FORM_LIMITS.perAddress.max);
    expect(throttled[0]).toMatchObject({ retryAfterSeconds: expect.any(Number) });
  });

  it('holds the per-recipient limit of confirmations under parallel sends from many addresses', async () => {
    const email = newEmail();
    const tries = 12;
    const results = await Promise.all(
      Array.from({ length: tries }, () => forms().submit('contact', contact(email), { ip: newIp() })),
    );
    expect(results.every((r) => r.kind === 'ok')).toBe(true);
    const confirmations = (await mailsTo(email)).length;
    const rows = await t.database.db.select().from(formMessages).where(eq(formMessages.senderEmail, email));
    console.log(
      `[${kind}] ${tries} parallel sends for one address: ${rows.length} stored, ${confirmations} confirmations`,
    );
    expect(rows).toHaveLength(tries);
    expect(confirmations).toBe(FORM_LIMITS.confirmationsPerRecipient.max);
  });

  it('lists the messages for staff, newest first', async () => {
    const input = contact(newEmail());
    await forms().submit('contact', input, { ip: newIp() });
    const { messages, total } = await forms().messages({ page: 1, perPage: 5 });
    expect(total).toBeGreaterThan(5);
    expect(messages).toHaveLength(5);
    expect(messages[0]!.fields.email).toBe(input.email);
    const times = messages.map((m) => m.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('marks a message handled once', async () => {
    const input = contact(newEmail());
    const sent = await forms().submit('contact', input, { ip: newIp() });
    const id = sent.kind === 'ok' ? sent.id! : -1;
    const at = new Date('2026-11-20T10:00:00Z');
    expect(await forms().markHandled(id, 4, at)).toBe(true);
    expect(await forms().markHandled(id, 4, new Date())).toBe(false);
    expect(await forms().markHandled(987654321, 4)).toBe(false);
    expect((await stored(input.form_key))[0]!.handledAt).toEqual(at);
    // Issue 30: once in the audit log, with who and when.
    const lines = (await t.services.audit.list({ page: 1, perPage: 500 })).lines.filter(
      (line) => line.subject === `bericht ${id}`,
    );
    expect(lines.map(({ actorId, action, at: when }) => ({ actorId, action, when }))).toEqual([
      { actorId: 4, action: 'message.handle', when: at },
    ]);
  });
  it('mails no link typed into a field of the press request to the typed address (staff see it as typed)', async () => {
    const [book] = await forms().pressBooks();
    const email = newEmail();
    const press = {
      firstname: 'Piet',
      lastname: 'Bakker',
      email,
      phonenr: '020 123 45 67',
      address: 'Ga naar www.gratis-geld.nl',
      housenr: '1',
      zipcode: '1012 lg',
      city: 'https://evil.com/win',
      media: 'Het Dagblad op spam.shop',
      remark: 'Graag een recensie-exemplaar.',
      book_select: book!.sku,
      form_key: newKey(),
    };
    const result = await forms().submit('press', press, { ip: newIp() });
    expect(result.kind).toBe('ok');
    const [confirmation] = await mailsTo(email);
    for (const body of [confirmation!.text, confirmation!.html]) {
      expect(body).not.toContain('gratis-geld');
      expect(body).not.toContain('evil.com');
      expect(body).not.toContain('spam.shop');
    }
    expect(confirmation!.text).toContain(`Ga naar ${LINK_REMOVED}`);
    const [row] = await stored(press.form_key);
    expect(row!.fields.city).toBe('https://evil.com/win');
  });

  it(`holds the shop's hourly cap of ${FORM_LIMITS.confirmationsPerHour.max} confirmations; the messages are stored and mailed to staff`, async () => {
    const key = limitKeys.confirmations;
    const [window] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    const nearly = FORM_LIMITS.confirmationsPerHour.max - 2;
    await t.database.db
      .insert(rateLimits)
      .values({ key, windowStart: new Date(), count: nearly })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: nearly } });
    try {
      const emails = Array.from({ length: 5 }, () => newEmail());
      const inputs = emails.map((email) => contact(email));
      const results = await Promise.all(
        inputs.map((input) => forms().submit('contact', input, { ip: newIp() })),
      );
      expect(results.every((r) => r.kind === 'ok')).toBe(true);
      const mails = await t.integrations.mails();
      const confirmed = emails.filter((email) => mails.some((m) => m.to === email)).length;
      console.log(`[${kind}] 5 contact forms with 2 confirmations left this hour: ${confirmed} confirmed`);
      expect(confirmed).toBe(2);
      for (const input of inputs) expect(await stored(input.form_key)).toHaveLength(1);
    } finally {
      if (window) await t.database.db.update(rateLimits).set(window).where(eq(rateLimits.key, key));
      else await t.database.db.delete(rateLimits).where(eq(rateLimits.key, key));
    }
  });
});
