// Issue 30 (back office I): a staff list as a CSV download, streamed (decision 577). The rows come from a service
// in batches; each batch is written with csv-stringify when the client is ready for more (a pull stream holding at
// most one batch), so an export of 100,000 rows takes the memory of one batch, and a download broken off stops the
// reading. Written for Dutch Excel (decision 575): ';' between the fields and a UTF-8 byte-order mark (without it
// Excel reads é as Ã©), Windows line ends, and a field with a line break quoted. A cell that starts with =, +, -,
// @ (or a tab or carriage return) gets a leading apostrophe, so a name typed as a formula stays text in a
// spreadsheet (csv-stringify's escape_formulas, OWASP's advice for CSV injection).
import { stringify } from 'csv-stringify/sync';
import { amsterdamCalendarDate } from '../../domain/dates';
import { PRIVATE_HEADERS } from './forms.server';

const OPTIONS = {
  delimiter: ';',
  record_delimiter: 'windows',
  escape_formulas: true,
  // csv-stringify quotes a field holding the record delimiter (\r\n) only; a lone \n in a question would break
  // the row in Excel.
  quoted_match: /[\r\n]/,
} as const;

/**
 * An amount in euros as Dutch Excel reads a number (decision 597): a comma before the cents, no thousands
 * separator and no euro sign — '1234,50', '-12,00'.
 */
export function csvEuro(cents: number): string {
  const magnitude = Math.abs(cents);
  const euros = Math.floor(magnitude / 100);
  return `${cents < 0 ? '-' : ''}${euros},${String(magnitude % 100).padStart(2, '0')}`;
}

/** The download's file name: '{name}-{YYYY-MM-DD}.csv', today's date in the shop's time zone. */
export function csvFileName(name: string, now = new Date()): string {
  const safe = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${safe || 'export'}-${amsterdamCalendarDate(now)}.csv`;
}

/** A streamed CSV response: the header row, then each batch of rows as the client reads on. */
export function csvResponse(
  fileName: string,
  header: readonly string[],
  batches: AsyncGenerator<string[][]>,
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(stringify([[...header]], { ...OPTIONS, bom: true })));
      },
      async pull(controller) {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(stringify(next.value, OPTIONS)));
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    // One batch waiting at most: the next is read only when the client has taken the last.
    { highWaterMark: 1 },
  );
  return new Response(body, {
    headers: {
      ...PRIVATE_HEADERS,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}
