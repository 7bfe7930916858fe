// Issue 31 "Content" (decisions 700–703): what /beheer/mededelingen reads and changes — the notifications (spec 1
// §3) with their window, adding one, saving one and deleting one, each in one transaction with its audit line
// (who, before → after). A sku must be a book in the catalogue. A change tells its listeners (this process's shell
// and page caches forget); other processes show it within their cache's TTL (decision 702).
import { desc, eq } from 'drizzle-orm';
import type { FieldErrors, PostedFields } from '../../domain/account-forms.ts';
import {
  NOTIFICATION_FIELDS,
  type NotificationInput,
  parseNotificationForm,
  SKU_UNKNOWN,
} from '../../domain/content-notifications.ts';
import { recordAudit } from '../audit/service.ts';
import { bookTitlesBySku } from '../catalog/index.ts';
import type { Db } from '../db/client.ts';
import { notifications } from './schema.ts';

export type StaffNotification = typeof notifications.$inferSelect;

export type AddNotificationResult = { kind: 'added'; id: number } | { kind: 'invalid'; errors: FieldErrors };
export type SaveNotificationResult =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; errors: FieldErrors };
export type DeleteNotificationResult = { kind: 'deleted' } | { kind: 'not-found' };

export interface StaffNotificationsService {
  /** Every notification, newest first (a shop keeps a handful). */
  list(): Promise<StaffNotification[]>;
  get(id: number): Promise<StaffNotification | null>;
  add(actorId: number, fields: PostedFields): Promise<AddNotificationResult>;
  save(actorId: number, id: number, fields: PostedFields): Promise<SaveNotificationResult>;
  remove(actorId: number, id: number): Promise<DeleteNotificationResult>;
  /** Called after each committed change (decision 702: this process's shell and page caches forget at once). */
  onChanged(listener: () => void): void;
}

/** The audit log's subject for a notification. */
export function notificationSubject(id: number): string {
  return `mededeling ${id}`;
}

/** What the audit line keeps of a notification: the form's names, instants as ISO text. */
function auditValues(n: NotificationInput): Record<string, unknown> {
  return {
    titel: n.title,
    omschrijving: n.description,
    reden: n.reason,
    sku: n.sku,
    vanaf: n.shownFrom?.toISOString() ?? null,
    tot: n.shownUntil?.toISOString() ?? null,
    actief: n.active,
  };
}

const inputOf = (row: StaffNotification): NotificationInput => ({
  title: row.title,
  description: row.description,
  reason: row.reason,
  sku: row.sku,
  shownFrom: row.shownFrom,
  shownUntil: row.shownUntil,
  active: row.active,
});

export function createStaffNotificationsService(db: Db): StaffNotificationsService {
  const listeners: (() => void)[] = [];
  const changed = <T extends { kind: string }>(result: T): T => {
    if (['added', 'saved', 'deleted'].includes(result.kind)) for (const listener of listeners) listener();
    return result;
  };
  /** The form checked, and its sku a book (decision 703). */
  const check = async (
    fields: PostedFields,
  ): Promise<{ kind: 'ok'; value: NotificationInput } | { kind: 'invalid'; errors: FieldErrors }> => {
    const parsed = parseNotificationForm(fields);
    if (parsed.kind === 'invalid' || parsed.value.sku === null) return parsed;
    const known = await bookTitlesBySku(db, [parsed.value.sku]);
    return known.has(parsed.value.sku)
      ? parsed
      : { kind: 'invalid', errors: { [NOTIFICATION_FIELDS.sku]: SKU_UNKNOWN } };
  };

  return {
    list: () => db.select().from(notifications).orderBy(desc(notifications.id)),

    async get(id) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },

    async add(actorId, fields) {
      const checked = await check(fields);
      if (checked.kind === 'invalid') return checked;
      const value = checked.value;
      const result = await db.transaction(async (tx): Promise<AddNotificationResult> => {
        const [row] = await tx.insert(notifications).values(value).returning({ id: notifications.id });
        await recordAudit(tx, {
          actorId,
          action: 'notification.add',
          subject: notificationSubject(row!.id),
          before: null,
          after: auditValues(value),
        });
        return { kind: 'added', id: row!.id };
      });
      return changed(result);
    },

    async save(actorId, id, fields) {
      const checked = await check(fields);
      if (checked.kind === 'invalid') return checked;
      const value = checked.value;
      const result = await db.transaction(async (tx): Promise<SaveNotificationResult> => {
        const [row] = await tx.select().from(notifications).where(eq(notifications.id, id)).for('update');
        if (!row) return { kind: 'not-found' };
        const before = auditValues(inputOf(row));
        const after = auditValues(value);
        if (JSON.stringify(before) === JSON.stringify(after)) return { kind: 'unchanged' };
        await tx.update(notifications).set(value).where(eq(notifications.id, id));
        await recordAudit(tx, {
          actorId,
          action: 'notification.save',
          subject: notificationSubject(id),
          before,
          after,
        });
        return { kind: 'saved' };
      });
      return changed(result);
    },

    async remove(actorId, id) {
      const result = await db.transaction(async (tx): Promise<DeleteNotificationResult> => {
        const [row] = await tx.delete(notifications).where(eq(notifications.id, id)).returning();
        if (!row) return { kind: 'not-found' };
        await recordAudit(tx, {
          actorId,
          action: 'notification.delete',
          subject: notificationSubject(id),
          before: auditValues(inputOf(row)),
          after: null,
        });
        return { kind: 'deleted' };
      });
      return changed(result);
    },

    onChanged: (listener) => {
      listeners.push(listener);
    },
  };
}
