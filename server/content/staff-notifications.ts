// Issue 31 "Content" (decisions 700–703): what /beheer/mededelingen reads and changes — the notifications (spec 1
// §3) with their window, newest first (a shop keeps a handful) — kept row by row as
// server/content/staff-records.ts keeps every content kind (one transaction and audit line per change, a sku that
// is a book). A change tells its listeners (this process's shell and page caches forget); other processes show it
// within their cache's TTL (decision 702).
import { desc } from 'drizzle-orm';
import {
  NOTIFICATION_FIELDS,
  type NotificationInput,
  parseNotificationForm,
  SKU_UNKNOWN,
} from '../../domain/content-notifications.ts';
import type { Db } from '../db/client.ts';
import { notifications } from './schema.ts';
import { createStaffRecords, type StaffRecordsService } from './staff-records.ts';

export type StaffNotification = typeof notifications.$inferSelect;
export type StaffNotificationsService = StaffRecordsService<StaffNotification>;

/** The audit log's subject for a notification. */
export function notificationSubject(id: number): string {
  return `mededeling ${id}`;
}

export function createStaffNotificationsService(db: Db): StaffNotificationsService {
  return createStaffRecords<typeof notifications, NotificationInput>(db, {
    table: notifications,
    order: [desc(notifications.id)],
    parse: parseNotificationForm,
    sku: { field: NOTIFICATION_FIELDS.sku, unknown: SKU_UNKNOWN, of: (n) => n.sku },
    inputOf: (row) => ({
      title: row.title,
      description: row.description,
      reason: row.reason,
      sku: row.sku,
      shownFrom: row.shownFrom,
      shownUntil: row.shownUntil,
      active: row.active,
    }),
    audit: {
      action: 'notification',
      subject: notificationSubject,
      // The form's names, instants as ISO text.
      values: (n) => ({
        titel: n.title,
        omschrijving: n.description,
        reden: n.reason,
        sku: n.sku,
        vanaf: n.shownFrom?.toISOString() ?? null,
        tot: n.shownUntil?.toISOString() ?? null,
        actief: n.active,
      }),
    },
  });
}
