import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * For the top-list routes: their data does not depend on the query (`?view=` only changes how the list is
 * shown), so a view switch on the same page does not fetch the list again.
 */
export function revalidateUnlessSameList({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
