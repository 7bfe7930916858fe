// Issue 32 done-when, on both databases: a customer's data export holds every customer table's rows for them and
// none of another customer's (a second customer with rows in every table beside them); the database's own
// catalogue decides which tables hold customer rows, so a new one missing from the export fails here; closing an
// account leaves the invoice PDF and the order totals as they were and no personal field the invoice does not
// print, and the retention job (an injected clock) erases the rest after the legal 7 years.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_REVIEWER_NAME, EXPORT_CONTENTS, EXPORT_INVOICE_FOLDER } from '../../domain/personal-data.ts';
import {
  clientInput,
  customerVisitor,
  fakeProvider,
  openOrderServices,
  type OrderTestServices,
  orderableBooks,
  personal,
} from '../../tests/support/order-fixtures.ts';
import { readPdfText } from '../../tests/support/pdf-text.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { TEST_HASH } from '../../tests/support/test-integrations.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { type Db, queryRows } from '../db/client.ts';
import { exportedTables } from './registry.ts';

/** Columns that tie a row to a customer: their account, their email, or something of theirs (an order, a cart). */
const CUSTOMER_COLUMN = /^(user_id|account_id|customer_id|partner_id|order_id|cart_id|recipient)$|email/;
/**
 * Tables with such a column that hold no customer's rows, each with the reason. Empty today: every table the
 * catalogue names is in the export.
 */
const NOT_CUSTOMER_ROWS: Record<string, string> = {};

async function customerTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
  );
  const tables = rows.filter((row) => CUSTOMER_COLUMN.test(row.column_name)).map((row) => row.table_name);
  return [...new Set(tables)].sort();
}

