// Text put into HTML we write by hand (mails, generated newsletter pages, the dev mail list): the five
// characters that could end an attribute or start a tag.
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
