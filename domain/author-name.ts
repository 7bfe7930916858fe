// An author's name as the shop shows it: first name, prefix ('van der') and last name, skipping blank parts.
// One rule for the book page, the lists, the sidebar's authors and the sitemap page (issue 12 #8).

export function authorFullName(
  firstname: string | null | undefined,
  prefix: string | null | undefined,
  lastname: string | null | undefined,
): string {
  return [firstname, prefix, lastname]
    .filter((part): part is string => !!part && part.trim() !== '')
    .join(' ');
}
