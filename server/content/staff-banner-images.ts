// Issue 31 "Content" (decision 736): a banner's own image, uploaded on /beheer/banners (server/http/
// banner-image-upload.ts) — resized once into the carousel's slot (server/content/media-images.ts), written under
// DATA_DIR/media/banners with a name of its own, and recorded on the banner in one transaction with its audit line;
// an image the upload made before for this banner is removed once the new one is in place. The listeners are told
// after the change (the shell forgets its banners).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bannerImageName, isUploadedBannerImage } from '../../domain/content-banners.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { bannerImage } from './media-images.ts';
import type { MediaStore } from './media-store.ts';
import { banners } from './schema.ts';
import { bannerSubject } from './staff-banners.ts';

export type StoreBannerImageResult =
  { kind: 'stored'; img: string } | { kind: 'not-image' } | { kind: 'not-found' };

export interface StaffBannerImagesService {
  store(actorId: number, id: number, bytes: Uint8Array): Promise<StoreBannerImageResult>;
  onChanged(listener: () => void): void;
}

export function createStaffBannerImagesService(db: Db, store: MediaStore): StaffBannerImagesService {
  const listeners: (() => void)[] = [];
  return {
    async store(actorId, id, bytes) {
      const [exists] = await db.select({ id: banners.id }).from(banners).where(eq(banners.id, id));
      if (!exists) return { kind: 'not-found' };
      const image = await bannerImage(bytes);
      if (!image) return { kind: 'not-image' };
      const img = bannerImageName(id, createHash('sha256').update(image).digest('hex'));
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (!row) return null;
        await store.write(`banners/${img}`, image);
        await tx.update(banners).set({ img }).where(eq(banners.id, id));
        await recordAudit(tx, {
          actorId,
          action: 'banner.image',
          subject: bannerSubject(id),
          before: { afbeelding: row.img },
          after: { afbeelding: img },
        });
        return row;
      });
      if (!result) return { kind: 'not-found' };
      if (result.img !== img && isUploadedBannerImage(id, result.img))
        await store.remove(`banners/${result.img}`);
      for (const listener of listeners) listener();
      return { kind: 'stored', img };
    },
    onChanged: (listener) => {
      listeners.push(listener);
    },
  };
}
