// Issue 31 "Content" (decisions 733–735): what /beheer/videos reads and changes — the videos of spec 1 §2.1 and
// §7.1. The title, description, book and position are kept row by row as server/content/staff-records.ts keeps
// every content kind (one transaction and audit line per change, an ISBN that is a book); the reference names the
// video's address and files, so a save keeps the one it was added with. storeFile() takes an upload already
// received and checked (server/http/video-upload.ts) — the MP4, the WebVTT captions or the poster (already resized)
// — and, in one transaction with its audit line, moves it to its place under DATA_DIR/media and records it on the
// row. remove() deletes the row, then its files.
import { readFile } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import { SKU_UNKNOWN } from '../../domain/content-notifications.ts';
import {
  parseVideoForm,
  VIDEO_FIELDS,
  type VideoInput,
  type VideoUpload,
  videoFilePath,
  videoFilePaths,
} from '../../domain/content-videos.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { videoPoster } from './media-images.ts';
import type { MediaStore } from './media-store.ts';
import { videos } from './schema.ts';
import { createStaffRecords, type StaffRecordsService } from './staff-records.ts';

export type StaffVideo = typeof videos.$inferSelect;

export type StoreVideoFileResult = { kind: 'stored' } | { kind: 'not-found' } | { kind: 'not-image' };

export interface StaffVideosService extends StaffRecordsService<StaffVideo> {
  /**
   * Moves a received, checked file to the video's place for it and records it; a poster is resized first
   * (server/content/media-images.ts). The received file is gone afterwards, whatever the answer.
   */
  storeFile(actorId: number, id: number, upload: VideoUpload, file: string): Promise<StoreVideoFileResult>;
}

export function videoSubject(id: number): string {
  return `video ${id}`;
}

export function createStaffVideosService(db: Db, store: MediaStore): StaffVideosService {
  const records = createStaffRecords<typeof videos, VideoInput>(db, {
    table: videos,
    order: [asc(videos.position), asc(videos.id)],
    parse: parseVideoForm,
    sku: { field: VIDEO_FIELDS.sku, unknown: SKU_UNKNOWN, of: (v) => v.sku },
    inputOf: (row) => ({
      reference: row.reference,
      title: row.title,
      description: row.description,
      sku: row.sku,
      position: row.position,
    }),
    audit: {
      action: 'video',
      subject: videoSubject,
      values: (v) => ({
        referentie: v.reference,
        titel: v.title,
        omschrijving: v.description,
        sku: v.sku,
        positie: v.position,
      }),
    },
  });
  const listeners: (() => void)[] = [];
  records.onChanged(() => {
    for (const listener of listeners) listener();
  });
  return {
    ...records,
    async add(actorId, fields) {
      const reference = (fields[VIDEO_FIELDS.reference] ?? '').trim();
      const [taken] = await db.select({ id: videos.id }).from(videos).where(eq(videos.reference, reference));
      if (taken)
        return {
          kind: 'invalid',
          errors: { [VIDEO_FIELDS.reference]: { key: 'beheer.videos.reference_taken' } },
        };
      return records.add(actorId, fields);
    },
    async save(actorId, id, fields) {
      // The reference names the address and the files: it stays the one the video was added with.
      const row = await records.get(id);
      if (!row) return { kind: 'not-found' };
      return records.save(actorId, id, { ...fields, [VIDEO_FIELDS.reference]: row.reference });
    },
    async remove(actorId, id) {
      const row = await records.get(id);
      const result = await records.remove(actorId, id);
      if (result.kind === 'deleted' && row) for (const file of videoFilePaths(row)) await store.remove(file);
      return result;
    },
    async storeFile(actorId, id, upload, received) {
      let poster: Buffer | null = null;
      if (upload === 'poster') {
        poster = await videoPoster(new Uint8Array(await readFile(received)));
        await store.discard(received);
        if (!poster) return { kind: 'not-image' };
      }
      const result = await db.transaction(async (tx): Promise<StoreVideoFileResult> => {
        const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
        if (!row) {
          await store.discard(received);
          return { kind: 'not-found' };
        }
        const target = videoFilePath(row.reference, upload);
        if (upload === 'video') await tx.update(videos).set({ file: target }).where(eq(videos.id, id));
        if (upload === 'ondertitels')
          await tx.update(videos).set({ ccFile: target }).where(eq(videos.id, id));
        await recordAudit(tx, {
          actorId,
          action: `video.${upload}`,
          subject: videoSubject(id),
          before: null,
          after: { referentie: row.reference, bestand: target },
        });
        if (poster) await store.write(target, poster);
        else await store.place(received, target);
        return { kind: 'stored' };
      });
      if (result.kind === 'stored') for (const listener of listeners) listener();
      return result;
    },
    onChanged: (listener) => {
      listeners.push(listener);
    },
  };
}
