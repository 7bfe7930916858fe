// The loader and action of the review form (issue 15 #3) at /recensie/{sku}: the book page's form posts here (a
// fetcher with JavaScript, a plain post without), and this page shows the form again with its messages or the
// thanks. Thin around services.reviews. Server-only (*.server.ts).
import { randomBytes } from 'node:crypto';
import { type AppLoadContext, data } from 'react-router';
import { REVIEW_SHOW_FLAGS, REVIEW_TEXT_FIELDS } from '../../domain/review-form';
import type { ReviewFormResult } from '../components/book/reviews/types';
import { csrfRefusal, PRIVATE_HEADERS, readForm, throttledRefusal } from './forms.server';

/** The standalone form page: the book, the form's setup, a token and a fresh key for this rendering. */
export async function reviewFormLoader(sku: string, context: AppLoadContext) {
  const result = await context.services.bookPage.bookPage(sku);
  if (result.kind !== 'found') throw data(null, { status: 404 });
  const { book } = result.page;
  return data(
    {
      book: { sku: book.sku, title: book.title },
      setup: await context.services.reviews.formContext(context.viewer),
      csrf: context.auth.csrfToken(),
      // Decision 353: each rendered form has its own key; a resend of it (reload, double post) changes nothing.
      formKey: randomBytes(18).toString('base64url'),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** What was typed, to show again. */
function typed(fields: Readonly<Record<string, string>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of [...REVIEW_TEXT_FIELDS, ...REVIEW_SHOW_FLAGS, 'form_key'])
    values[field] = fields[field] ?? '';
  return values;
}

const answer = (
  result: Omit<ReviewFormResult, 'formError' | 'preview'> & Partial<ReviewFormResult>,
  status = 200,
) =>
  data<ReviewFormResult>({ formError: null, preview: null, ...result }, { status, headers: PRIVATE_HEADERS });

export async function reviewFormAction(sku: string, request: Request, context: AppLoadContext) {
  const { fields, csrfValid } = await readForm(request, context);
  const values = typed(fields);
  // Decision 377: a logged-in reviewer's post needs the session's token (their account's email goes with it); an
  // anonymous one has none on the page-cached book page and is held by the cross-site guard, honeypot and limits.
  if (context.viewer.loggedIn && !csrfValid) return csrfRefusal(values);
  const reviews = context.services.reviews;
  let result;
  try {
    result =
      fields.intent === 'preview'
        ? await reviews.preview(fields, context.viewer)
        : await reviews.submit(sku, fields, { ip: context.auth.clientIp, viewer: context.viewer });
  } catch (error) {
    // Spec 3 §8 'General form error': errors.error_general, with the reviewer's input kept.
    console.error(`[${context.requestId}] recensie voor ${sku} niet verstuurd:`, error);
    return answer({ sent: false, errors: {}, formError: { key: 'errors.error_general' }, values }, 500);
  }
  switch (result.kind) {
    case 'unknown-book':
      throw data(null, { status: 404 });
    case 'throttled':
      return throttledRefusal(values, result.retryAfterSeconds);
    case 'invalid':
      return answer({ sent: false, errors: result.errors, values }, 400);
    case 'preview':
      return answer({ sent: false, errors: {}, values, preview: result.preview });
    case 'ok':
      return answer({ sent: true, errors: {}, values });
  }
}
