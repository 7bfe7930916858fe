// The staff order benchmark's data (issue 30 "Speed", bench/staff-orders.ts): 100,000 orders — or BENCH_ORDERS —
// with their book lines, shipping line and payment attempt, made by three INSERT … SELECT FROM generate_series
// statements inside the database (seconds on PostgreSQL, no rows through Node). The mix is a shop's after a few
// years: one order every 15 minutes back from a fixed moment (so about three years), 85 % paid (all but the
// newest 150 shipped), the rest waiting for a transfer, started, failed or still in the checkout; 40,000
// customers with two or three orders each (the same email, name and postcode every time), a company on every
// tenth, a partner code on every tenth order, 95 % in the Netherlands. Deterministic: the same rows every run.
// Bench orders are recognised by their guid ('bench-order-…'); a database that has them is left as it is.
import type { Database } from '../server/db/client.ts';
import { rows, value } from '../tests/support/seed-testing.ts';

export const BENCH_ORDER_PREFIX = 'bench-order-';
/** The newest bench order's moment: fixed, so every run makes the same rows. */
const NEWEST = '2026-11-28T12:00:00Z';
const CUSTOMERS = 40_000;

const FIRSTNAMES = [
  'Anna',
  'Bram',
  'Chantal',
  'Daan',
  'Eva',
  'Femke',
  'Gijs',
  'Hanna',
  'Ilse',
  'Jan',
  'Karin',
  'Lars',
  'Marieke',
  'Noor',
  'Olaf',
  'Pieter',
  'Roos',
  'Sanne',
  'Thijs',
  'Wouter',
];
const LASTNAMES = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
];
const CITIES = ['Amsterdam', 'Utrecht', 'Rotterdam', 'Den Haag', 'Groningen', 'Zwolle', 'Nijmegen', 'Leiden'];
const DOMAINS = ['voorbeeld.nl', 'ziggo.nl', 'gmail.com', 'hotmail.com', 'kpnmail.nl'];
const ONLINE = ['ideal', 'ideal', 'ideal', 'creditcard', 'paypal', 'bancontact', 'applepay'];

const list = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

const ORDERS = `
  with g as (
    select i, i % ${CUSTOMERS} as c,
      $1::timestamptz - i * interval '15 minutes' + ((i * 7919) % 600) * interval '1 second' as created,
      case when i % 100 < 85 then 'paid' when i % 100 < 90 then 'banktransfer' when i % 100 < 94 then 'pending'
        when i % 100 < 97 then 'void' else 'open' end as status,
      1000 + (i * 7919) % 9000 as goods
    from generate_series(1, $2::int) i
  ), p as (
    select g.*,
      case when c % 100 < 95 then 'NL' when c % 100 < 99 then 'BE' else 'DE' end as country,
      case when status = 'open' then null when status = 'banktransfer' or (status = 'paid' and i % 8 = 0)
        then 'banktransfer' else (${list(ONLINE)})[1 + i % ${ONLINE.length}] end as method,
      (${list(FIRSTNAMES)})[1 + c % ${FIRSTNAMES.length}] as firstname,
      (${list(LASTNAMES)})[1 + (c / ${FIRSTNAMES.length}) % ${LASTNAMES.length}] as lastname
    from g
  ), s as (
    select p.*,
      case when country <> 'NL' then 695 when goods >= 2000 then 0 else 395 end as shipping
    from p
  )
  insert into orders (guid, checkout_key, status, firstname, lastname, email, address, housenr, zipcode, city,
    country_code, company, affiliate_id, goods_gross_cents, goods_cents, shipping_cents, shipping_vat_percent,
    vat_cents, vat, total_cents, payment_method, bank_transfer_at, paid_at, invoice_number, invoice_date,
    tracktrace, fulfilled_at, deleted_at, released_at, created_at, updated_at)
  select '${BENCH_ORDER_PREFIX}' || i, '${BENCH_ORDER_PREFIX}' || i, status, firstname, lastname,
    'klant' || c || '@' || (${list(DOMAINS)})[1 + c % ${DOMAINS.length}],
    'Dorpsstraat', (1 + c % 200)::text,
    (1000 + (c * 37) % 9000)::text || chr(65 + c % 26) || chr(65 + (c / 26) % 26),
    (${list(CITIES)})[1 + c % ${CITIES.length}], country,
    case when c % 10 = 0 then 'Boekhandel ' || lastname || ' BV' else '' end,
    case when i % 10 = 0 then 'partner' || (i % 40) end,
    goods, goods, shipping, 9,
    round((goods + shipping) * 9 / 109.0)::int,
    jsonb_build_array(jsonb_build_object('vatPercent', 9, 'inclCents', goods + shipping,
      'vatCents', round((goods + shipping) * 9 / 109.0)::int,
      'exclCents', goods + shipping - round((goods + shipping) * 9 / 109.0)::int)),
    goods + shipping, method,
    case when method = 'banktransfer' then created + interval '2 minutes' end,
    case when status = 'paid' then created + interval '3 minutes' end,
    case when status = 'paid' then 'BENCH-' || lpad(i::text, 6, '0') end,
    case when status = 'paid' then created + interval '3 minutes' end,
    case when status = 'paid' and i > 150 then '3SBENCH' || i else '' end,
    case when status = 'paid' and i > 150 then created + interval '1 day' end,
    case when status = 'void' and i % 10 = 0 then created + interval '2 days' end,
    case when status <> 'open' then created + interval '2 minutes' end,
    created, created
  from s`;

