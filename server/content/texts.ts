// Interface texts: defaults from the file, overridden per key by rows in interface_texts.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { interfaceTexts } from './schema.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { defaultTextsNl } from './texts/index.ts';

export const SUPPORTED_LANGS = ['nl'] as const;
export type Lang = (typeof SUPPORTED_LANGS)[number];

export interface TextsService {
  texts(lang: Lang): Promise<Readonly<Record<string, string>>>;
  invalidate(): void;
}

export function createTextsService(db: Db): TextsService {
  const cache = createTtlCache<Lang, Readonly<Record<string, string>>>();
  return {
    texts: (lang) =>
      cache.get(lang, async () => {
        const rows = await db
          .select({ key: interfaceTexts.key, value: interfaceTexts.value })
          .from(interfaceTexts)
          .where(eq(interfaceTexts.lang, lang));
        return Object.freeze({ ...defaultTextsNl, ...Object.fromEntries(rows.map((r) => [r.key, r.value])) });
      }),
    invalidate: () => cache.clear(),
  };
}