function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function streamed(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

interface Customer {
  userId: number;
  email: string;
  lastname: string;
  password: string;
  orders: { id: number; guid: string; number: number }[];
  reviewId: number;
}

/** A customer with rows in every customer table: paid orders, a cart, a wishlist, a partner ledger, mails … */
async function customerEverywhere(t: OrderTestServices, label: string): Promise<Customer> {
  const db = t.database.db;
  const tag = randomBytes(4).toString('hex');
  const email = `${label.toLowerCase()}.${tag}@voorbeeld.nl`;
  const lastname = `Achternaam${label}${tag}`;
  const password = `geheim-${tag}-wachtwoord`;
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, firstname, lastname, phonenr, address, housenr, zipcode, city,
                           company, nr_vat, is_partner, partner_code, partner_status, bank_account,
                           subscription_changed_at)
        values (${email}, ${await hashPassword(password, TEST_HASH)}, ${`Voornaam${label}`}, ${lastname},
                '06 1234 5678', 'Prinsengracht', '7', '1015DT', 'Amsterdam', ${`Bedrijf ${lastname}`},
                'NL123456789B01', 'on', ${`P${tag}`}, 'on', 'NL91ABNA0417164300', now())
        returning id`,
  );
  const userId = Number(user!.id);
  const owner = { kind: 'user', userId } as const;
  const visitor = customerVisitor(userId);
  const orders: Customer['orders'] = [];
  for (let n = 0; n < 2; n++) {
    const books = await orderableBooks(db, 2);
    for (const book of books) await t.services.cart.add(owner, book.sku, 1, { clientIp: '192.0.2.40' });
    const saved = await t.services.checkout.saveClient(
      visitor,
      clientInput({ personal: personal({ email, lastname, firstname: `Voornaam${label}` }) }),
    );
    if (saved.kind !== 'ok') throw new Error(`client step refused: ${saved.kind}`);
    const step = await t.services.checkout.paymentStep(visitor);
    if (step.kind !== 'ok') throw new Error('no payment step');
    const started = await t.services.checkout.startPayment(visitor, saved.guid, {
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      attemptKey: step.step.attemptKey,
    });
    if (started.kind !== 'redirect') throw new Error('payment not started');
    const providerId = started.url.split('/').pop()!;
    t.provider.settle(providerId, 'paid');
    await t.services.payments.sync(providerId);
    const [row] = await queryRows<{ id: number; number: number }>(
      db,
      sql`select id, number from orders where guid = ${saved.guid}`,
    );
    orders.push({ id: Number(row!.id), guid: saved.guid, number: Number(row!.number) });
  }
  const [first] = orders;
  const books = await orderableBooks(db, 3);
  await t.services.cart.add(owner, books[2]!.sku, 1, { clientIp: '192.0.2.40' });
  await t.services.cart.wishlist.add(owner, books[1]!.sku, { clientIp: '192.0.2.40' });
  const [book] = await queryRows<{ id: number }>(db, sql`select id from books where sku = ${books[0]!.sku}`);
  const [event] = await queryRows<{ id: number }>(db, sql`select id from events order by id limit 1`);
  const [reviewer] = await queryRows<{ id: number }>(
    db,
    sql`insert into reviewers (firstname, lastname, website, show_lastname) values (${`Voornaam${label}`},
        ${lastname}, 'https://voorbeeld.nl', true) returning id`,
  );
  const [review] = await queryRows<{ id: number }>(
    db,
    sql`insert into reviews (book_id, reviewer_id, title, review) values (${book!.id}, ${reviewer!.id}, 'Mooi',
        'Een mooi boek.') returning id`,
  );
  await db.execute(sql`
    insert into review_submissions (book_id, user_id, firstname, lastname, email, website, review, show_firstname,
      show_lastname, show_profession, show_website, show_profile, status, submission_key, review_id)
    values (${book!.id}, ${userId}, ${`Voornaam${label}`}, ${lastname}, ${email}, 'https://voorbeeld.nl',
      'Een mooi boek.', true, true, false, true, false, 'approved', ${`rk-${tag}`}, ${review!.id})`);
  await db.execute(sql`
    insert into sessions (id_hash, user_id, expires_at) values (${`s-${tag}`}, ${userId}, now() + interval '1 day')`);
  await db.execute(sql`
    insert into password_resets (token_hash, user_id, channel, expires_at)
    values (${`r-${tag}`}, ${userId}, 'email', now() + interval '1 hour')`);
  await db.execute(sql`
    insert into email_changes (token_hash, user_id, new_email, password_stamp, expires_at)
    values (${`e-${tag}`}, ${userId}, ${`nieuw.${email}`}, 'stamp', now() + interval '1 day')`);
  await db.execute(sql`
    insert into newsletter_subscribers (email, firstname, confirmed_at, consent_text)
    values (${email}, ${`Voornaam${label}`}, now(), 'Ja, stuur me de nieuwsbrief')`);
  await db.execute(sql`
    insert into user_discount_rules (account_id, sku, discount) values (${userId}, ${books[0]!.sku}, 10)`);
  await db.execute(sql`
    insert into refunds (order_id, key, method, lines, amount_cents, created_by)
    values (${first!.id}, ${`rf-${tag}`}, 'manual', '[]'::jsonb, 100, 1)`);
  await db.execute(sql`
    insert into form_messages (kind, fields, sender_email, submission_key)
    values ('contact', ${JSON.stringify({ name: lastname, email })}::jsonb, ${email}, ${`fm-${tag}`})`);
  await db.execute(sql`
    insert into event_registrations (event_id, firstname, lastname, email, phonenr, places, submission_key)
    values (${event!.id}, ${`Voornaam${label}`}, ${lastname}, ${email}, '0612345678', 1, ${`ev-${tag}`})`);
  await db.execute(sql`
    insert into partners (user_id, status, code, motivation) values (${userId}, 'approved', ${`P${tag}`}, 'Lezen')`);
  await db.execute(sql`
    insert into commissions (partner_id, order_id, order_number, order_total_cents, order_vat_cents, position, sku,
      description, copies, line_total_cents, base_cents, own_edition, rate_percent, amount_cents, kind, booked_on)
    values (${userId}, ${first!.id}, ${first!.number}, 2000, 113, 1, ${books[0]!.sku}, 'Een boek', 1, 2000, 1887,
      true, 10, 189, 'earned', current_date)`);
  await db.execute(sql`
    insert into payouts (partner_id, quarter, status, amount_cents) values (${userId}, '2025Q1', 'below', 300)`);
  await db.execute(sql`
    insert into short_links (code, target, partner_id) values (${`k${tag}`}, ${`/?pc=P${tag}`}, ${userId})`);
  const [link] = await queryRows<{ id: number }>(
    db,
    sql`insert into ebook_links (token, order_id, position, sku, title, buyer_name, order_number, created_at,
                                 expires_at, max_downloads)
        values (${`t-${tag}`}, ${first!.id}, 99, ${books[0]!.sku}, 'Een e-book', ${`Voornaam${label} ${lastname}`},
                ${String(first!.number)}, now(), now() + interval '30 days', 5)
        returning id`,
  );
  await db.execute(sql`
    insert into ebook_downloads (link_id, user_id, sku, downloaded_at)
    values (${link!.id}, ${userId}, ${books[0]!.sku}, now())`);
  await db.execute(sql`
    insert into outbox_messages (idempotency_key, channel, recipient, subject, body, status)
    values (${`test:${tag}`}, 'mail', ${email}, 'Hallo', '{}'::jsonb, 'sent')`);
  return { userId, email, lastname, password, orders, reviewId: Number(review!.id) };
}

describe.each(eachDatabase('connections'))('personal data on %s', (kind) => {
  let t: OrderTestServices;
  let a: Customer;
  let b: Customer;

  beforeAll(async () => {
    t = await openOrderServices(kind, fakeProvider());
    a = await customerEverywhere(t, 'Anna');
    b = await customerEverywhere(t, 'Bram');
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('exports every table the catalogue says holds customer rows (the privacy page lists the same)', async () => {
    const covered = new Set(exportedTables());
    const missing = (await customerTables(t.database.db)).filter(
      (table) => !covered.has(table) && !(table in NOT_CUSTOMER_ROWS),
    );
    expect(missing, 'tables with customer rows that no personal-data part exports').toEqual([]);
    expect(EXPORT_CONTENTS.map((part) => part.table).sort()).toEqual([...covered].sort());
  });

  it("holds every table's rows of the customer and none of another's", async () => {
    const result = await t.services.privacy.exportData(a.userId);
    if (result.kind !== 'ok') throw new Error(result.kind);
    expect(result.filename).toMatch(/^leeswijzer-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await unzip(await streamed(result.stream));
    const tables = await customerTables(t.database.db);
    for (const table of tables) {
      const rows = JSON.parse(files.get(`${table}.json`)?.toString('utf8') ?? 'null') as unknown[] | null;
      expect(rows, table).not.toBeNull();
      expect(rows!.length, `${table} has the customer's rows`).toBeGreaterThan(0);
      for (const row of rows as Record<string, unknown>[])
        for (const column of ['user_id', 'account_id', 'partner_id'])
          if (column in row && row[column] !== null) expect(row[column], `${table}.${column}`).toBe(a.userId);
    }
    const orders = JSON.parse(files.get('orders.json')!.toString('utf8')) as { id: number }[];
    expect(orders.map((order) => order.id).sort()).toEqual(a.orders.map((order) => order.id).sort());
    const everything = [...files.values()].map((file) => file.toString('latin1')).join('\n');
    expect(everything).toContain(a.email);
    expect(everything).not.toContain(b.email);
    expect(everything).not.toContain(b.lastname);
    expect(everything).not.toContain('password_hash');
    const invoices = [...files.keys()].filter((name) => name.startsWith(`${EXPORT_INVOICE_FOLDER}/`));
    expect(invoices).toHaveLength(2);
    for (const name of invoices) {
      const text = readPdfText(files.get(name)!).lines.join('\n');
      expect(text).toContain(a.lastname);
    }
    expect(files.get('LEESMIJ.txt')?.toString('utf8')).toContain('orders.json');
  });

  it('refuses to close with a wrong password and changes nothing', async () => {
    expect(await t.services.privacy.closeAccount(a.userId, 'niet-het-wachtwoord')).toEqual({
      kind: 'wrong-password',
    });
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where id = ${a.userId}`,
    );
    expect(row!.n).toBe(1);
  });

  it('closes the account: the invoice and totals stay, every other personal field goes, once', async () => {
    const db = t.database.db;
    const before = await Promise.all(a.orders.map((order) => t.services.orders.invoice(order.guid)));
    const totals = sql`select id, total_cents, vat_cents, goods_cents, shipping_cents, vat, invoice_number,
                              (select json_agg(l order by l.position) from order_lines l where l.order_id = o.id) as lines
                       from orders o where id in (${sql.join(
                         a.orders.map((order) => sql`${order.id}`),
                         sql`, `,
                       )}) order by id`;
    const totalsBefore = await queryRows(db, totals);
    const unpaid = await t.services.privacy.closingInfo(a.userId);
    expect(unpaid).toMatchObject({ partner: true, unpaidCommissionCents: 189, staff: false });

    expect(await t.services.privacy.closeAccount(a.userId, a.password)).toEqual({ kind: 'closed' });
    // A second click finds no account: nothing is done twice, no second mail.
    expect(await t.services.privacy.closeAccount(a.userId, a.password)).toEqual({ kind: 'wrong-password' });

    const after = await Promise.all(a.orders.map((order) => t.services.orders.invoice(order.guid)));
    for (const [index, made] of after.entries()) {
      const was = before[index]!;
      if (made.kind !== 'ok' || was.kind !== 'ok') throw new Error('no invoice');
      expect(readPdfText(made.pdf).lines).toEqual(readPdfText(was.pdf).lines);
    }
    expect(await queryRows(db, totals)).toEqual(totalsBefore);
    const orders = await queryRows<Record<string, unknown>>(
      db,
      sql`select * from orders where id in (${a.orders[0]!.id}, ${a.orders[1]!.id})`,
    );
    for (const order of orders)
      expect(order).toMatchObject({ email: '', phonenr: '', remark: '', tracktrace: '', user_id: null });
    for (const order of orders) expect(order.erased_at).not.toBeNull();
    const leftovers = await queryRows<{ table: string; n: number }>(
      db,
      sql`select 'users' as table, count(*)::int as n from users where id = ${a.userId}
          union all select 'sessions', count(*)::int from sessions where user_id = ${a.userId}
          union all select 'carts', count(*)::int from carts where user_id = ${a.userId}
          union all select 'newsletter', count(*)::int from newsletter_subscribers where email = ${a.email}
          union all select 'partners', count(*)::int from partners where user_id = ${a.userId}
          union all select 'forms', count(*)::int from form_messages where sender_email = ${a.email}
          union all select 'events', count(*)::int from event_registrations where email = ${a.email}
          union all select 'reviews', count(*)::int from review_submissions where email = ${a.email}
          union all select 'e-book links', count(*)::int from ebook_links where order_id = ${a.orders[0]!.id}
          union all select 'e-book downloads', count(*)::int from ebook_downloads where user_id = ${a.userId}
          union all select 'mail sent', count(*)::int from outbox_messages
                      where recipient = ${a.email} and status <> 'pending'`,
    );
    expect(Object.fromEntries(leftovers.map((row) => [row.table, row.n]))).toEqual({
      users: 0,
      sessions: 0,
      carts: 0,
      newsletter: 0,
      partners: 0,
      forms: 0,
      events: 0,
      reviews: 0,
      'e-book links': 0,
      'e-book downloads': 0,
      'mail sent': 0,
    });
    const [reviewer] = await queryRows<{ firstname: string; lastname: string; website: string | null }>(
      db,
      sql`select r.firstname, r.lastname, r.website from reviewers r join reviews v on v.reviewer_id = r.id
          where v.id = ${a.reviewId}`,
    );
    expect(reviewer).toEqual({ firstname: ERASED_REVIEWER_NAME, lastname: '', website: null });
    // The confirmation went through the outbox, in the closing's transaction, naming what lapsed.
    const mails = await queryRows<{ subject: string; body: { text: string } }>(
      db,
      sql`select subject, body from outbox_messages where idempotency_key = ${`account-closed:${a.userId}`}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Je account bij Leeswijzer is verwijderd');
    expect(mails[0]!.body.text).toContain('€ 1,89');
    // The ledger stays for the books.
    const [ledger] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from commissions where partner_id = ${a.userId}`,
    );
    expect(ledger!.n).toBe(1);
    // The other customer keeps everything.
    expect(await t.services.privacy.closingInfo(b.userId)).not.toBeNull();
  });

  it('erases the rest after the legal 7 years, not before (injected clock)', async () => {
    const db = t.database.db;
    const year = new Date().getUTCFullYear();
    const ids = sql.join(
      a.orders.map((order) => sql`${order.id}`),
      sql`, `,
    );
    expect(await t.services.privacy.pruneExpired(new Date(Date.UTC(year + 7, 11, 31, 12)))).toBe(0);
    // The periodic job that deletes old form messages runs this step too.
    expect(await t.services.formRetention.prune(new Date(Date.UTC(year + 8, 0, 2)))).toBeGreaterThanOrEqual(
      2,
    );
    const rows = await queryRows<Record<string, unknown>>(db, sql`select * from orders where id in (${ids})`);
    for (const row of rows) {
      expect(row).toMatchObject({
        firstname: '',
        lastname: '',
        address: '',
        zipcode: '',
        city: '',
        company: '',
      });
      expect(row.fully_erased_at).not.toBeNull();
      expect(Number(row.total_cents)).toBeGreaterThan(0);
    }
    // The other customer's orders are untouched.
    const [other] = await queryRows<{ lastname: string }>(
      db,
      sql`select lastname from orders where id = ${b.orders[0]!.id}`,
    );
    expect(other!.lastname).toBe(b.lastname);
  });

  it('staff close an account on request with an audit line; a staff account is refused', async () => {
    const db = t.database.db;
    const [staff] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where access_level = 9 limit 1`,
    );
    expect(await t.services.privacy.staffCloseAccount(b.userId, staff!.id)).toEqual({
      kind: 'staff-account',
    });
    expect(await t.services.privacy.staffCloseAccount(staff!.id, b.userId)).toEqual({ kind: 'closed' });
    const lines = await queryRows<{ action: string; actor_id: number }>(
      db,
      sql`select action, actor_id from audit_log where subject = ${`klant ${b.userId}`}`,
    );
    expect(lines).toEqual([{ action: 'customer.close', actor_id: staff!.id }]);
    expect(await t.services.privacy.staffCloseAccount(staff!.id, b.userId)).toEqual({ kind: 'not-found' });
  });
});
