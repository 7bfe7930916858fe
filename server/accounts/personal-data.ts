// Issue 32 (decisions 820–822): accounts' part of a customer's data export and of closing the account — the
// account row (profile, addresses, business and partner fields, newsletter choice with its date), sessions,
// password resets, email changes and the newsletter signup. Secrets (password, session and token hashes) are not
// exported. Closing deletes the account row last: sessions, resets and email changes go with it (foreign keys),
// and so do the cart's and the partner record's rows (decision 822).
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { PersonalDataPart } from '../lib/personal-data.ts';

export const accountsPersonalData: PersonalDataPart = {
  name: 'accounts',
  tables: ['users', 'sessions', 'password_resets', 'email_changes', 'newsletter_subscribers'],
  async collect(db, subject) {
    const [users, sessions, passwordResets, emailChanges, newsletter] = await Promise.all([
      queryRows<Record<string, unknown>>(db, sql`select * from users where id = ${subject.userId}`),
      queryRows<Record<string, unknown>>(
        db,
        sql`select created_at, last_seen_at, expires_at from sessions where user_id = ${subject.userId}
            order by created_at`,
      ),
      queryRows<Record<string, unknown>>(
        db,
        sql`select channel, created_at, expires_at, used_at from password_resets
            where user_id = ${subject.userId} order by created_at`,
      ),
      queryRows<Record<string, unknown>>(
        db,
        sql`select new_email, created_at, expires_at, used_at from email_changes
            where user_id = ${subject.userId} order by created_at`,
      ),
      queryRows<Record<string, unknown>>(
        db,
        sql`select email, firstname, requested_at, confirmed_at, consent_text, unsubscribed_at
            from newsletter_subscribers where email = ${subject.email}`,
      ),
    ]);
    return {
      users: users.map(({ password_hash: _hash, ...row }) => row),
      sessions,
      password_resets: passwordResets,
      email_changes: emailChanges,
      newsletter_subscribers: newsletter,
    };
  },
  async erase(tx, subject) {
    await tx.execute(sql`delete from newsletter_subscribers where email = ${subject.email}`);
    // The throttle's counters keyed by the address ('login:account:<email>' …) go too; the rest run out in a day.
    await tx.execute(
      sql`delete from rate_limits where right(key, ${subject.email.length + 1}) = ${`:${subject.email}`}`,
    );
    await tx.execute(sql`delete from users where id = ${subject.userId}`);
  },
};
