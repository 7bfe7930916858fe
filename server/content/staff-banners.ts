// Issue 31 "Content" (decisions 700, 703, 704): what /beheer/banners reads and changes — the own shop's sidebar
// banners by position, adding one, saving one and deleting one, each in one transaction with its audit line (who,
// before → after). A sku must be a book in the catalogue. A change tells its listeners (this process's shell and
// page caches forget); other processes show it within their cache's TTL (decision 702).
import { asc, eq } from 'drizzle-orm';
import type { FieldErrors, PostedFields } from '../../domain/account-forms.ts';
import { BANNER_FIELDS, type BannerInput, parseBannerForm } from '../../domain/content-banners.ts';
import { SKU_UNKNOWN } from '../../domain/content-notifications.ts';
import { recordAudit } from '../audit/service.ts';
import { bookTitlesBySku } from '../catalog/index.ts';
import type { Db } from '../db/client.ts';
import { banners } from './schema.ts';

export type StaffBanner = typeof banners.$inferSelect;

export type AddBannerResult = { kind: 'added'; id: number } | { kind: 'invalid'; errors: FieldErrors };
export type SaveBannerResult =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; errors: FieldErrors };
export type DeleteBannerResult = { kind: 'deleted' } | { kind: 'not-found' };

export interface StaffBannersService {
  /** Every banner, as the carousel orders them (position, then id). */
  list(): Promise<StaffBanner[]>;
  get(id: number): Promise<StaffBanner | null>;
  add(actorId: number, fields: PostedFields): Promise<AddBannerResult>;
  save(actorId: number, id: number, fields: PostedFields): Promise<SaveBannerResult>;
  remove(actorId: number, id: number): Promise<DeleteBannerResult>;
  onChanged(listener: () => void): void;
}

export function bannerSubject(id: number): string {
  return `banner ${id}`;
}

const auditValues = (b: BannerInput): Record<string, unknown> => ({
  tekst1: b.text1,
  tekst2: b.text2,
  afbeelding: b.img,
  sku: b.sku,
  positie: b.position,
});

const inputOf = (row: StaffBanner): BannerInput => ({
  text1: row.text1,
  text2: row.text2,
  img: row.img,
  sku: row.sku,
  position: row.position,
});

export function createStaffBannersService(db: Db): StaffBannersService {
  const listeners: (() => void)[] = [];
  const changed = <T extends { kind: string }>(result: T): T => {
    if (['added', 'saved', 'deleted'].includes(result.kind)) for (const listener of listeners) listener();
    return result;
  };
  const check = async (
    fields: PostedFields,
  ): Promise<{ kind: 'ok'; value: BannerInput } | { kind: 'invalid'; errors: FieldErrors }> => {
    const parsed = parseBannerForm(fields);
    if (parsed.kind === 'invalid' || parsed.value.sku === null) return parsed;
    const known = await bookTitlesBySku(db, [parsed.value.sku]);
    return known.has(parsed.value.sku)
      ? parsed
      : { kind: 'invalid', errors: { [BANNER_FIELDS.sku]: SKU_UNKNOWN } };
  };

  return {
    list: () => db.select().from(banners).orderBy(asc(banners.position), asc(banners.id)),

    async get(id) {
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      return row ?? null;
    },

    async add(actorId, fields) {
      const checked = await check(fields);
      if (checked.kind === 'invalid') return checked;
      const value = checked.value;
      const result = await db.transaction(async (tx): Promise<AddBannerResult> => {
        const [row] = await tx.insert(banners).values(value).returning({ id: banners.id });
        await recordAudit(tx, {
          actorId,
          action: 'banner.add',
          subject: bannerSubject(row!.id),
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
      const result = await db.transaction(async (tx): Promise<SaveBannerResult> => {
        const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (!row) return { kind: 'not-found' };
        const before = auditValues(inputOf(row));
        const after = auditValues(value);
        if (JSON.stringify(before) === JSON.stringify(after)) return { kind: 'unchanged' };
        await tx.update(banners).set(value).where(eq(banners.id, id));
        await recordAudit(tx, { actorId, action: 'banner.save', subject: bannerSubject(id), before, after });
        return { kind: 'saved' };
      });
      return changed(result);
    },

    async remove(actorId, id) {
      const result = await db.transaction(async (tx): Promise<DeleteBannerResult> => {
        const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
        if (!row) return { kind: 'not-found' };
        await recordAudit(tx, {
          actorId,
          action: 'banner.delete',
          subject: bannerSubject(id),
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
