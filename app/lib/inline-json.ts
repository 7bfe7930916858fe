// Structured data in the page (JSON-LD): shared by the book page and the breadcrumbs.
/** JSON for an inline <script>: '<' escaped so a title such as '</script>' cannot end the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
