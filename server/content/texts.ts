// Interface texts: defaults from the file, overridden per key by rows in interface_texts. Pages get them once per
// visit as a versioned script (issue 16: /texts/{version}.js, server/http/texts-asset.ts) instead of in every
// page's loader data; the version is a hash of the texts, so a staff edit gives a new address as soon as the
// cache below is refilled. Issue 31 (decision 651): a staff edit raises the counter in interface_texts_version in
// its transaction; each process reads that counter at most every VERSION_CHECK_MS before it serves texts and drops
// its cached texts when it moved, so an edit shows in every process within 5 s (DATA_CACHE_SECONDS still bounds
// a row changed by hand).
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { TEXTS_GLOBAL, type Texts } from '../../domain/texts.ts';
import type { Db } from '../db/client.ts';
import { interfaceTexts, interfaceTextsVersion } from './schema.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { defaultTextsNl } from './texts/index.ts';
import { keptVersions } from '../../domain/kept-versions.ts';

export const SUPPORTED_LANGS = ['nl'] as const;
export type Lang = (typeof SUPPORTED_LANGS)[number];

/** The static pages' long texts travel with their own page only (decision #336), never with the shared texts. */
export const STATIC_TEXTS_PREFIX = 'static.';

/** The texts every page uses, their version and the script that hands them to the browser. */
export interface SharedTexts {
  /** 12 hex digits of the SHA-256 of the texts: their address changes whenever one text does. */
  version: string;
  texts: Texts;
  /** `globalThis.__lwTexts = {version, texts}` as served at /texts/{version}.js. */
  script: string;
}

export interface TextsService {
  texts(lang: Lang): Promise<Texts>;
  /** All texts but the static pages', with their version (cached with the texts). */
  shared(lang: Lang): Promise<SharedTexts>;
  /**
   * The shared texts of this version: the current ones, one of the last few this process made, or — when another
   * process already has a newer version (WORKERS) — a fresh read from the database, at most one per
   * FRESH_READ_INTERVAL_MS; null when none has it.
   */
  sharedVersion(lang: Lang, version: string): Promise<SharedTexts | null>;
  /** Forgets the cached texts and the pages (onChanged) and reads the version row again on the next use (this process's own edit). */
  invalidate(): void;
  /** Called when this process finds the texts changed (its own edit or another process's): the page cache empties. */
  onChanged(listener: () => void): void;
}

/** How often a process asks whether the texts changed: with the page cache emptied too, a change shows within 5 s. */
export const VERSION_CHECK_MS = 2_000;

/** Raises the texts' version in the edit's transaction (tx); every process reloads its texts on its next check. */
export async function bumpTextsVersion(tx: Db): Promise<void> {
  await tx
    .insert(interfaceTextsVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: interfaceTextsVersion.id,
      set: { version: sql`${interfaceTextsVersion.version} + 1` },
    });
}

async function textsVersionOf(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: interfaceTextsVersion.version })
    .from(interfaceTextsVersion)
    .where(eq(interfaceTextsVersion.id, 1));
  return row?.version ?? 0;
}

/** Versions kept per process after the texts changed: pages cached before the change still find theirs. */
const RECENT_VERSIONS = 4;
/**
 * An unknown version reads the texts afresh at most this often per process: /texts/{version}.js is public, and
 * every made-up version would otherwise cost a read, a serialisation and a hash of all texts.
 */
export const FRESH_READ_INTERVAL_MS = 5_000;

export function createTextsService(db: Db, now: () => number = Date.now): TextsService {
  const cache = createTtlCache<Lang, Texts>();
  const shared = new WeakMap<Texts, SharedTexts>();
  const recent = keptVersions<SharedTexts>(RECENT_VERSIONS);
  let freshReadAt = Number.NEGATIVE_INFINITY;
  const listeners: (() => void)[] = [];
  // The version row as last read, when, and the read under way (concurrent requests share it).
  let seenVersion: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  const check = (): Promise<void> => {
    if (checking) return checking;
    if (now() - checkedAt < VERSION_CHECK_MS) return Promise.resolve();
    checkedAt = now();
    checking = textsVersionOf(db)
      .then((version) => {
        if (seenVersion !== null && version !== seenVersion) {
          cache.clear();
          for (const listener of listeners) listener();
        }
        seenVersion = version;
      })
      .catch(() => {
        // The next request asks again; the cached texts serve meanwhile (their TTL still bounds them).
        checkedAt = Number.NEGATIVE_INFINITY;
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  const read = async (lang: Lang): Promise<Texts> => {
    const rows = await db
      .select({ key: interfaceTexts.key, value: interfaceTexts.value })
      .from(interfaceTexts)
      .where(eq(interfaceTexts.lang, lang));
    return Object.freeze({ ...defaultTextsNl, ...Object.fromEntries(rows.map((r) => [r.key, r.value])) });
  };
  const texts = async (lang: Lang) => {
    await check();
    return cache.get(lang, () => read(lang));
  };
  const sharedOf = (all: Texts): SharedTexts => {
    const known = shared.get(all);
    if (known) return known;
    const made = sharedTexts(all);
    shared.set(all, made);
    recent.register(made.version, made);
    return made;
  };

  return {
    texts,
    shared: async (lang) => sharedOf(await texts(lang)),
    sharedVersion: async (lang, version) => {
      const current = sharedOf(await texts(lang));
      if (current.version === version) return current;
      const kept = recent.get(version);
      if (kept) return kept;
      if (now() - freshReadAt < FRESH_READ_INTERVAL_MS) return null;
      freshReadAt = now();
      const fresh = sharedOf(await read(lang));
      return fresh.version === version ? fresh : null;
    },
    invalidate: () => {
      cache.clear();
      checkedAt = Number.NEGATIVE_INFINITY;
      // This process's own edit empties its page cache at once: a cached page is served without asking for the
      // texts, so waiting for the next check would keep the old text until some other page asked (decision #708).
      seenVersion = null;
      for (const listener of listeners) listener();
    },
    onChanged: (listener) => {
      listeners.push(listener);
    },
  };
}

function sharedTexts(all: Texts): SharedTexts {
  const texts = Object.freeze(
    Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith(STATIC_TEXTS_PREFIX))),
  );
  const json = JSON.stringify(texts);
  const version = createHash('sha256').update(json).digest('hex').slice(0, 12);
  // JSON is a JavaScript expression (ES2019 allows U+2028/2029 in strings), so the script is the JSON itself.
  const script = `globalThis.${TEXTS_GLOBAL}=${JSON.stringify({ version, texts })};\n`;
  return { version, texts, script };
}
