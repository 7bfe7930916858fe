// Route parameters parsed with zod on the server only (a `.server` module never reaches the browser bundle,
// so zod stays out of the first load).
import { z } from 'zod';
import { type PageView, parsePageView } from '../../domain/paging';

const nameSchema = z.string().trim().min(1).max(200);

/** A list's subject from the address (category name, author, language …); null when unusable. */
export function subjectParam(value: string | undefined): string | null {
  const parsed = nameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The list state of this request; malformed values fall back to the page's defaults. */
export function pageViewOf(request: Request, defaults: Partial<PageView> = {}): PageView {
  return parsePageView(new URL(request.url).searchParams, defaults);
}
