// Issue 31 "Content" (decisions 730–732): what /beheer/nieuwsbrieven reads and changes — the newsletters the shop's
// archive shows (spec 1 §2.8, §3 Newsletter, §4 file rules). store() takes a file already received and checked
// (server/http/newsletter-upload.ts) and, in one transaction with its audit line, adds the week's newsletter or —
// only when staff asked to replace — updates it, then moves the file to where the archive serves it
// (DATA_DIR/media/newsletters/{year}/wk{YYWW}.pdf|.html, domain/newsletters.ts newsletterFilePaths). remove()
// deletes the row and its files. The listeners are told after each committed change (the archive's caches forget).
import { desc, eq } from 'drizzle-orm';
import {
  newsletterDir,
  newsletterTag,
  type NewsletterFormat,
  type NewsletterUploadInput,
} from '../../domain/content-newsletters.ts';
import { newsletterFilePaths } from '../../domain/newsletters.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import type { MediaStore } from './media-store.ts';
import { newsletters } from './schema.ts';

export type StaffNewsletter = typeof newsletters.$inferSelect;

export type StoreNewsletterResult = { kind: 'added' | 'replaced'; id: number } | { kind: 'taken' };
export type RemoveNewsletterResult = { kind: 'deleted' } | { kind: 'not-found' };

export interface StaffNewslettersService {
  /** Every newsletter, newest week first. */
  list(): Promise<StaffNewsletter[]>;
  /** Adds the week's newsletter with a received, checked file, or replaces it when `input.replace`. */
  store(
    actorId: number,
    input: NewsletterUploadInput,
    file: { format: NewsletterFormat; path: string },
  ): Promise<StoreNewsletterResult>;
  remove(actorId: number, id: number): Promise<RemoveNewsletterResult>;
  onChanged(listener: () => void): void;
}

export function newsletterSubject(week: number): string {
  return `nieuwsbrief ${week}`;
}

const audited = (row: Pick<StaffNewsletter, 'week' | 'title' | 'hasPdf' | 'hasHtml'>) => ({
  week: row.week,
  titel: row.title,
  pdf: row.hasPdf,
  html: row.hasHtml,
});

export function createStaffNewslettersService(db: Db, store: MediaStore): StaffNewslettersService {
  const listeners: (() => void)[] = [];
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    list: () => db.select().from(newsletters).orderBy(desc(newsletters.week), desc(newsletters.id)),

    async store(actorId, input, file) {
      const dir = newsletterDir(input.year);
      const target = newsletterFilePaths({ week: input.week, dir })[file.format];
      // The form's rules allow only weeks whose file rule names this file (domain/content-newsletters.ts).
      if (!target) throw new RangeError(`No ${file.format} file for week ${input.week}`);
      const result = await db.transaction(async (tx): Promise<StoreNewsletterResult> => {
        const [row] = await tx
          .select()
          .from(newsletters)
          .where(eq(newsletters.week, input.week))
          .orderBy(desc(newsletters.id))
          .limit(1)
          .for('update');
        const pdf = file.format === 'pdf';
        if (row && !input.replace) return { kind: 'taken' };
        if (row) {
          const after = {
            title: input.title,
            dir,
            url: null,
            hasFile: true,
            hasPdf: row.hasPdf || pdf,
            hasHtml: row.hasHtml || !pdf,
          };
          await tx.update(newsletters).set(after).where(eq(newsletters.id, row.id));
          await recordAudit(tx, {
            actorId,
            action: 'newsletter.replace',
            subject: newsletterSubject(input.week),
            before: audited(row),
            after: { ...audited({ ...after, week: input.week }), bestand: file.format },
          });
          await store.place(file.path, target);
          return { kind: 'replaced', id: row.id };
        }
        const [added] = await tx
          .insert(newsletters)
          .values({
            tag: newsletterTag(input.week),
            week: input.week,
            title: input.title,
            dir,
            hasFile: true,
            hasPdf: pdf,
            hasHtml: !pdf,
            showOnSb: true,
          })
          .returning();
        await recordAudit(tx, {
          actorId,
          action: 'newsletter.upload',
          subject: newsletterSubject(input.week),
          before: null,
          after: { ...audited(added!), bestand: file.format },
        });
        await store.place(file.path, target);
        return { kind: 'added', id: added!.id };
      });
      if (result.kind !== 'taken') changed();
      return result;
    },

    async remove(actorId, id) {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.delete(newsletters).where(eq(newsletters.id, id)).returning();
        if (!row) return null;
        await recordAudit(tx, {
          actorId,
          action: 'newsletter.delete',
          subject: newsletterSubject(row.week),
          before: audited(row),
          after: null,
        });
        return row;
      });
      if (!removed) return { kind: 'not-found' };
      const files = newsletterFilePaths(removed);
      // Another newsletter row of the same week (legacy data) keeps its files.
      const [other] = await db
        .select({ id: newsletters.id })
        .from(newsletters)
        .where(eq(newsletters.week, removed.week));
      if (!other) for (const file of [files.web, files.pdf]) if (file) await store.remove(file);
      changed();
      return { kind: 'deleted' };
    },

    onChanged: (listener) => {
      listeners.push(listener);
    },
  };
}
