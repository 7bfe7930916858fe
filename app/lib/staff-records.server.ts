// The server side of the content pages staff edit row by row (issue 31 "Content": /beheer/mededelingen, /banners,
// /citaten; decisions 700–705): the row chosen with ?bewerk=<id>, the outcome a change went back with (?gedaan=…),
// and the one action — a plain POST with the CSRF token and an intent (add, save or delete); a change goes back to
// the list (303) saying what happened, a refused form answers 400 with its messages and what was typed.
import { type AppLoadContext, data, redirect } from 'react-router';
import type { StaffFeature } from '../../domain/staff-access';
import type { StaffRecordsService } from '../../server/content/staff-records';
import { PRIVATE_HEADERS, readForm } from './forms.server';
import { requireStaff } from './staff.server';

export const RECORD_OUTCOMES = ['added', 'saved', 'unchanged', 'deleted'] as const;
export type RecordOutcome = (typeof RECORD_OUTCOMES)[number];

/** What a change went back to the list with, or null. */
export function outcomeOf(url: URL): RecordOutcome | null {
  const done = url.searchParams.get('gedaan');
  return RECORD_OUTCOMES.includes(done as RecordOutcome) ? (done as RecordOutcome) : null;
}

/** The row ?bewerk=<id> names, null without one; a 404 for one that does not exist. */
export async function editedRow<Row>(url: URL, service: StaffRecordsService<Row>): Promise<Row | null> {
  const editing = url.searchParams.get('bewerk');
  if (editing === null) return null;
  const row = /^\d{1,9}$/.test(editing) ? await service.get(Number(editing)) : null;
  if (!row) throw data(null, { status: 404 });
  return row;
}

/** The page's action: add, save or delete one row of `service` for a staff member with `feature`. */
export async function recordAction<Row>(
  request: Request,
  context: AppLoadContext,
  page: {
    feature: StaffFeature;
    service: StaffRecordsService<Row>;
    path: string;
    /** The form's fields in page order (what a refusal gives back). */
    order: readonly string[];
    forms: { add: string; edit: string };
  },
) {
  const actor = requireStaff(context, page.feature);
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const back = (outcome: RecordOutcome) => redirect(`${page.path}?gedaan=${outcome}`, 303);
  const typed: Record<string, string> = Object.fromEntries(
    page.order.map((name) => [name, fields[name] ?? '']),
  );
  const id = /^\d{1,9}$/.test(fields.id ?? '') ? Number(fields.id) : null;
  const refused = (form: string, errors: object) =>
    data({ form, errors, values: typed }, { status: 400, headers: PRIVATE_HEADERS });
  if (fields.intent === 'add') {
    const result = await page.service.add(actor, fields);
    if (result.kind === 'invalid') return refused(page.forms.add, result.errors);
    throw back('added');
  }
  if (fields.intent === 'save' && id !== null) {
    const result = await page.service.save(actor, id, fields);
    if (result.kind === 'not-found') throw data(null, { status: 404 });
    if (result.kind === 'invalid') return refused(page.forms.edit, result.errors);
    throw back(result.kind);
  }
  if (fields.intent === 'delete' && id !== null) {
    const result = await page.service.remove(actor, id);
    if (result.kind === 'not-found') throw data(null, { status: 404 });
    throw back('deleted');
  }
  throw data(null, { status: 400 });
}
