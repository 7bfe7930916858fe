// The reviews capability's table (issue 15 #3): every review a visitor sends with the book page's form, kept apart
// from the published reviews (catalog's `reviews` and `reviewers`, which the book page reads) until staff approve
// it at /beheer/recensies. The sender's email and account stay here; the public tables never hold them. Only
// server/reviews/ imports it (eslint.config.js TABLE_OWNERS).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { books, reviews } from '../catalog/schema.ts';

/**
 * One sent review (spec 3 §3 review form). status: 'pending' | 'approved' | 'rejected' (domain/review-form.ts);
 * decided_at: when staff approved or rejected it; review_id: the published review (approved only);
 * submission_key: the hidden key of the rendered form, unique, so a resend stores nothing twice. The text fields
 * are cleaned (domain/review-form.ts cleanReviewForm); website has its scheme.
 */
export const reviewSubmissions = pgTable(
  'review_submissions',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    profession: text('profession').notNull().default(''),
    website: text('website').notNull().default(''),
    profile: text('profile').notNull().default(''),
    title: text('title').notNull().default(''),
    review: text('review').notNull(),
    showFirstname: boolean('show_firstname').notNull(),
    showLastname: boolean('show_lastname').notNull(),
    showProfession: boolean('show_profession').notNull(),
    showWebsite: boolean('show_website').notNull(),
    showProfile: boolean('show_profile').notNull(),
    status: text('status').notNull().default('pending'),
    submissionKey: text('submission_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reviewId: integer('review_id').references(() => reviews.id),
  },
  (t) => [
    uniqueIndex('review_submissions_submission_key_idx').on(t.submissionKey),
    // The moderation list: the pending ones, oldest first.
    index('review_submissions_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
