// Issue 30 (back office I): who receives the newsletter, as staff see it at /beheer/nieuwsbrief, with the consent
// each gave. Consent is kept in two places (decision 576): an account's subscription (users.has_subscription, spec 2
// §5, its time in subscription_changed_at — set by the registration, the checkout's account, the profile and an
// unsubscribe) and the double opt-in list of /newsletter (newsletter_subscribers, confirmed_at and the wording
// agreed to). One row per address: an address in both shows both consents. The page searches by email and pages
// (the newest consent first); the CSV export reads the same rows by address in batches, each one query after the
// last address read (keyset over both tables' unique email indexes), so its memory stays one batch.
import { type SQL, sql } from 'drizzle-orm';
import { containingPattern, EXPORT_BATCH_ROWS, SUBSCRIBERS_PER_PAGE } from '../../domain/staff-signups.ts';
import { queryRows } from '../db/client.ts';
import type { AccountsContext } from './context.ts';
import { newsletterSubscribers as list, users } from './schema.ts';

export interface Subscriber {
  email: string;
  firstname: string;
  lastname: string;
  /** Subscribed through an account: when its subscription was last set (null: before that was recorded). */
  account: { consentAt: Date | null } | null;
  /** Confirmed on the /newsletter list (double opt-in): when, and the wording agreed to. */
  list: { consentAt: Date; consentText: string } | null;
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  total: number;
  page: number;
  pages: number;
}

interface Row {
  email: string;
  firstname: string;
  lastname: string;
  from_account: boolean;
  from_list: boolean;
  account_at: Date | string | null;
  list_at: Date | string | null;
  consent_text: string;
}

const instant = (value: Date | string | null) => (value === null ? null : new Date(value));

function subscriber(row: Row): Subscriber {
  const listAt = instant(row.list_at);
  return {
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    account: row.from_account ? { consentAt: instant(row.account_at) } : null,
    list: row.from_list && listAt ? { consentAt: listAt, consentText: row.consent_text } : null,
  };
}

/** The conditions of each source: subscribed now, its address containing `q`, after `after` (keyset). */
function sources(q: string, after: string | null, limit: number | null) {
  const search = (email: SQL) => (q ? sql` and lower(${email}) like ${containingPattern(q)}` : sql``);
  const from = (email: SQL) => (after === null ? sql`` : sql` and ${email} > ${after}`);
  const cut = (email: SQL) => (limit === null ? sql`` : sql` order by ${email} limit ${limit}`);
  const accountEmail = sql`${users.email}`;
  const listEmail = sql`${list.email}`;
  return {
    accounts: sql`select ${users.email} as email, ${users.firstname} as firstname, ${users.lastname} as lastname,
        true as from_account, false as from_list, ${users.subscriptionChangedAt} as account_at,
        null::timestamptz as list_at, '' as consent_text
      from ${users} where ${users.hasSubscription}${search(accountEmail)}${from(accountEmail)}${cut(accountEmail)}`,
    list: sql`select ${list.email} as email, ${list.firstname} as firstname, '' as lastname,
        false as from_account, true as from_list, null::timestamptz as account_at,
        ${list.confirmedAt} as list_at, ${list.consentText} as consent_text
      from ${list} where ${list.confirmedAt} is not null and ${list.unsubscribedAt} is null${search(listEmail)}${from(listEmail)}${cut(listEmail)}`,
  };
}

/** Both sources merged to one row per address; the account's name before the list's first name. */
const merged = (parts: { accounts: SQL; list: SQL }) => sql`
  select email,
    coalesce(nullif(max(firstname) filter (where from_account), ''), max(firstname) filter (where from_list), '') as firstname,
    coalesce(max(lastname) filter (where from_account), '') as lastname,
    bool_or(from_account) as from_account, bool_or(from_list) as from_list,
    max(account_at) as account_at, max(list_at) as list_at, max(consent_text) as consent_text
  from ((${parts.accounts}) union all (${parts.list})) as subscribed
  group by email`;

export async function subscriberList(
  ctx: AccountsContext,
  filter: { q: string; page: number },
): Promise<SubscriberPage> {
  const parts = sources(filter.q, null, null);
  const [rows, counted] = await Promise.all([
    queryRows<Row>(
      ctx.db,
      sql`${merged(parts)}
        order by greatest(max(account_at), max(list_at)) desc nulls last, email
        limit ${SUBSCRIBERS_PER_PAGE} offset ${(filter.page - 1) * SUBSCRIBERS_PER_PAGE}`,
    ),
    queryRows<{ n: number | string }>(ctx.db, sql`select count(*) as n from (${merged(parts)}) as addresses`),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  return {
    subscribers: rows.map(subscriber),
    total,
    page: filter.page,
    pages: Math.max(1, Math.ceil(total / SUBSCRIBERS_PER_PAGE)),
  };
}

/**
 * Every subscriber whose address contains `q`, by address, in batches. Each source is cut at `batchRows` before
 * merging: the first `batchRows` addresses of the merged list are among the first `batchRows` of each source.
 */
export async function* subscriberBatches(
  ctx: AccountsContext,
  q: string,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<Subscriber[]> {
  let after: string | null = null;
  for (;;) {
    const rows: Row[] = await queryRows<Row>(
      ctx.db,
      sql`${merged(sources(q, after, batchRows))} order by email limit ${batchRows}`,
    );
    if (rows.length > 0) yield rows.map(subscriber);
    if (rows.length < batchRows) return;
    after = rows[rows.length - 1]!.email;
  }
}
