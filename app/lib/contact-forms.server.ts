// The loader and action of the contact-type form pages (issue 15: /contact, /call-me-back, /press and their
// aliases): one shape for the three, thin around services.forms. Server-only (*.server.ts).
import { randomBytes } from 'node:crypto';
import { type AppLoadContext, data } from 'react-router';
import { CONTACT_FORM_FIELDS, type ContactFormKind } from '../../domain/contact-forms';
import type { ContactFormResult } from '../components/contact/types';
import { csrfRefusal, PRIVATE_HEADERS, readForm, throttledRefusal } from './forms.server';

/** What a form page needs: the token, a fresh key for this rendering, the text limit, the press books. */
export async function contactFormLoader(kind: ContactFormKind, context: AppLoadContext) {
  const forms = context.services.forms;
  const [{ maxTextLength }, books, settings] = await Promise.all([
    forms.settings(),
    kind === 'press' ? forms.pressBooks() : Promise.resolve([]),
    context.services.settings.all(),
  ]);
  return data(
    {
      csrf: context.auth.csrfToken(),
      // Decision 353: each rendered form has its own key; a resend of it (reload, double post) changes nothing.
      formKey: randomBytes(18).toString('base64url'),
      maxTextLength,
      books,
      contactPhone: settings.get('contactPhone') ?? '',
      contactEmail: settings.get('contactEmail') ?? '',
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** What was typed, to show again: the form's fields and its key, as sent. */
function typed(kind: ContactFormKind, fields: Readonly<Record<string, string>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of [...CONTACT_FORM_FIELDS[kind], 'form_key']) values[field] = fields[field] ?? '';
  return values;
}

export async function contactFormAction(kind: ContactFormKind, request: Request, context: AppLoadContext) {
  const { fields, csrfValid } = await readForm(request, context);
  const values = typed(kind, fields);
  if (!csrfValid) return csrfRefusal(values);
  let result;
  try {
    result = await context.services.forms.submit(kind, fields, { ip: context.auth.clientIp });
  } catch (error) {
    // Spec 3 §8 'General form error': errors.error_general, with the visitor's input kept.
    console.error(`[${context.requestId}] formulier ${kind} niet verstuurd:`, error);
    return data<ContactFormResult>(
      { sent: false, errors: {}, formError: { key: 'errors.error_general' }, values },
      { status: 500, headers: PRIVATE_HEADERS },
    );
  }
  if (result.kind === 'throttled') return throttledRefusal(values, result.retryAfterSeconds);
  if (result.kind === 'invalid')
    return data<ContactFormResult>(
      { sent: false, errors: result.errors, formError: null, values },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  return data<ContactFormResult>(
    { sent: true, errors: {}, formError: null, values },
    { headers: PRIVATE_HEADERS },
  );
}
