// The server side of the content pages whose saves carry a version (issue 31 "Content": /beheer/evenementen and
// /beheer/top10, decision 720): like app/lib/staff-records.server.ts's recordAction — a plain POST with the CSRF
// token and an intent (add or save), a change back to the list (303) saying what happened, a refused form 400 with
// its messages and what was typed — and a save whose form was shown before someone else's save answers 409 with
// what was typed and `stale`, so the page can say so instead of overwriting the other change. A page with `remove`
// also takes intent delete (decision 743): deleted goes back to the list, a refusal answers 409 with its message
// under the delete form's name (field `id`).
import { type AppLoadContext, data, redirect } from 'react-router';
import type { FieldErrors, PostedFields, TextRef } from '../../domain/account-forms';
import type { StaffFeature } from '../../domain/staff-access';
import { PRIVATE_HEADERS, readForm } from './forms.server';
import type { RecordOutcome } from './staff-records.server';
import { VERSION_FIELD } from './staff-version';
import { requireStaff } from './staff.server';

type Invalid = { kind: 'invalid'; errors: FieldErrors };

export async function versionedAction(
  request: Request,
  context: AppLoadContext,
  page: {
    feature: StaffFeature;
    path: string;
    order: readonly string[];
    forms: { add: string; edit: string; remove?: string };
    add(actor: number, fields: PostedFields): Promise<{ kind: 'added' } | Invalid>;
    save(
      actor: number,
      id: number,
      fields: PostedFields,
      version: string,
    ): Promise<{ kind: 'saved' | 'unchanged' | 'not-found' | 'stale' } | Invalid>;
    remove?(
      actor: number,
      id: number,
    ): Promise<{ kind: 'deleted' | 'not-found' } | { kind: 'refused'; message: TextRef }>;
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
  const refused = (form: string, errors: FieldErrors, stale = false) =>
    data({ form, errors, values: typed, stale }, { status: stale ? 409 : 400, headers: PRIVATE_HEADERS });
  if (fields.intent === 'add') {
    const result = await page.add(actor, fields);
    if (result.kind === 'invalid') return refused(page.forms.add, result.errors);
    throw back('added');
  }
  if (fields.intent === 'save' && id !== null) {
    const result = await page.save(actor, id, fields, fields[VERSION_FIELD] ?? '');
    if (result.kind === 'not-found') throw data(null, { status: 404 });
    if (result.kind === 'invalid') return refused(page.forms.edit, result.errors);
    if (result.kind === 'stale') return refused(page.forms.edit, {}, true);
    throw back(result.kind);
  }
  if (fields.intent === 'delete' && id !== null && page.remove) {
    const result = await page.remove(actor, id);
    if (result.kind === 'not-found') throw data(null, { status: 404 });
    if (result.kind === 'refused')
      return data(
        {
          form: page.forms.remove ?? page.forms.edit,
          errors: { id: result.message },
          values: typed,
          stale: false,
        },
        { status: 409, headers: PRIVATE_HEADERS },
      );
    throw back('deleted');
  }
  throw data(null, { status: 400 });
}
