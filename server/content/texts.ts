// Interface texts: defaults from the file, overridden per key by rows in interface_texts.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { interfaceTexts } from '../db/schema.ts';
import { defaultTextsNl } from './texts/index.ts';

const CACHE_MS = 30_000;
export const SUPPORTED_LANGS = ['nl'] as const;
export type Lang = (typeof SUPPORTED_LANGS)[number];

export interface TextsService {
  texts(lang: Lang): Promise<Readonly<Record<string, string>>>;
  invalidate(): void;
}

export function createTextsService(db: Db): TextsService {
  const cache = new Map<Lang, { at: number; texts: Promise<Readonly<Record<string, string>>> }>();
  return {
    texts(lang) {
      const hit = cache.get(lang);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.texts;
      const texts = db
        .select({ key: interfaceTexts.key, value: interfaceTexts.value })
        .from(interfaceTexts)
        .where(eq(interfaceTexts.lang, lang))
        .then((rows) =>
          Object.freeze({ ...defaultTextsNl, ...Object.fromEntries(rows.map((r) => [r.key, r.value])) }),
        );
      texts.catch(() => cache.delete(lang));
      cache.set(lang, { at: Date.now(), texts });
      return texts;
    },
    invalidate: () => cache.clear(),
  };
}
