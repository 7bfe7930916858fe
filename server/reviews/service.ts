// The reviews capability (issue 15 #3): a review sent with the book page's form is checked
// (domain/review-form.ts), counted against the limits (./limits.ts), then stored as pending with its mails to
// staff and to the reviewer in one transaction through the outbox. Staff approve or reject it at /beheer/recensies;
// an approval publishes it into the list the book page reads (./publish.ts), once, however often it is clicked.
import { type AuditEntry, recordAudit } from '../audit/service.ts';
import { and, asc, count, eq } from 'drizzle-orm';
import { HONEYPOT_FIELD, isSubmissionKey } from '../../domain/contact-forms.ts';
import type { FieldErrors } from '../../domain/account-forms.ts';
import {
  cleanReviewForm,
  type ReviewFormInput,
  type ReviewPreview,
  reviewPreview,
  type ReviewStatus,
  validateReviewForm,
} from '../../domain/review-form.ts';
import { DEFAULT_MAX_TEXT_LENGTH } from '../../domain/contact-forms.ts';
import type { UserViewer, Viewer } from '../accounts/viewer.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { settingNumber, type SettingsService } from '../settings/service.ts';
import { type Admit, REVIEW_SEND_LIMITS, reviewLimitKeys } from './limits.ts';
import { reviewConfirmationMail, staffReviewMail } from './mails.ts';
import { bookBySku, booksById, publishReview } from './publish.ts';
import { reviewSubmissions } from './schema.ts';

/** The logged-in reviewer as the account knows them: the email is taken from here, never from the form. */
export interface ReviewAccount {
  userId: number;
  email: string;
  firstname: string;
  lastname: string;
}

export type ReviewSubmitResult =
  /** Stored and mailed (id), or nothing to do: a resend of the same form, or the honeypot filled (id null). */
  | { kind: 'ok'; id: number | null }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'unknown-book' };

export type ReviewPreviewResult =
  { kind: 'preview'; preview: ReviewPreview } | { kind: 'invalid'; errors: FieldErrors };

export interface PendingReview {
  id: number;
  book: { sku: string; title: string };
  input: ReviewFormInput;
  /** What the book page will show (the name per the show flags, or null: '(Naam bekend bij redactie)'). */
  shown: ReviewPreview;
  fromAccount: boolean;
  createdAt: Date;
}

export type ModerationResult =
  | { kind: 'approved'; reviewId: number; sku: string }
  | { kind: 'rejected' }
  /** Already approved or rejected (a second click, another admin), or no such review: nothing changed. */
  | { kind: 'unchanged' };

/** What the form needs to show: the profile text's limit and, when logged in, the account (email read-only). */
export interface ReviewFormContext {
  maxProfileLength: number;
  account: { email: string; firstname: string; lastname: string } | null;
}

export interface ReviewsService {
  formContext(viewer: Viewer): Promise<ReviewFormContext>;
  submit(
    sku: string,
    raw: Readonly<Record<string, string>>,
    meta: { ip: string; viewer: Viewer },
  ): Promise<ReviewSubmitResult>;
  /** Spec 3 §5 "A preview is available": what the list would show, or the messages; nothing stored. */
  preview(raw: Readonly<Record<string, string>>, viewer: Viewer): Promise<ReviewPreviewResult>;
  /** Staff: the pending reviews, oldest first. */
  pending(page: { page: number; perPage: number }): Promise<{ reviews: PendingReview[]; total: number }>;
  /** Staff: how many reviews wait for moderation (the dashboard, issue 30). */
  pendingCount(): Promise<number>;
  /** `actorId`: the staff member deciding (issue 30: every staff change in the audit log). */
  approve(id: number, actorId: number, now?: Date): Promise<ModerationResult>;
  reject(id: number, actorId: number, now?: Date): Promise<ModerationResult>;
  /** Called after a review was published (the book page's caches forget what they hold). */
  onPublished(listener: (sku: string) => void): void;
}

