// Publishing an approved review (issue 15 #3): its reviewer and the review itself written into catalog's
// `reviewers` and `reviews`, the tables the book page's review list reads (server/catalog/book-page.ts), in the
// moderation's transaction; and the books a review is about, by sku (the form) and by id (the moderation list).
// The one module outside catalog that names those tables (eslint.config.js).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { books, reviewers, reviews } from '../catalog/schema.ts';
import type { reviewSubmissions } from './schema.ts';

export interface ReviewBook {
  id: number;
  sku: string;
  title: string;
}

/** The book of an ISBN-13 sku, or null. */
export async function bookBySku(db: Db, sku: string): Promise<ReviewBook | null> {
  if (!/^\d{13}$/.test(sku)) return null;
  const [row] = await db
    .select({ id: books.id, sku: books.sku, title: books.title })
    .from(books)
    .where(eq(books.sku, sku));
  return row ?? null;
}

/** Sku and title of each book id. */
export async function booksById(db: Db, ids: readonly number[]): Promise<Map<number, ReviewBook>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: books.id, sku: books.sku, title: books.title })
    .from(books)
    .where(inArray(books.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Writes the reviewer and the review; returns the review's id. Only what the list may show is copied (no email). */
export async function publishReview(
  tx: Db,
  submission: typeof reviewSubmissions.$inferSelect,
  now: Date,
): Promise<number> {
  const [reviewer] = await tx
    .insert(reviewers)
    .values({
      firstname: submission.firstname,
      lastname: submission.lastname,
      // The list shows `description` as the reviewer's profession (as the seeded reviewers have it).
      description: submission.profession || null,
      website: submission.website || null,
      profile: submission.profile || null,
      showFirstname: submission.showFirstname,
      showLastname: submission.showLastname,
      showProfession: submission.showProfession,
      showWebsite: submission.showWebsite,
      showProfile: submission.showProfile,
    })
    .returning({ id: reviewers.id });
  const [review] = await tx
    .insert(reviews)
    .values({
      bookId: submission.bookId,
      reviewerId: reviewer!.id,
      title: submission.title,
      review: submission.review,
      // Published now: the list is newest first, so a fresh review heads it.
      createdAt: now,
    })
    .returning({ id: reviews.id });
  return review!.id;
}

/**
 * Issue 32 (decision 826): a closed account's published reviews stay, under '(Naam bekend bij redactie)' and
 * without website, profession or profile. This module is the one outside the catalogue that writes reviewers.
 */
export async function anonymiseReviewers(tx: Db, reviewIds: readonly number[], name: string): Promise<void> {
  if (reviewIds.length === 0) return;
  await tx
    .update(reviewers)
    .set({
      firstname: name,
      lastname: '',
      description: null,
      website: null,
      img: null,
      profile: null,
      showFirstname: true,
      showLastname: false,
      showProfession: false,
      showWebsite: false,
      showProfile: false,
    })
    .where(
      inArray(
        reviewers.id,
        tx
          .select({ id: reviews.reviewerId })
          .from(reviews)
          .where(inArray(reviews.id, [...reviewIds])),
      ),
    );
}
