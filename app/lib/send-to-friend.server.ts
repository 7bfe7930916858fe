// The loader and action of the tell-a-friend form (issue 15 #4), used by /send-to-friend/{sku}: the page a browser
// without JavaScript posts to, and the data and action the book page's tell-a-friend section fetches with it.
// Thin around services.sendToFriend; the partner code is the visitor's affiliate cookie, never the posted field.
// Server-only (*.server.ts).
import { randomBytes } from 'node:crypto';
import { type AppLoadContext, data } from 'react-router';
import { fieldOrder, MAX_RECIPIENTS, parseRecipients } from '../../domain/send-to-friend';
import type { FriendFormData, FriendFormResult } from '../components/book/tell-a-friend/types';
import { affiliateOf } from './checkout.server';
import { PRIVATE_HEADERS, readForm } from './forms.server';

/** Decision 353: each rendered form has its own key; a resend of it (reload, double post) changes nothing. */
const newFormKey = () => randomBytes(18).toString('base64url');

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function sendToFriendLoader(sku: string, request: Request, context: AppLoadContext) {
  const [form, profile] = await Promise.all([
    context.services.sendToFriend.form(sku),
    context.viewer.loggedIn ? context.services.accounts.profile(context.viewer) : Promise.resolve(null),
  ]);
  if (!form) notFound();
  return data<FriendFormData>(
    {
      csrf: context.auth.csrfToken(),
      formKey: newFormKey(),
      maxTextLength: form.maxTextLength,
      book: form.book,
      prefill: {
        firstname: profile?.personal.firstname ?? '',
        lastname: profile?.personal.lastname ?? '',
        email: profile?.email ?? '',
      },
      partnerCode: affiliateOf(request) ?? '',
      maxRecipients: MAX_RECIPIENTS,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** What was typed, to show again: the form's fields for its rows, and its key. */
function typed(fields: Readonly<Record<string, string>>, rows: number): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of [...fieldOrder(rows), 'form_key']) values[field] = fields[field] ?? '';
  return values;
}

export async function sendToFriendAction(sku: string, request: Request, context: AppLoadContext) {
  const { fields, csrfValid } = await readForm(request, context);
  const { rows } = parseRecipients(fields);
  const values = typed(fields, rows);
  const answer = (
    result: Omit<FriendFormResult, 'rows'> & { rows?: number },
    status = 200,
    headers: Record<string, string> = {},
  ) => data<FriendFormResult>({ rows, ...result }, { status, headers: { ...PRIVATE_HEADERS, ...headers } });
  // 'Nog een ontvanger': the same form with one more recipient row, nothing checked or sent.
  if (fields.intent === 'add_recipient')
    return answer({
      sent: false,
      errors: {},
      formError: null,
      values,
      rows: Math.min(MAX_RECIPIENTS, rows + 1),
    });
  // The account forms' answers (app/lib/forms.server.ts) with this form's rows: nothing done, the input kept.
  if (!csrfValid)
    return answer({ sent: false, errors: {}, formError: { key: 'form_errors.csrf' }, values }, 403);
  let result;
  try {
    result = await context.services.sendToFriend.send(sku, fields, {
      ip: context.auth.clientIp,
      partnerCode: affiliateOf(request),
    });
  } catch (error) {
    // Spec 3 §8 'General form error': errors.error_general, with the visitor's input kept.
    console.error(`[${context.requestId}] tip een vriend niet verstuurd:`, error);
    return answer({ sent: false, errors: {}, formError: { key: 'errors.error_general' }, values }, 500);
  }
  if (result.kind === 'unknown_book') notFound();
  if (result.kind === 'throttled') {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    return answer(
      { sent: false, errors: {}, formError: { key: 'errors.throttled', params: { minutes } }, values },
      429,
      { 'retry-after': String(result.retryAfterSeconds) },
    );
  }
  // Decision 520: over an hourly mail cap: the messages next to the recipients over it, the input kept.
  if (result.kind === 'capped')
    return answer({ sent: false, errors: result.errors, formError: result.formError, values }, 429, {
      'retry-after': String(result.retryAfterSeconds),
    });
  if (result.kind === 'invalid')
    return answer({ sent: false, errors: result.errors, formError: result.formError, values }, 400);
  // Spec 3 §4 'A successful send-to-friend clears the form': no values, one row, the next form's own key.
  return answer({ sent: true, errors: {}, formError: null, values: {}, rows: 1, formKey: newFormKey() });
}
