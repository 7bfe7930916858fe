// Interface texts are templates with {name} placeholders ('Gebruik minimaal {n} karakters').

export type Texts = Readonly<Record<string, string>>;

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
