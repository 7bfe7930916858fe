// Issue 31 "Interface texts" (decisions 650–654): what /beheer/teksten reads and changes. Every key — the default
// files' (server/content/texts) and any override-only row of interface_texts — with its default, its override and
// the text the shop shows; a search by key or text (case and accents ignored); saving an override and resetting a
// key to its default, each in one transaction with its audit line (who, before → after) and the texts' version
// raised (server/content/texts.ts), so every process shows the change within 5 s; and a key's history from the log.
import { and, eq } from 'drizzle-orm';
import type { FieldErrors } from '../../domain/account-forms.ts';
import {
  cleanInterfaceText,
  interfaceTextFormErrors,
  TEXT_FIELD,
  textMatches,
} from '../../domain/interface-texts.ts';
import { type AuditLine, auditLinesOf, recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { interfaceTexts } from './schema.ts';
import { bumpTextsVersion, type Lang, type TextsService } from './texts.ts';
import { defaultTextsNl } from './texts/index.ts';

/** The language staff edit: the shop is Dutch only (SUPPORTED_LANGS). */
const LANG: Lang = 'nl';

export interface StaffText {
  key: string;
  /** The default file's text; null for a key only the table has. */
  fallback: string | null;
  /** The staff override; null when the default shows. */
  override: string | null;
  /** What the shop shows: the override, else the default. */
  text: string;
}

export type SaveTextResult =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; errors: FieldErrors };

export type ResetTextResult = { kind: 'reset' } | { kind: 'unchanged' } | { kind: 'not-found' };

export interface StaffTextsService {
  /** The keys matching the search, by key, a page of them; total counts every match. */
  list(query: { q: string; page: number; perPage: number }): Promise<{ texts: StaffText[]; total: number }>;
  /** One key with its history (the audit lines about it, newest first); null for a key nobody knows. */
  get(key: string): Promise<{ text: StaffText; history: AuditLine[] } | null>;
  save(actorId: number, key: string, typed: string): Promise<SaveTextResult>;
  reset(actorId: number, key: string): Promise<ResetTextResult>;
}

/** The audit log's subject for a key: its history is the lines with this subject. */
export function textSubject(key: string): string {
  return `tekst ${key}`;
}

const fallbackOf = (key: string): string | null =>
  Object.hasOwn(defaultTextsNl, key) ? defaultTextsNl[key]! : null;

const entryOf = (key: string, override: string | null): StaffText => {
  const fallback = fallbackOf(key);
  return { key, fallback, override, text: override ?? fallback ?? '' };
};

/** `texts` is this process's texts service: its own edits show here at once, other processes' at their check. */
export function createStaffTextsService(db: Db, texts: TextsService): StaffTextsService {
  const overrideOf = async (tx: Db, key: string, forUpdate: boolean): Promise<string | null> => {
    const query = tx
      .select({ value: interfaceTexts.value })
      .from(interfaceTexts)
      .where(and(eq(interfaceTexts.lang, LANG), eq(interfaceTexts.key, key)));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row?.value ?? null;
  };

  return {
    async list({ q, page, perPage }) {
      const rows = await db
        .select({ key: interfaceTexts.key, value: interfaceTexts.value })
        .from(interfaceTexts)
        .where(eq(interfaceTexts.lang, LANG));
      const overrides = new Map(rows.map((row) => [row.key, row.value]));
      // About 2,000 keys: filtered and sorted in memory, where accents are cheap to ignore.
      const keys = [...new Set([...Object.keys(defaultTextsNl), ...overrides.keys()])].sort();
      const matching = keys
        .map((key) => entryOf(key, overrides.get(key) ?? null))
        .filter((entry) => textMatches(q, entry));
      return { texts: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
    },

    async get(key) {
      const override = await overrideOf(db, key, false);
      if (override === null && fallbackOf(key) === null) return null;
      const history = await auditLinesOf(db, textSubject(key));
      return { text: entryOf(key, override), history: history.reverse() };
    },

    async save(actorId, key, typed) {
      const fallback = fallbackOf(key);
      const errors = interfaceTextFormErrors({ [TEXT_FIELD]: typed }, fallback);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      const value = cleanInterfaceText(typed);
      const result = await db.transaction(async (tx): Promise<SaveTextResult> => {
        const before = await overrideOf(tx, key, true);
        if (before === null && fallback === null) return { kind: 'not-found' };
        if (before === value) return { kind: 'unchanged' };
        await tx
          .insert(interfaceTexts)
          .values({ lang: LANG, key, value })
          .onConflictDoUpdate({ target: [interfaceTexts.lang, interfaceTexts.key], set: { value } });
        await recordAudit(tx, {
          actorId,
          action: 'text.save',
          subject: textSubject(key),
          before: { tekst: before ?? fallback },
          after: { tekst: value },
        });
        await bumpTextsVersion(tx);
        return { kind: 'saved' };
      });
      if (result.kind === 'saved') texts.invalidate();
      return result;
    },

    async reset(actorId, key) {
      const fallback = fallbackOf(key);
      const result = await db.transaction(async (tx): Promise<ResetTextResult> => {
        const [removed] = await tx
          .delete(interfaceTexts)
          .where(and(eq(interfaceTexts.lang, LANG), eq(interfaceTexts.key, key)))
          .returning({ value: interfaceTexts.value });
        if (!removed) return fallback === null ? { kind: 'not-found' } : { kind: 'unchanged' };
        await recordAudit(tx, {
          actorId,
          action: 'text.reset',
          subject: textSubject(key),
          before: { tekst: removed.value },
          after: { tekst: fallback },
        });
        await bumpTextsVersion(tx);
        return { kind: 'reset' };
      });
      if (result.kind === 'reset') texts.invalidate();
      return result;
    },
  };
}
