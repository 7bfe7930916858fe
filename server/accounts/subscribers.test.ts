// Issue 30 (decision 576): the newsletter's subscribers as staff see them, on each database — account holders with
// their subscription on and the confirmed sign-ups of /newsletter, one row per address (an address in both shows
// both consents, the account's name first); unconfirmed, unsubscribed and switched-off addresses left out; the
// newest consent first; the search by part of an email (a typed % is a %); paging; and the CSV export's batches by
// address — 100,000 subscribers read in batches of at most 1,000 rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBERS_PER_PAGE } from '../../domain/staff-signups.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { newsletterSubscribers, users } from './schema.ts';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 0));

// 'dialect': the merge rests on union, `filter (where …)`, bool_or and `nulls last` as each database runs them.
describe.each(eachDatabase('dialect'))('the newsletter subscribers on %s', (kind) => {
  let t: TestServices;
  const mark = `abo${kind}`;
  const email = (name: string) => `${name}.${mark}@voorbeeld.nl`;

  beforeAll(async () => {
    t = await openTestServices(kind);
    const db = t.database.db;
    await db.insert(users).values([
      { email: email('account'), firstname: 'Anna', lastname: 'Account', subscriptionChangedAt: at(3) },
      { email: email('beide'), firstname: 'Bram', lastname: 'Beide', subscriptionChangedAt: at(2) },
      { email: email('uit'), firstname: 'Uma', hasSubscription: false, subscriptionChangedAt: at(9) },
      { email: email('oud'), firstname: 'Otto', subscriptionChangedAt: null },
      { email: email('pro%cent'), firstname: 'Piet', subscriptionChangedAt: at(1) },
    ]);
    await db.insert(newsletterSubscribers).values([
      { email: email('lijst'), firstname: 'Lies', confirmedAt: at(5), consentText: 'Ja, stuur mij …' },
      { email: email('beide'), firstname: 'B.', confirmedAt: at(4), consentText: 'Ja, stuur mij …' },
      { email: email('wacht'), firstname: 'Wim', confirmedAt: null, tokenHash: `hash-${kind}` },
      { email: email('weg'), firstname: 'Wendy', confirmedAt: at(6), unsubscribedAt: at(7) },
    ]);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('lists each subscribed address once with its consents, the newest first', async () => {
    const page = await t.services.accounts.subscribers({ q: mark, page: 1 });
    expect(page.total).toBe(5);
    expect(page.subscribers.map((s) => s.email)).toEqual([
      email('lijst'),
      email('beide'),
      email('account'),
      email('pro%cent'),
      email('oud'),
    ]);
    const both = page.subscribers.find((s) => s.email === email('beide'))!;
    expect(both).toEqual({
      email: email('beide'),
      firstname: 'Bram',
      lastname: 'Beide',
      account: { consentAt: at(2) },
      list: { consentAt: at(4), consentText: 'Ja, stuur mij …' },
    });
    expect(page.subscribers.find((s) => s.email === email('lijst'))).toMatchObject({
      firstname: 'Lies',
      lastname: '',
      account: null,
      list: { consentAt: at(5) },
    });
    // An account whose subscription predates the recorded moment: subscribed, the date unknown.
    expect(page.subscribers.find((s) => s.email === email('oud'))).toMatchObject({
      account: { consentAt: null },
      list: null,
    });
  });

  it('searches by part of the email, a typed % taken literally, and pages', async () => {
    const found = async (q: string) =>
      (await t.services.accounts.subscribers({ q, page: 1 })).subscribers.map((s) => s.email);
    expect(await found(`lijst.${mark}`)).toEqual([email('lijst')]);
    expect(await found(`o%c`)).toEqual([email('pro%cent')]);
    expect(await found(`uit.${mark}`)).toEqual([]);
    const all = await t.services.accounts.subscribers({ q: '', page: 1 });
    expect(all.subscribers).toHaveLength(Math.min(all.total, SUBSCRIBERS_PER_PAGE));
    expect(all.pages).toBe(Math.max(1, Math.ceil(all.total / SUBSCRIBERS_PER_PAGE)));
  });

  it('exports the same subscribers by address in batches', async () => {
    const exported: string[] = [];
    const sizes: number[] = [];
    for await (const batch of t.services.accounts.subscriberBatches(mark, 2)) {
      sizes.push(batch.length);
      exported.push(...batch.map((s) => s.email));
    }
    const listed = (await t.services.accounts.subscribers({ q: mark, page: 1 })).subscribers;
    expect(exported).toEqual(listed.map((s) => s.email).sort());
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('exports 100,000 subscribers in batches of at most 1,000 rows', async () => {
    const bulk = `bulk${kind}`;
    await t.database.db.execute(
      sql`insert into newsletter_subscribers (email, firstname, confirmed_at, consent_text)
        select 'lezer' || lpad(n::text, 6, '0') || '.' || ${bulk} || '@voorbeeld.nl', 'Lezer', now(), 'Ja'
        from generate_series(1, 100000) as n`,
    );
    const started = performance.now();
    let rows = 0;
    let largest = 0;
    let last = '';
    let ordered = true;
    for await (const batch of t.services.accounts.subscriberBatches(bulk)) {
      rows += batch.length;
      largest = Math.max(largest, batch.length);
      for (const s of batch) {
        if (s.email <= last) ordered = false;
        last = s.email;
      }
    }
    console.log(`${kind}: 100,000 subscribers exported in ${Math.round(performance.now() - started)} ms`);
    expect(rows).toBe(100_000);
    expect(largest).toBe(1000);
    expect(ordered).toBe(true);
  }, 120_000);
});