export interface ReviewsDeps {
  db: Db;
  settings: SettingsService;
  admit: Admit;
  /** The logged-in reviewer's account (accounts' profile). */
  accountOf: (viewer: UserViewer) => Promise<ReviewAccount | null>;
  /** Wakes the outbox's delivery loop after a commit. */
  messagesQueued: () => void;
  /** The public origin, for the link in the staff mail. */
  origin: string;
}

/** The form's input with the account's email (spec 3 §5 "Email is read-only when logged in"). */
function inputOf(raw: Readonly<Record<string, string>>, account: ReviewAccount | null): ReviewFormInput {
  const input = cleanReviewForm(raw);
  return account ? { ...input, email: account.email } : input;
}

function inputFromRow(row: typeof reviewSubmissions.$inferSelect): ReviewFormInput {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    profession: row.profession,
    website: row.website,
    profile: row.profile,
    review_title: row.title,
    review: row.review,
    show_firstname: row.showFirstname,
    show_lastname: row.showLastname,
    show_profession: row.showProfession,
    show_website: row.showWebsite,
    show_profile: row.showProfile,
  };
}

export function createReviewsService(deps: ReviewsDeps): ReviewsService {
  const { db } = deps;
  const listeners: ((sku: string) => void)[] = [];
  const accountOf = (viewer: Viewer) => (viewer.loggedIn ? deps.accountOf(viewer) : Promise.resolve(null));

  async function settings() {
    const map = await deps.settings.all();
    return {
      maxProfileLength: settingNumber(map, 'maxLengthProfile', DEFAULT_MAX_TEXT_LENGTH),
      staffEmail: map.get('formsStaffEmail') || map.get('contactEmail') || 'info@leeswijzer.nl',
    };
  }

  /** Moves a pending review to `status`; null when it was not pending (so a repeat changes nothing). */
  const moderation = (actorId: number, id: number, status: 'approved' | 'rejected'): AuditEntry => ({
    actorId,
    action: status === 'approved' ? 'review.approve' : 'review.reject',
    subject: `recensie ${id}`,
    before: { status: 'pending' },
    after: { status },
  });

  async function decide(tx: Db, id: number, status: Exclude<ReviewStatus, 'pending'>, now: Date) {
    const [row] = await tx
      .update(reviewSubmissions)
      .set({ status, decidedAt: now })
      .where(and(eq(reviewSubmissions.id, id), eq(reviewSubmissions.status, 'pending')))
      .returning();
    return row ?? null;
  }

  return {
    async formContext(viewer) {
      const [{ maxProfileLength }, account] = await Promise.all([settings(), accountOf(viewer)]);
      return {
        maxProfileLength,
        account: account
          ? { email: account.email, firstname: account.firstname, lastname: account.lastname }
          : null,
      };
    },

    async preview(raw, viewer) {
      const input = inputOf(raw, await accountOf(viewer));
      const errors = validateReviewForm(input, await settings());
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      return { kind: 'preview', preview: reviewPreview(input) };
    },

    async submit(sku, raw, meta) {
      const key = raw.form_key;
      // A resend of a form already stored (a reload after the post, a double click): its answer again.
      if (isSubmissionKey(key)) {
        const [done] = await db
          .select({ id: reviewSubmissions.id })
          .from(reviewSubmissions)
          .where(eq(reviewSubmissions.submissionKey, key));
        if (done) return { kind: 'ok', id: null };
      }
      const book = await bookBySku(db, sku);
      if (!book) return { kind: 'unknown-book' };
      const { maxProfileLength, staffEmail } = await settings();
      const account = await accountOf(meta.viewer);
      const input = inputOf(raw, account);
      const errors = validateReviewForm(input, { maxProfileLength });
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      const address = await deps.admit(reviewLimitKeys.address(meta.ip), REVIEW_SEND_LIMITS.perAddress);
      if (address.blocked) return { kind: 'throttled', retryAfterSeconds: address.retryAfterSeconds };
      // Decision 354: a robot that filled the honeypot gets the same answer as a person, and nothing is stored.
      if ((raw[HONEYPOT_FIELD] ?? '') !== '') return { kind: 'ok', id: null };
      const email = input.email.toLowerCase();
      const confirm = !(
        await deps.admit(reviewLimitKeys.recipient(email), REVIEW_SEND_LIMITS.confirmationsPerRecipient)
      ).blocked;
      const toStaff = !(await deps.admit(reviewLimitKeys.staff, REVIEW_SEND_LIMITS.staffMailsPerHour))
        .blocked;
      const submissionKey = isSubmissionKey(key) ? key : `server:${crypto.randomUUID()}`;
      const id = await withTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(reviewSubmissions)
          .values({
            bookId: book.id,
            userId: account?.userId ?? null,
            firstname: input.firstname,
            lastname: input.lastname,
            email,
            profession: input.profession,
            website: input.website,
            profile: input.profile,
            title: input.review_title,
            review: input.review,
            showFirstname: input.show_firstname,
            showLastname: input.show_lastname,
            showProfession: input.show_profession,
            showWebsite: input.show_website,
            showProfile: input.show_profile,
            submissionKey,
          })
          .onConflictDoNothing({ target: reviewSubmissions.submissionKey })
          .returning({ id: reviewSubmissions.id });
        // The same form sent twice at once: the other request stored it (and queues its mails).
        if (!row) return null;
        if (toStaff)
          await enqueueMail(
            tx,
            `review:${row.id}:staff`,
            staffReviewMail({ to: staffEmail, id: row.id, book, review: input, origin: deps.origin }),
          );
        if (confirm)
          await enqueueMail(
            tx,
            `review:${row.id}:reviewer`,
            reviewConfirmationMail({ to: email, firstname: input.firstname, book }),
          );
        return row.id;
      });
      if (id !== null) deps.messagesQueued();
      return { kind: 'ok', id };
    },

    async pendingCount() {
      const [row] = await db
        .select({ n: count() })
        .from(reviewSubmissions)
        .where(eq(reviewSubmissions.status, 'pending'));
      return row?.n ?? 0;
    },

    async pending({ page, perPage }) {
      const pendingOnly = eq(reviewSubmissions.status, 'pending');
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviewSubmissions)
          .where(pendingOnly)
          .orderBy(asc(reviewSubmissions.createdAt), asc(reviewSubmissions.id))
          .limit(perPage)
          .offset((Math.max(1, page) - 1) * perPage),
        db.select({ n: count() }).from(reviewSubmissions).where(pendingOnly),
      ]);
      const books = await booksById(db, [...new Set(rows.map((r) => r.bookId))]);
      return {
        reviews: rows.map((row) => {
          const input = inputFromRow(row);
          return {
            id: row.id,
            book: books.get(row.bookId) ?? { sku: '', title: '' },
            input,
            shown: reviewPreview(input),
            fromAccount: row.userId !== null,
            createdAt: row.createdAt,
          };
        }),
        total: total?.n ?? 0,
      };
    },

    async approve(id, actorId, now = new Date()) {
      const result = await withTransaction(db, async (tx) => {
        // The conditional update is the lock: of two approvals at once, one moves it and publishes, the other
        // finds nothing pending and changes nothing.
        const row = await decide(tx, id, 'approved', now);
        if (!row) return null;
        await recordAudit(tx, moderation(actorId, id, 'approved'), now);
        const reviewId = await publishReview(tx, row, now);
        await tx.update(reviewSubmissions).set({ reviewId }).where(eq(reviewSubmissions.id, row.id));
        return { reviewId, bookId: row.bookId };
      });
      if (!result) return { kind: 'unchanged' };
      const sku = (await booksById(db, [result.bookId])).get(result.bookId)?.sku ?? '';
      for (const listener of listeners) listener(sku);
      return { kind: 'approved', reviewId: result.reviewId, sku };
    },

    async reject(id, actorId, now = new Date()) {
      const row = await withTransaction(db, async (tx) => {
        const decided = await decide(tx, id, 'rejected', now);
        if (decided) await recordAudit(tx, moderation(actorId, id, 'rejected'), now);
        return decided;
      });
      return row ? { kind: 'rejected' } : { kind: 'unchanged' };
    },

    onPublished(listener) {
      listeners.push(listener);
    },
  };
}
