// Issue 32 (decisions 820, 821): a customer's data export — one ZIP (yazl, streamed) with a JSON file per table
// of every capability's part (server/privacy/registry.ts), the invoice PDFs of the invoiced orders (made as the
// orders tab makes them, one at a time, so memory holds one PDF) and LEESMIJ.txt saying what each file holds. The
// response starts at once; the ZIP's entries follow as they are ready.
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { EXPORT_CONTENTS, EXPORT_INVOICE_FOLDER } from '../../domain/personal-data.ts';
import type { Db } from '../db/client.ts';
import type { DataSubject, PersonalDataPart } from '../lib/personal-data.ts';

/** The invoice PDF of an order by its guid (services.orders.invoice); anything but 'ok' is left out. */
export type InvoicePdf = (
  guid: string,
) => Promise<{ kind: 'ok'; pdf: Buffer; filename: string } | { kind: string }>;

export interface ExportSources {
  db: Db;
  parts: readonly PersonalDataPart[];
  invoices: readonly { guid: string; invoiceNumber: string }[];
  invoicePdf: InvoicePdf;
}

function readme(subject: DataSubject, now: Date, invoices: number): string {
  const lines = [
    'Je gegevens bij Leeswijzer',
    '',
    `Gemaakt op ${now.toISOString()} voor ${subject.email}.`,
    'Elk bestand .json bevat de rijen die we over je bewaren, zoals ze in onze database staan.',
    '',
    ...EXPORT_CONTENTS.map((part) => `${part.table}.json: ${part.label}`),
    '',
    `${EXPORT_INVOICE_FOLDER}/: je facturen als pdf (${invoices}).`,
    '',
    'Wachtwoorden en de sleutels van je sessies en links staan er niet in: we bewaren ze alleen als',
    'onherleidbare hash, en ze zeggen niets over jou.',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The ZIP as a stream. A failure while it is made ends the stream with that error (the download breaks off
 * rather than delivering a ZIP that misses part of the data).
 */
export function exportArchive(subject: DataSubject, sources: ExportSources, now: Date): Readable {
  const zip = new ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  const options = { mtime: now };
  void (async () => {
    zip.addBuffer(Buffer.from(readme(subject, now, sources.invoices.length), 'utf8'), 'LEESMIJ.txt', options);
    for (const part of sources.parts) {
      const tables = await part.collect(sources.db, subject);
      for (const table of part.tables) {
        const json = JSON.stringify(tables[table] ?? [], null, 2);
        zip.addBuffer(Buffer.from(json, 'utf8'), `${table}.json`, options);
      }
    }
    for (const invoice of sources.invoices) {
      const made = await sources.invoicePdf(invoice.guid);
      if (made.kind === 'ok' && 'pdf' in made)
        zip.addBuffer(made.pdf, `${EXPORT_INVOICE_FOLDER}/${made.filename}`, { ...options, compress: false });
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
