// Issue 31 "Content" (decisions 730–735): where staff's uploaded media land — DATA_DIR/media, the folder the
// /media/ route serves and server/content/media-files.ts looks in. An upload streams into a temporary file under
// the hidden folder .uploads (never whole in memory; the static route denies dot names, so half a file is never
// served), is checked there, and is then moved to its place in one rename, so the shop sees the old file or the
// new one, never a part. Every path stays inside the media folder, whatever a row says.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StreamedFile = { kind: 'stored'; path: string; bytes: number } | { kind: 'too-big' };

export interface MediaStore {
  /** The media folder (absolute). */
  root: string;
  /** Streams an upload into a temporary file; 'too-big' (and nothing kept) when the stream was cut off. */
  receive(stream: Readable & { truncated?: boolean }): Promise<StreamedFile>;
  /** The first bytes of a file. */
  head(file: string, length: number): Promise<Uint8Array>;
  /** A (small) file's text, or null when it is not UTF-8. */
  text(file: string): Promise<string | null>;
  /** Moves a received file to its place under the media folder (replacing what was there). */
  place(file: string, relativePath: string): Promise<void>;
  /** Writes bytes to their place under the media folder, through a temporary file and a rename. */
  write(relativePath: string, data: Buffer): Promise<void>;
  /** Removes a file under the media folder (nothing when it is not there). */
  remove(relativePath: string): Promise<void>;
  /** Throws a temporary file away. */
  discard(file: string): Promise<void>;
}

export function createMediaStore(mediaDir: string): MediaStore {
  const root = path.resolve(mediaDir);
  const uploads = path.join(root, '.uploads');
  const inside = (relativePath: string) => {
    const file = path.resolve(root, relativePath.replace(/^\/+/, ''));
    if (!file.startsWith(root + path.sep))
      throw new RangeError(`Not under the media folder: ${relativePath}`);
    return file;
  };
  const temporary = async () => {
    await mkdir(uploads, { recursive: true });
    return path.join(uploads, `${Date.now()}-${randomBytes(8).toString('hex')}`);
  };
  return {
    root,
    async receive(stream) {
      const file = await temporary();
      try {
        await pipeline(stream, createWriteStream(file));
      } catch (error) {
        await rm(file, { force: true });
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return { kind: 'too-big' };
        throw error;
      }
      if (stream.truncated) {
        await rm(file, { force: true });
        return { kind: 'too-big' };
      }
      const handle = await open(file);
      try {
        return { kind: 'stored', path: file, bytes: (await handle.stat()).size };
      } finally {
        await handle.close();
      }
    },
    async head(file, length) {
      const handle = await open(file);
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return new Uint8Array(buffer.subarray(0, bytesRead));
      } finally {
        await handle.close();
      }
    },
    async text(file) {
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(await readFile(file));
      } catch {
        return null;
      }
    },
    async place(file, relativePath) {
      const target = inside(relativePath);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(file, target);
    },
    async write(relativePath, data) {
      const file = await temporary();
      try {
        await writeFile(file, data);
        await this.place(file, relativePath);
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
    async remove(relativePath) {
      await rm(inside(relativePath), { force: true });
    },
    async discard(file) {
      await rm(file, { force: true });
    },
  };
}
