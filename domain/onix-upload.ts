// Issue 31 (decision #667): the ONIX upload's form at /beheer/catalogus/import — one rule for the browser's check
// and the server's (server/http/catalogue-upload.ts), and the server's refusals as the page names them. Whether the
// file is ONIX 3.0 is the import's to say (its report); the form only asks for an .xml file. Pure.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';

export const ONIX_FILE_FIELD = 'bestand';
/**
 * The largest file taken (decision #668): a night's delta or a publisher's list is megabytes; a whole trade
 * catalogue (about 3 GB for a million records) goes through `npm run import:onix` — an upload must also arrive
 * within the shop's request timeout (30 s, server/http/app.ts).
 */
export const MAX_ONIX_UPLOAD_GB = 1;

/** A file chosen, ending in .xml (a browser gives 'C:\fakepath\titels.xml'; the server the name sent). */
export function onixUploadErrors(fields: PostedFields): FieldErrors {
  const name = (fields[ONIX_FILE_FIELD] ?? '').trim();
  if (!name) return { [ONIX_FILE_FIELD]: { key: 'beheer.import.file_missing' } };
  if (!/\.xml$/i.test(name)) return { [ONIX_FILE_FIELD]: { key: 'beheer.import.file_not_xml' } };
  return {};
}

/** Why the server sent an upload back (?fout=…), each said by the file field. */
export const UPLOAD_REFUSALS = {
  'geen-bestand': { key: 'beheer.import.file_missing' },
  'geen-xml': { key: 'beheer.import.file_not_xml' },
  'te-groot': { key: 'beheer.import.file_too_big', params: { gb: MAX_ONIX_UPLOAD_GB } },
  bezig: { key: 'beheer.import.busy' },
} as const satisfies Record<string, TextRef>;

export type UploadRefusal = keyof typeof UPLOAD_REFUSALS;

/** The refusal an address names, or null for none (or one the page does not know). */
export function uploadRefusalOf(value: string | null): UploadRefusal | null {
  return value !== null && Object.hasOwn(UPLOAD_REFUSALS, value) ? (value as UploadRefusal) : null;
}
