// Issue 32 (decisions 820–822, 825, 826): the reviews' part of a customer's data export and of closing the
// account — the reviews sent from the account or its address. Closing keeps the reviews (published ones stay on
// the book page) under '(Naam bekend bij redactie)', without email, website, profession or profile.
import { sql } from 'drizzle-orm';
import { ERASED_REVIEWER_NAME } from '../../domain/personal-data.ts';
import { queryRows } from '../db/client.ts';
import type { PersonalDataPart } from '../lib/personal-data.ts';
import { anonymiseReviewers } from './publish.ts';

const OF_SUBJECT = (userId: number, email: string) => sql`(user_id = ${userId} or lower(email) = ${email})`;

export const reviewsPersonalData: PersonalDataPart = {
  name: 'reviews',
  tables: ['review_submissions'],
  async collect(db, subject) {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select s.id, s.book_id, s.user_id, s.firstname, s.lastname, s.email, s.profession,
                 s.website, s.profile, s.title, s.review, s.show_firstname, s.show_lastname, s.show_profession,
                 s.show_website, s.show_profile, s.status, s.created_at, s.decided_at
          from review_submissions s
          where ${OF_SUBJECT(subject.userId, subject.email)} order by s.created_at, s.id`,
    );
    return { review_submissions: rows };
  },
  async erase(tx, subject) {
    const published = await queryRows<{ review_id: number }>(
      tx,
      sql`select review_id from review_submissions
          where ${OF_SUBJECT(subject.userId, subject.email)} and review_id is not null`,
    );
    await anonymiseReviewers(
      tx,
      published.map((row) => Number(row.review_id)),
      ERASED_REVIEWER_NAME,
    );
    await tx.execute(sql`
      update review_submissions set user_id = null, firstname = ${ERASED_REVIEWER_NAME}, lastname = '', email = '',
        profession = '', website = '', profile = '', show_lastname = false, show_profession = false,
        show_website = false, show_profile = false, show_firstname = true
      where ${OF_SUBJECT(subject.userId, subject.email)}`);
  },
};
