// Demo partner programme (issue 17 #9): the demo partner (partner@, code LEESTIP, approved) brought five paid guest
// orders over the last quarters, each with its payment, invoice number and commission rows at the partner's rates
// (domain/commission.ts, as the paid hook writes them); the payout runs of 2026Q2 (paid: its details in the
// commissions tab) and 2026Q3 (decided by domain/payouts.ts) are there too. Fixed guids and moments.
import { earnedLines, termsRates } from '../../../domain/commission.ts';
import { lineAmountCents } from '../../../domain/cart-pricing.ts';
import { amsterdamCalendarDate } from '../../../domain/dates.ts';
import { formatInvoiceNumber, invoiceYear } from '../../../domain/invoice-number.ts';
import { cents, splitCents, sumCents } from '../../../domain/money.ts';
import {
  formatQuarter,
  parseQuarter,
  payoutDecision,
  quarterEnd,
  savedQuartersSincePaid,
} from '../../../domain/payouts.ts';
import { vatPerRate } from '../../../domain/vat.ts';
import { payoutDescription } from '../../partners/payouts.ts';
import type { DemoOrderSkus } from './orders.ts';
import type { SqlConn } from './sql.ts';

const BOOK_VAT = 9;
const SHIPPING_CENTS = 845;
export const DEMO_PARTNER_CODE = 'LEESTIP';

interface DemoReferral {
  guid: string;
  paidAt: string;
  buyer: { firstname: string; lastname: string; email: string; zipcode: string; city: string };
  lines: { sku: 'ownBook' | 'otherBook' | 'otherBook2'; amount: number }[];
}

const REFERRALS: DemoReferral[] = [
  {
    guid: 'demoPartnerMei2026',
    paidAt: '2026-05-12T14:05:00Z',
    buyer: {
      firstname: 'Eva',
      lastname: 'de Boer',
      email: 'eva.deboer@voorbeeld.nl',
      zipcode: '9712AB',
      city: 'Groningen',
    },
    lines: [
      { sku: 'ownBook', amount: 2 },
      { sku: 'otherBook', amount: 1 },
    ],
  },
  {
    guid: 'demoPartnerJuni2026',
    paidAt: '2026-06-09T08:30:00Z',
    buyer: {
      firstname: 'Tom',
      lastname: 'Visser',
      email: 'tom.visser@voorbeeld.nl',
      zipcode: '8011CV',
      city: 'Zwolle',
    },
    lines: [{ sku: 'ownBook', amount: 3 }],
  },
  {
    guid: 'demoPartnerAug2026',
    paidAt: '2026-08-18T19:45:00Z',
    buyer: {
      firstname: 'Lotte',
      lastname: 'Smit',
      email: 'lotte.smit@voorbeeld.nl',
      zipcode: '2511CV',
      city: 'Den Haag',
    },
    lines: [{ sku: 'otherBook2', amount: 1 }],
  },
  {
    guid: 'demoPartnerOkt2026',
    paidAt: '2026-10-07T11:20:00Z',
    buyer: {
      firstname: 'Ahmed',
      lastname: 'Bakker',
      email: 'ahmed.bakker@voorbeeld.nl',
      zipcode: '6811AA',
      city: 'Arnhem',
    },
    lines: [
      { sku: 'ownBook', amount: 1 },
      { sku: 'otherBook2', amount: 2 },
    ],
  },
  {
    guid: 'demoPartnerNov2026',
    paidAt: '2026-11-03T16:10:00Z',
    buyer: {
      firstname: 'Iris',
      lastname: 'Mulder',
      email: 'iris.mulder@voorbeeld.nl',
      zipcode: '5611AB',
      city: 'Eindhoven',
    },
    lines: [{ sku: 'otherBook', amount: 2 }],
  },
];

/** The quarters the demo partner's payout runs covered (domain/payouts.ts decides each), and when they ran. */
const RUNS = [
  { quarter: parseQuarter('2026Q2')!, ranAt: '2026-07-02T09:00:00Z' },
  { quarter: parseQuarter('2026Q3')!, ranAt: '2026-10-02T09:00:00Z' },
];

