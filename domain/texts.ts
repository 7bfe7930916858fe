// Interface texts are templates with {name} placeholders ('Gebruik minimaal {n} karakters').

export type Texts = Readonly<Record<string, string>>;

/**
 * Issue 16: pages load the shared interface texts once per visit from this versioned, long-cached address (the
 * version is a hash of the texts); the script sets `globalThis[TEXTS_GLOBAL] = { version, texts }`.
 */
export const TEXTS_GLOBAL = '__lwTexts';
/** The script element's id: hydration waits for its load event when the texts are not there yet. */
export const TEXTS_SCRIPT_ID = 'lw-texts';
export const TEXTS_VERSION_PATTERN = /^[0-9a-f]{12}$/;

export function textsScriptPath(version: string): string {
  return `/texts/${version}.js`;
}

export function formatText(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The text for a key, or the key itself so a missing text shows up instead of a blank. */
export function text(texts: Texts, key: string, params?: Readonly<Record<string, string | number>>): string {
  const template = texts[key];
  return template === undefined ? key : formatText(template, params);
}
