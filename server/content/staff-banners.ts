// Issue 31 "Content" (decisions 700, 703, 704): what /beheer/banners reads and changes — the own shop's sidebar
// banners by position — kept row by row as server/content/staff-records.ts keeps every content kind (one
// transaction and audit line per change, a sku that is a book). A change tells its listeners (this process's shell
// and page caches forget); other processes show it within their cache's TTL (decision 702).
import { asc } from 'drizzle-orm';
import { BANNER_FIELDS, type BannerInput, parseBannerForm } from '../../domain/content-banners.ts';
import { SKU_UNKNOWN } from '../../domain/content-notifications.ts';
import type { Db } from '../db/client.ts';
import { banners } from './schema.ts';
import { createStaffRecords, type StaffRecordsService } from './staff-records.ts';

export type StaffBanner = typeof banners.$inferSelect;
/** Every banner, as the carousel orders them (position, then id). */
export type StaffBannersService = StaffRecordsService<StaffBanner>;

export function bannerSubject(id: number): string {
  return `banner ${id}`;
}

export function createStaffBannersService(db: Db): StaffBannersService {
  return createStaffRecords<typeof banners, BannerInput>(db, {
    table: banners,
    order: [asc(banners.position), asc(banners.id)],
    parse: parseBannerForm,
    sku: { field: BANNER_FIELDS.sku, unknown: SKU_UNKNOWN, of: (b) => b.sku },
    inputOf: (row) => ({
      text1: row.text1,
      text2: row.text2,
      img: row.img,
      sku: row.sku,
      position: row.position,
    }),
    audit: {
      action: 'banner',
      subject: bannerSubject,
      values: (b) => ({
        tekst1: b.text1,
        tekst2: b.text2,
        afbeelding: b.img,
        sku: b.sku,
        positie: b.position,
      }),
    },
  });
}
