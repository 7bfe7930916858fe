// Interface texts (issue 16): sent once per visit as a versioned, long-cached script (/texts/{version}.js, see
// app/components/shell/TextsScript.tsx) instead of in every page's loader data. The root loader names the
// version; on the server the render reads the texts the root loader registered here under that version, in the
// browser those the script handed over before hydration.
import { useRouteLoaderData } from 'react-router';
import { TEXTS_GLOBAL, type Texts, text } from '../../domain/texts';
import type { RootData } from '../root';
import { keptVersions } from '../../domain/kept-versions';

export type T = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** Versions kept per process: renders of pages made just before a staff edit still find theirs. */
const known = keptVersions<Texts>();
const NONE: Texts = {};

/** The root loader's part on the server: the texts of this version, for the render that follows. */
export function registerTexts(version: string, texts: Texts): void {
  known.register(version, texts);
}

/**
 * The texts of a version. In the browser the script's texts; a later version (staff edited the texts during the
 * visit) keeps the visit's texts until the next page load. Undefined without a version (the root loader failed).
 */
export function textsOf(version: string | undefined): Texts | undefined {
  if (version === undefined) return undefined;
  const loaded = (globalThis as { [TEXTS_GLOBAL]?: { version: string; texts: Texts } })[TEXTS_GLOBAL];
  if (loaded && !known.has(loaded.version)) registerTexts(loaded.version, loaded.texts);
  return known.get(version) ?? (loaded ? loaded.texts : undefined);
}

/** The version the root loader named (undefined when it failed). */
export function useTextsVersion(): string | undefined {
  return (useRouteLoaderData('root') as RootData | undefined)?.textsVersion;
}

/** All shared interface texts (empty when the root loader failed). */
export function useTexts(): Texts {
  return textsOf(useTextsVersion()) ?? NONE;
}

export function useT(): T {
  const texts = useTexts();
  return (key, params) => text(texts, key, params);
}
