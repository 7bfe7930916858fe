// Issue 31 "Content" (decisions 711–712): the one way a row's picture is stored and removed — an author's picture,
// a category's image. Storing resizes the upload (content-images.ts), locks the row, writes the file, points the row
// at it and writes the audit line in one transaction; the file it replaces goes after the commit (a failed
// transaction deletes the new file instead). Removing checks that the picture staff saw is still the one stored
// (otherwise 'stale') and deletes the file after the commit.
import { type ContentImageKind, type ImageRefusal, imageSizeRefusal } from '../../domain/content-images.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { contentImage, type ContentImageStore } from './content-images.ts';

export type PictureResult =
  { kind: 'stored'; path: string } | { kind: 'refused'; refusal: ImageRefusal } | { kind: 'not-found' };

export type PictureRemoveResult = { kind: 'removed' } | { kind: 'stale' } | { kind: 'not-found' };

/** Where a kind's picture lives on its row, and how its audit lines read. */
export interface RowImageColumn {
  kind: ContentImageKind;
  exists(db: Db, id: number): Promise<boolean>;
  /** The stored path under the row's lock (FOR UPDATE); undefined when the row is gone. */
  lock(tx: Db, id: number): Promise<string | null | undefined>;
  set(tx: Db, id: number, path: string | null): Promise<void>;
  audit: { store: string; remove: string; subject: (id: number) => string; field: string };
}

export interface RowImages {
  store(actorId: number, id: number, bytes: Uint8Array): Promise<PictureResult>;
  remove(actorId: number, id: number, shown: string): Promise<PictureRemoveResult>;
}

export function createRowImages(db: Db, images: ContentImageStore, column: RowImageColumn): RowImages {
  const { kind, audit } = column;
  return {
    async store(actorId, id, bytes) {
      const tooBig = imageSizeRefusal(bytes.byteLength);
      if (tooBig) return { kind: 'refused', refusal: tooBig };
      if (!(await column.exists(db, id))) return { kind: 'not-found' };
      const image = await contentImage(kind, bytes);
      if (!image) return { kind: 'refused', refusal: 'geen-afbeelding' };
      let written: string | null = null;
      let old: string | null = null;
      try {
        const result = await withTransaction(db, async (tx) => {
          const current = await column.lock(tx, id);
          if (current === undefined) return null;
          old = current;
          written = await images.write(kind, id, image);
          await column.set(tx, id, written);
          await recordAudit(tx, {
            actorId,
            action: audit.store,
            subject: audit.subject(id),
            before: { [audit.field]: current },
            after: {
              [audit.field]: written,
              bytes: bytes.byteLength,
              width: image.width,
              height: image.height,
            },
          });
          return { old: current, path: written };
        });
        if (!result) return { kind: 'not-found' };
        // The same picture again has the same name: nothing to delete then.
        if (result.old !== result.path) await images.forget(kind, id, result.old);
        return { kind: 'stored', path: result.path };
      } catch (error) {
        if (written !== null && written !== old) await images.forget(kind, id, written);
        throw error;
      }
    },

    async remove(actorId, id, shown) {
      const result = await withTransaction(
        db,
        async (tx): Promise<PictureRemoveResult & { old?: string }> => {
          const current = await column.lock(tx, id);
          if (current === undefined) return { kind: 'not-found' };
          if (current === null || current !== shown) return { kind: 'stale' };
          await column.set(tx, id, null);
          await recordAudit(tx, {
            actorId,
            action: audit.remove,
            subject: audit.subject(id),
            before: { [audit.field]: current },
            after: { [audit.field]: null },
          });
          return { kind: 'removed', old: current };
        },
      );
      if (result.kind !== 'removed') return result;
      await images.forget(kind, id, result.old ?? null);
      return { kind: 'removed' };
    },
  };
}
