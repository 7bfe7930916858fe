// Spec 1 §2.1 home query parameters, on / and /all-books: isbn or ISBN → the book page; guid → the payment
// result; quote → that quote; mailing={tag}&view=web|pdf → the newsletter dialog. pc/PC is handled by
// affiliate.server.ts. Every value is validated; a bad one is ignored, never an error page.
import { z } from 'zod';
import { toIsbn13 } from '../../domain/isbn';

const isbnSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z -]{1,20}$/);
const guidSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const quoteSchema = z.coerce.number().int().positive().max(2_147_483_647);
const mailingSchema = z.string().regex(/^mailing\d{4}$/);
const viewSchema = z.enum(['web', 'pdf']);

export interface HomeParams {
  /** Where the home sends the visitor instead of rendering, or null. */
  redirect: string | null;
  quoteId: number | undefined;
  /** The newsletter to open in a dialog (spec 1 §2.1 '/?mailing={tag}&view={web or pdf}'). */
  mailing: { tag: string; view: 'web' | 'pdf' | undefined } | null;
  /** This address without the dialog's parameters: closing the dialog goes there. */
  closeHref: string;
}

function first(url: URL, ...names: string[]): string | null {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null) return value;
  }
  return null;
}

export function homeParams(url: URL): HomeParams {
  const isbn = isbnSchema.safeParse(first(url, 'isbn', 'ISBN'));
  const guid = guidSchema.safeParse(url.searchParams.get('guid'));
  const quote = quoteSchema.safeParse(url.searchParams.get('quote') ?? undefined);
  const mailing = mailingSchema.safeParse(url.searchParams.get('mailing'));
  const view = viewSchema.safeParse(url.searchParams.get('view'));

  const rest = new URLSearchParams(url.searchParams);
  rest.delete('mailing');
  rest.delete('view');
  const query = rest.toString();

  return {
    redirect: isbn.success
      ? // Issue 16: an ISBN typed with hyphens or spaces goes to its book's address at once.
        `/book/${encodeURIComponent(toIsbn13(isbn.data) ?? isbn.data)}`
      : guid.success
        ? `/payment-result?guid=${guid.data}`
        : null,
    quoteId: quote.success ? quote.data : undefined,
    mailing: mailing.success ? { tag: mailing.data, view: view.success ? view.data : undefined } : null,
    closeHref: `${url.pathname}${query ? `?${query}` : ''}`,
  };
}
