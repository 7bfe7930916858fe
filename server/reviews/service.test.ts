// The reviews service (issue 15 #3) on PGlite and PostgreSQL: a sent review stored as pending with its two mails
// through the outbox, a resend harmless, the honeypot, the logged-in reviewer's email taken from the account, the
// limits per address and per recipient under parallel sends (figures printed), and moderation — an approval
// publishes into the book page's list once, however often and however simultaneously it is clicked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { ANONYMOUS, type UserViewer } from '../accounts/viewer.ts';
import { reviews as publishedReviews } from '../catalog/schema.ts';
import { REVIEW_SEND_LIMITS } from './limits.ts';
import { reviewSubmissions } from './schema.ts';

let addresses = 0;
/** Every send from its own client address, unless a test is about one address. */
const newIp = () => `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let keys = 0;
const newKey = () => `reviewkey-${Date.now().toString(36)}-${++keys}-abcdefgh`;
/** Own publications with a page: the seed's first books. */
const SKU = '9789493000032';
/** The staff member who decides (any user id: the audit log keeps the number). */
const STAFF_ID = 4;

describe.each(eachDatabase('parallel'))('reviews service on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const reviews = () => t.services.reviews;
  /** The audit log's lines about review `id` (issue 30). */
  const logged = async (id: number) =>
    (await t.services.audit.list({ page: 1, perPage: 500 })).lines
      .filter((line) => line.subject === `recensie ${id}`)
      .map(({ actorId, action, before, after }) => ({ actorId, action, before, after }));
  const stored = (key: string) =>
    t.database.db.select().from(reviewSubmissions).where(eq(reviewSubmissions.submissionKey, key));
  const mailsTo = async (to: string) => (await t.integrations.mails()).filter((m) => m.to === to);
  let made = 0;
  const newEmail = () => `recensent${++made}-${kind}@voorbeeld.nl`;

  const form = (email: string, extra: Record<string, string> = {}) => ({
    firstname: "Anna-Marie D'Hondt",
    lastname: 'Jansen',
    email,
    profession: 'Psycholoog',
    website: 'www.praktijkjansen.nl',
    profile: 'Ik werk al twintig jaar met jongeren.',
    review_title: 'Raakte me',
    review: 'Een boek dat je niet snel vergeet.\n\nVooral het tweede deel.',
    show_firstname: 'on',
    form_key: newKey(),
    ...extra,
  });
  const send = (input: Record<string, string>, ip = newIp()) =>
    reviews().submit(SKU, input, { ip, viewer: ANONYMOUS });

  it('stores a review as pending and queues the staff mail and the confirmation in one go', async () => {
    const email = newEmail();
    const input = form(email);
    const result = await send(input);
    expect(result).toEqual({ kind: 'ok', id: expect.any(Number) });
    const [row] = await stored(input.form_key);
    expect(row).toMatchObject({
      status: 'pending',
      email,
      firstname: 'Anna-Marie D`Hondt',
      website: 'http://www.praktijkjansen.nl',
      showFirstname: true,
      showLastname: false,
      userId: null,
      reviewId: null,
    });
    const staff = (await mailsTo('info@leeswijzer.nl')).filter((m) =>
      m.subject.endsWith(`(recensie ${row!.id})`),
    );
    expect(staff.map((m) => m.subject)).toEqual([`Nieuwe recensie om te beoordelen (recensie ${row!.id})`]);
    expect(staff[0]!.text).toContain('Vooral het tweede deel.');
    expect(staff[0]!.text).toContain('/beheer/recensies');
    const confirmation = await mailsTo(email);
    expect(confirmation.map((m) => m.subject)).toEqual(['We hebben je recensie ontvangen']);
    expect(confirmation[0]!.text).not.toContain('tweede deel');
    // Not published: the book page's list has nothing of it.
    const page = await t.services.bookPage.bookPage(SKU);
    expect(page.kind === 'found' && page.page.reviews.some((r) => r.review.includes('tweede deel'))).toBe(
      false,
    );
  });

  it('a resend of the same form (same key), also in parallel, stores and mails nothing again', async () => {
    const email = newEmail();
    const input = form(email);
    const results = await Promise.all([1, 2, 3, 4].map(() => send(input)));
    expect(results.every((r) => r.kind === 'ok')).toBe(true);
    expect(await stored(input.form_key)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses invalid input with the messages by field, storing nothing', async () => {
    const input = form('anna@', { firstname: '', review: ' ' });
    expect(await send(input)).toEqual({
      kind: 'invalid',
      errors: {
        firstname: { key: 'form_errors.general' },
        email: { key: 'form_errors.email' },
        review: { key: 'form_errors.general' },
      },
    });
    expect(await stored(input.form_key)).toHaveLength(0);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const email = newEmail();
    const input = form(email, { homepage: 'http://spam.example' });
    expect(await send(input)).toEqual({ kind: 'ok', id: null });
    expect(await stored(input.form_key)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('an unknown book is no review', async () => {
    const result = await reviews().submit('9780000000002', form(newEmail()), {
      ip: newIp(),
      viewer: ANONYMOUS,
    });
    expect(result).toEqual({ kind: 'unknown-book' });
  });

  it("takes a logged-in reviewer's email from the account, whatever the form says", async () => {
    const login = await t.services.accounts.login(
      { email: 'klant@leeswijzer.nl', password: 'Leesplezier-2026' },
      { ip: newIp(), origin: 'http://localhost' },
    );
    expect(login.status).toBe('ok');
    const viewer = (login as { viewer: UserViewer }).viewer;
    expect(await reviews().formContext(viewer)).toMatchObject({
      account: { email: 'klant@leeswijzer.nl', firstname: 'Anna', lastname: 'de Vries' },
    });
    const input = form('iemand-anders@voorbeeld.nl');
    expect((await reviews().submit(SKU, input, { ip: newIp(), viewer })).kind).toBe('ok');
    const [row] = await stored(input.form_key);
    expect(row).toMatchObject({ email: 'klant@leeswijzer.nl', userId: viewer.userId });
    expect(await mailsTo('iemand-anders@voorbeeld.nl')).toHaveLength(0);
  });

  it('previews what the list will show without storing anything', async () => {
    const input = form(newEmail(), { show_firstname: '', show_lastname: '' });
    expect(await reviews().preview(input, ANONYMOUS)).toEqual({
      kind: 'preview',
      preview: {
        title: 'Raakte me',
        review: 'Een boek dat je niet snel vergeet.\n\nVooral het tweede deel.',
        reviewerName: null,
        profession: null,
        website: null,
        profile: null,
      },
    });
    expect(await stored(input.form_key)).toHaveLength(0);
  });

  it(`holds the address limit under ${REVIEW_SEND_LIMITS.perAddress.max * 3} parallel sends from one address`, async () => {
    const ip = newIp();
    const tries = REVIEW_SEND_LIMITS.perAddress.max * 3;
    const results = await Promise.all(Array.from({ length: tries }, () => send(form(newEmail()), ip)));
    const ok = results.filter((r) => r.kind === 'ok').length;
    const throttled = results.filter((r) => r.kind === 'throttled');
    console.log(
      `[${kind}] ${tries} parallel reviews from one address: ${ok} stored, ${throttled.length} throttled`,
    );
    expect(ok).toBe(REVIEW_SEND_LIMITS.perAddress.max);
    expect(throttled[0]).toMatchObject({ retryAfterSeconds: expect.any(Number) });
  });

  it('holds the per-recipient limit of confirmations under parallel sends from many addresses', async () => {
    const email = newEmail();
    const tries = 8;
    const results = await Promise.all(Array.from({ length: tries }, () => send(form(email))));
    expect(results.every((r) => r.kind === 'ok')).toBe(true);
    const rows = await t.database.db
      .select()
      .from(reviewSubmissions)
      .where(eq(reviewSubmissions.email, email));
    const confirmations = (await mailsTo(email)).length;
    console.log(
      `[${kind}] ${tries} parallel reviews for one address: ${rows.length} stored, ${confirmations} confirmations`,
    );
    expect(rows).toHaveLength(tries);
    expect(confirmations).toBe(REVIEW_SEND_LIMITS.confirmationsPerRecipient.max);
  });

  describe('moderation', () => {
    const sendPending = async (extra: Record<string, string> = {}) => {
      const input = form(newEmail(), extra);
      const result = await send(input);
      if (result.kind !== 'ok' || result.id === null) throw new Error('not stored');
      return { id: result.id, input };
    };

    it('lists the pending reviews oldest first, with the book and how the page will name the reviewer', async () => {
      const { id } = await sendPending({ show_firstname: '', review: 'Een review om te lijsten.' });
      const { reviews: list, total } = await reviews().pending({ page: 1, perPage: 500 });
      expect(total).toBe(list.length);
      const mine = list.find((r) => r.id === id);
      expect(mine).toMatchObject({ book: { sku: SKU }, shown: { reviewerName: null } });
      const times = list.map((r) => r.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('publishes an approved review on the book page at once, a hidden name as null', async () => {
      const before = await t.services.bookPage.bookPage(SKU);
      const { id } = await sendPending({
        show_firstname: '',
        show_profession: 'on',
        show_website: 'on',
        show_profile: 'on',
        review: 'Gepubliceerd na moderatie.',
      });
      const published: string[] = [];
      reviews().onPublished((sku) => published.push(sku));
      const result = await reviews().approve(id, STAFF_ID, new Date('2026-11-25T12:00:00Z'));
      expect(result).toEqual({ kind: 'approved', reviewId: expect.any(Number), sku: SKU });
      expect(published).toEqual([SKU]);
      const page = await t.services.bookPage.bookPage(SKU);
      if (page.kind !== 'found' || before.kind !== 'found') throw new Error('no book page');
      expect(page.page.reviews).toHaveLength(before.page.reviews.length + 1);
      expect(page.page.reviews[0]).toMatchObject({
        review: 'Gepubliceerd na moderatie.',
        title: 'Raakte me',
        reviewerName: null,
        profession: 'Psycholoog',
        website: 'http://www.praktijkjansen.nl',
        profile: 'Ik werk al twintig jaar met jongeren.',
        date: '2026-11-25',
      });
      expect((await reviews().pending({ page: 1, perPage: 500 })).reviews.some((r) => r.id === id)).toBe(
        false,
      );
    });

    it('a second approval, or a rejection after it, changes nothing', async () => {
      const { id, input } = await sendPending();
      expect((await reviews().approve(id, STAFF_ID)).kind).toBe('approved');
      expect(await reviews().approve(id, STAFF_ID)).toEqual({ kind: 'unchanged' });
      expect(await reviews().reject(id, STAFF_ID)).toEqual({ kind: 'unchanged' });
      const [row] = await stored(input.form_key);
      expect(row!.status).toBe('approved');
      const copies = await t.database.db
        .select()
        .from(publishedReviews)
        .where(eq(publishedReviews.id, row!.reviewId!));
      expect(copies).toHaveLength(1);
      // Issue 30: the decision is in the audit log once, with who made it.
      expect(await logged(id)).toEqual([
        {
          actorId: STAFF_ID,
          action: 'review.approve',
          before: { status: 'pending' },
          after: { status: 'approved' },
        },
      ]);
    });

    it('a rejected review is never published, and cannot be approved afterwards', async () => {
      const { id, input } = await sendPending({ review: 'Afgewezen tekst.' });
      expect(await reviews().reject(id, STAFF_ID)).toEqual({ kind: 'rejected' });
      expect(await reviews().approve(id, STAFF_ID)).toEqual({ kind: 'unchanged' });
      const [row] = await stored(input.form_key);
      expect(row).toMatchObject({ status: 'rejected', reviewId: null });
      expect((await logged(id)).map((line) => line.action)).toEqual(['review.reject']);
      const page = await t.services.bookPage.bookPage(SKU);
      expect(page.kind === 'found' && page.page.reviews.some((r) => r.review === 'Afgewezen tekst.')).toBe(
        false,
      );
    });

    it('publishes once under 8 simultaneous approvals of the same review', async () => {
      const { id } = await sendPending({ review: 'Acht keer tegelijk goedgekeurd.' });
      const results = await Promise.all(Array.from({ length: 8 }, () => reviews().approve(id, STAFF_ID)));
      const approved = results.filter((r) => r.kind === 'approved').length;
      const copies = await t.database.db
        .select()
        .from(publishedReviews)
        .where(eq(publishedReviews.review, 'Acht keer tegelijk goedgekeurd.'));
      console.log(`[${kind}] 8 simultaneous approvals: ${approved} approved, ${copies.length} published`);
      expect(approved).toBe(1);
      expect(copies).toHaveLength(1);
      expect(await logged(id)).toHaveLength(1);
    });

    it('an unknown id changes nothing', async () => {
      expect(await reviews().approve(987654321, STAFF_ID)).toEqual({ kind: 'unchanged' });
      expect(await reviews().reject(987654321, STAFF_ID)).toEqual({ kind: 'unchanged' });
    });
  });
});
