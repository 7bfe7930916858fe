// Decision 823: the 7 book years of art. 52 AWR, counted from the end of the record's (Amsterdam) calendar year;
// and the export's contents as the privacy page lists them.
import { describe, expect, it } from 'vitest';
import {
  EXPORT_CONTENTS,
  exportContentsSentence,
  exportFileName,
  INVOICE_RETENTION_YEARS,
  retentionCutoff,
  retentionOver,
} from './personal-data.ts';

describe('retention of a closed account’s orders (decision 823)', () => {
  it('keeps 7 years', () => {
    expect(INVOICE_RETENTION_YEARS).toBe(7);
  });

  it.each([
    // now (UTC), the first moment still kept (UTC)
    ['2034-01-01T12:00:00Z', '2026-12-31T23:00:00Z'],
    ['2034-06-30T12:00:00Z', '2026-12-31T23:00:00Z'],
    // 31 December 23:30 UTC is already 1 January in Amsterdam.
    ['2033-12-31T23:30:00Z', '2026-12-31T23:00:00Z'],
    ['2033-12-31T22:30:00Z', '2025-12-31T23:00:00Z'],
  ])('at %s records from before %s go', (now, cutoff) => {
    expect(retentionCutoff(new Date(now)).toISOString()).toBe(new Date(cutoff).toISOString());
  });

  it.each([
    // record date, now, over?
    ['2026-06-15T10:00:00Z', '2033-12-31T12:00:00Z', false],
    ['2026-06-15T10:00:00Z', '2034-01-01T12:00:00Z', true],
    ['2026-01-01T00:30:00Z', '2034-01-01T12:00:00Z', true],
    // Paid at 23:30 UTC on 31 December 2026: an invoice of 1 January 2027 in Amsterdam, kept through 2034.
    ['2026-12-31T23:30:00Z', '2034-06-01T12:00:00Z', false],
    ['2026-12-31T23:30:00Z', '2035-01-01T12:00:00Z', true],
  ])('a record of %s at %s is over: %s', (record, now, over) => {
    expect(retentionOver(new Date(record), new Date(now))).toBe(over);
  });
});

describe('the export’s contents (decision 821)', () => {
  it('names each table once and lists them in one sentence', () => {
    const tables = EXPORT_CONTENTS.map((part) => part.table);
    expect(new Set(tables).size).toBe(tables.length);
    const sentence = exportContentsSentence();
    for (const part of EXPORT_CONTENTS) expect(sentence).toContain(part.label);
    expect(sentence).toMatch(/ en de e-mails die we je stuurden$/);
  });

  it('names the file by the day', () => {
    expect(exportFileName('2026-11-30')).toBe('leeswijzer-gegevens-2026-11-30.zip');
  });
});
