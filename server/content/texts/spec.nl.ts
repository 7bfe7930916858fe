// Texts quoted by the specification, verbatim, by key. Filled from ../shared/spec.
export const specTextsNl: Readonly<Record<string, string>> = {};