export async function insertDemoPartner(conn: SqlConn, skus: DemoOrderSkus): Promise<void> {
  const { rows: users } = await conn.query('SELECT id FROM users WHERE email = $1', [
    'partner@leeswijzer.nl',
  ]);
  const partnerId = Number(users[0]!.id);
  const rates = termsRates(false);
  await conn.query(
    `INSERT INTO partners (user_id, status, code, is_private, commission_own, commission_other, motivation,
       has_book_page, book_page_url, applied_at, decided_at)
     VALUES ($1, 'approved', $2, false, $3, $4, $5, true, $6, '2025-02-20T10:00:00Z', '2025-03-01T09:00:00Z')`,
    [
      partnerId,
      DEMO_PARTNER_CODE,
      rates.own,
      rates.other,
      'Op mijn blog Lezen is lief bespreek ik elke week een boek over persoonlijke groei.',
      'https://www.lezenislief.nl/boeken',
    ],
  );
  const { rows: books } = await conn.query(
    `SELECT sku, title, price_incl_cents, sb_edition = 'eigen uitgaven' AS own FROM books WHERE sku = ANY($1)`,
    [[skus.ownBook, skus.otherBook, skus.otherBook2]],
  );
  const book = (sku: string) => books.find((b) => b.sku === sku)!;
  const { rows: counters } = await conn.query('SELECT year, next FROM invoice_counters');
  const nextInvoice = new Map(counters.map((c) => [Number(c.year), Number(c.next)]));

  const earned: { bookedOn: string; amountCents: number }[] = [];
  for (const referral of REFERRALS) {
    const lines = referral.lines.map((l) => {
      const row = book(skus[l.sku]);
      return {
        sku: skus[l.sku],
        title: String(row.title),
        own: Boolean(row.own),
        amount: l.amount,
        price: cents(Number(row.price_incl_cents)),
      };
    });
    const totals = lines.map((l) => lineAmountCents(l.price, l.amount, 0));
    const goods = sumCents(totals);
    const shipping = goods >= 2000 ? cents(0) : cents(SHIPPING_CENTS);
    const all = vatPerRate(
      [...totals, ...(shipping > 0 ? [shipping] : [])].map((inclCents) => ({
        inclCents,
        vatPercent: BOOK_VAT,
      })),
    );
    const goodsVat = vatPerRate(totals.map((inclCents) => ({ inclCents, vatPercent: BOOK_VAT })))[0]!
      .vatCents;
    const lineVat = splitCents(goodsVat, totals);
    const shippingVat = cents(all[0]!.vatCents - goodsVat);
    const total = cents(goods + shipping);
    const year = invoiceYear(new Date(referral.paidAt));
    const sequence = nextInvoice.get(year) ?? 1;
    nextInvoice.set(year, sequence + 1);
    const invoice = formatInvoiceNumber({ year, sequence });
    const { rows } = await conn.query(
      `INSERT INTO orders (guid, user_id, checkout_key, status, firstname, lastname, email, address, housenr, zipcode,
         city, country_code, affiliate_id, goods_gross_cents, discount_cents, goods_cents, shipping_cents,
         shipping_vat_percent, vat_cents, vat, total_cents, payment_method, paid_at, invoice_number, invoice_date,
         released_at, created_at, updated_at)
       VALUES ($1, NULL, $2, 'paid', $3, $4, $5, 'Dorpsstraat', '1', $6, $7, 'NL', $8, $9, 0, $9, $10, $11, $12,
         $13::jsonb, $14, 'ideal', $15, $16, $15, $15, $15, $15)
       RETURNING id, number`,
      [
        referral.guid,
        `demo-${referral.guid}`,
        referral.buyer.firstname,
        referral.buyer.lastname,
        referral.buyer.email,
        referral.buyer.zipcode,
        referral.buyer.city,
        DEMO_PARTNER_CODE,
        goods,
        shipping,
        BOOK_VAT,
        all[0]!.vatCents,
        JSON.stringify(all),
        total,
        referral.paidAt,
        invoice,
      ],
    );
    const orderId = Number(rows[0]!.id);
    const orderNumber = Number(rows[0]!.number);
    const orderLines = lines.map((l, i) => ({
      position: i + 1,
      kind: 'book' as const,
      sku: l.sku,
      description: l.title,
      amount: l.amount,
      unitPriceCents: l.price,
      vatCents: lineVat[i]!,
      totalCents: totals[i]!,
      ownEdition: l.own,
    }));
    for (const l of orderLines)
      await conn.query(
        `INSERT INTO order_lines (order_id, position, kind, sku, description, amount, unit_price_cents, vat_percent,
           vat_cents, total_cents) VALUES ($1, $2, 'book', $3, $4, $5, $6, ${BOOK_VAT}, $7, $8)`,
        [orderId, l.position, l.sku, l.description, l.amount, l.unitPriceCents, l.vatCents, l.totalCents],
      );
    if (shipping > 0)
      await conn.query(
        `INSERT INTO order_lines (order_id, position, kind, sku, description, amount, unit_price_cents, vat_percent,
           vat_cents, total_cents) VALUES ($1, $2, 'shipping', NULL, 'Verzendkosten', 1, $3, ${BOOK_VAT}, $4, $3)`,
        [orderId, orderLines.length + 1, shipping, shippingVat],
      );
    await conn.query(
      `INSERT INTO payments (order_id, attempt_key, provider, provider_id, method, status, amount_cents, paid_at,
         checked_at, created_at, updated_at)
       VALUES ($1, $2, 'test-gateway', $3, 'ideal', 'paid', $4, $5, $5, $5, $5)`,
      [orderId, `${orderId}:demo`, `tg_demo${referral.guid}`, total, referral.paidAt],
    );
    // The test gateway's own record of it, so staff can refund the demo order there (issue 30).
    await conn.query(
      `INSERT INTO test_gateway_payments (id, idempotency_key, order_guid, amount_cents, description, method,
         status, redirect_url, webhook_url, created_at, updated_at, paid_at)
       VALUES ($1, $2, $3, $4, 'Bestelling demo', 'ideal', 'paid', '/', '/', $5, $5, $5)`,
      [`tg_demo${referral.guid}`, `${orderId}:demo`, referral.guid, total, referral.paidAt],
    );
    const bookedOn = amsterdamCalendarDate(new Date(referral.paidAt));
    for (const row of earnedLines(
      { buyerUserId: null, buyerEmail: referral.buyer.email, lines: orderLines },
      { userId: partnerId, email: null, rates },
    )) {
      const line = orderLines[row.position - 1]!;
      earned.push({ bookedOn, amountCents: row.amountCents });
      await conn.query(
        `INSERT INTO commissions (partner_id, order_id, order_number, invoice_number, order_total_cents,
           order_vat_cents, position, sku, description, copies, line_total_cents, base_cents, own_edition,
           rate_percent, amount_cents, kind, booked_on, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'earned', $16, $17)`,
        [
          partnerId,
          orderId,
          orderNumber,
          invoice,
          total,
          all[0]!.vatCents,
          row.position,
          row.sku,
          line.description,
          line.amount,
          line.totalCents,
          row.baseCents,
          row.ownEdition,
          row.ratePercent,
          row.amountCents,
          bookedOn,
          referral.paidAt,
        ],
      );
    }
  }
  for (const [year, next] of nextInvoice)
    await conn.query(
      'INSERT INTO invoice_counters (year, next) VALUES ($1, $2) ON CONFLICT (year) DO UPDATE SET next = EXCLUDED.next',
      [year, next],
    );
  let paid = 0;
  const done: { quarter: string; status: string }[] = [];
  for (const run of RUNS) {
    const settled = quarterEnd(run.quarter);
    const balance =
      earned.filter((e) => e.bookedOn <= settled).reduce((sum, e) => sum + e.amountCents, 0) - paid;
    const decision = payoutDecision(cents(balance), savedQuartersSincePaid(done));
    const quarter = formatQuarter(run.quarter);
    await conn.query(
      `INSERT INTO payouts (partner_id, quarter, status, amount_cents, settled_date, description, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        partnerId,
        quarter,
        decision.status,
        decision.amountCents,
        decision.status === 'paid' ? settled : null,
        payoutDescription(run.quarter),
        run.ranAt,
      ],
    );
    if (decision.status === 'paid') paid += decision.amountCents;
    done.push({ quarter, status: decision.status });
  }
}
