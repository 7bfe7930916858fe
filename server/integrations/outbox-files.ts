// The outbox folders of development: every message one JSON file, named so that the names sort by time. Shared
// by the mail and SMS outboxes. A file is written under a temporary name and then renamed, so a reader (the
// /dev/mail page, a test) never sees half a message.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An outbox id is the file name without '.json': the UTC time with '-' for ':' and '.', then 8 hex digits. */
const OUTBOX_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}$/;
const JSON_SUFFIX = '.json';

export const DEFAULT_OUTBOX_LIMIT = 100;

/** A new id for a message sent at `at`, e.g. '2026-11-25T07-30-12-345Z-1a2b3c4d'. */
export function newOutboxId(at: Date): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
}

/** Only ids of exactly this shape reach the file system, so an id from a URL cannot point outside the folder. */
export function isOutboxId(id: string): boolean {
  return OUTBOX_ID.test(id);
}

export async function writeOutboxFile(dir: string, id: string, record: object): Promise<void> {
  if (!isOutboxId(id)) throw new RangeError(`Not an outbox id: '${id}'`);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, id + JSON_SUFFIX);
  // The temporary name does not end in '.json', so listings skip it until the rename.
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(record, null, 2), { flag: 'wx' });
  await rename(temporary, file);
}

/** The newest `limit` records, newest first; none when the folder does not exist yet. */
export async function listOutboxFiles<T>(
  dir: string,
  parse: (value: unknown) => T,
  limit: number = DEFAULT_OUTBOX_LIMIT,
): Promise<T[]> {
  const ids = (await readdirOrEmpty(dir))
    .filter((name) => name.endsWith(JSON_SUFFIX))
    .map((name) => name.slice(0, -JSON_SUFFIX.length))
    .filter(isOutboxId)
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    ids.map(async (id) => parse(JSON.parse(await readFile(path.join(dir, id + JSON_SUFFIX), 'utf8')))),
  );
}

/** The record with this id, or null when the id is malformed or no such file exists. */
export async function readOutboxFile<T>(
  dir: string,
  id: string,
  parse: (value: unknown) => T,
): Promise<T | null> {
  if (!isOutboxId(id)) return null;
  try {
    return parse(JSON.parse(await readFile(path.join(dir, id + JSON_SUFFIX), 'utf8')));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