/** One to three books (the goods split over them, the rest on the first) and the shipping line last. */
const LINES = `
  insert into order_lines (order_id, position, kind, sku, description, amount, unit_price_cents, vat_percent,
    vat_cents, total_cents)
  select o.id, k, 'book', '97890000' || lpad(((o.id * 31 + k) % 100000)::text, 5, '0'), 'Boek ' || k, 1, t, 9,
    round(t * 9 / 109.0)::int, t
  from orders o
  cross join lateral generate_series(1, 1 + o.id % 3) k
  cross join lateral (select case when k = 1 then o.goods_cents - (o.goods_cents / (1 + o.id % 3)) * (o.id % 3)
    else o.goods_cents / (1 + o.id % 3) end as t) amount
  where o.guid like '${BENCH_ORDER_PREFIX}%'
  union all
  select o.id, 2 + o.id % 3, 'shipping', null, 'Verzendkosten', 1, o.shipping_cents, 9,
    round(o.shipping_cents * 9 / 109.0)::int, o.shipping_cents
  from orders o where o.guid like '${BENCH_ORDER_PREFIX}%'`;

/** The online payment of each order that chose one: paid, still open, or failed. */
const PAYMENTS = `
  insert into payments (order_id, attempt_key, provider, provider_id, method, status, amount_cents, paid_at,
    checked_at, created_at, updated_at)
  select o.id, 'bench-attempt-' || o.id, 'mollie', 'tr_bench' || o.id, o.payment_method,
    case o.status when 'paid' then 'paid' when 'pending' then 'open' else 'failed' end,
    o.total_cents, o.paid_at, o.created_at + interval '3 minutes', o.created_at + interval '1 minute',
    o.created_at + interval '3 minutes'
  from orders o
  where o.guid like '${BENCH_ORDER_PREFIX}%' and o.payment_method is not null
    and o.payment_method <> 'banktransfer' and o.status in ('paid', 'pending', 'void')`;

/** Makes the bench orders unless the database has them; returns how many there are and how long it took. */
export async function seedBenchOrders(
  database: Database,
  count: number,
): Promise<{ orders: number; lines: number; seconds: number | null }> {
  const countOf = async () =>
    Number(await value(database, `select count(*) from orders where guid like '${BENCH_ORDER_PREFIX}%'`));
  const existing = await countOf();
  let seconds: number | null = null;
  if (existing === 0) {
    const start = performance.now();
    // One transaction (a broken-off run leaves no half set behind): on PostgreSQL on one connection of the pool.
    if (database.kind === 'postgres') {
      const client = await database.pool!.connect();
      try {
        await client.query('begin');
        await client.query(ORDERS, [NEWEST, count]);
        await client.query(LINES);
        await client.query(PAYMENTS);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    } else {
      await database.pglite!.transaction(async (tx) => {
        await tx.query(ORDERS, [NEWEST, count]);
        await tx.query(LINES);
        await tx.query(PAYMENTS);
      });
    }
    // What autovacuum does soon after on a live shop: statistics, and the visibility map that lets a count be
    // read from an index alone.
    for (const table of ['orders', 'order_lines', 'payments'])
      await rows(database, `vacuum analyze ${table}`);
    seconds = Math.round((performance.now() - start) / 100) / 10;
  }
  const lines = Number(
    await value(
      database,
      `select count(*) from order_lines l join orders o on o.id = l.order_id where o.guid like '${BENCH_ORDER_PREFIX}%'`,
    ),
  );
  return { orders: await countOf(), lines, seconds };
}
