// Issue 32 (decision 804): an EPUB made personal on the fly — the stored file opened with yauzl (it reads the ZIP's
// central directory, then each entry as a stream), written anew with yazl as a stream to the download: the
// 'mimetype' entry first and uncompressed (EPUB OCF §4.3), the package document (OPF) with the buyer's name and
// order number in <dc:rights> and a colophon page added to the manifest and the end of the spine, the colophon's
// XHTML beside the OPF, and every other entry streamed across one at a time (addReadStreamLazy), so a large book
// never sits in memory whole. Only META-INF/container.xml and the OPF — small XML files — are read whole.
import path from 'node:path/posix';
import type { Readable } from 'node:stream';
import { DOMParser, XMLSerializer, type Element as XmlElement } from '@xmldom/xmldom';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { escapeHtml } from '../lib/html.ts';

const OPF_NS = 'http://www.idpf.org/2007/opf';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
/** The colophon's manifest id and file name (beside the OPF); chosen so no publisher's file is met. */
export const COLOPHON_ID = 'leeswijzer-colofon';
export const COLOPHON_FILE = 'leeswijzer-colofon.xhtml';
/** The most bytes container.xml or the OPF may have: package documents are kilobytes, not megabytes. */
const MAX_XML_BYTES = 5 * 1024 * 1024;

export interface EpubWatermark {
  /** The one line (domain/ebooks.ts watermarkLine). */
  line: string;
  buyer: string;
  orderNumber: string;
  title: string;
}

export class InvalidEpubError extends Error {}

async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) throw new InvalidEpubError('an XML entry is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function firstElement(parent: XmlElement, ns: string, name: string): XmlElement | null {
  const found = parent.getElementsByTagNameNS(ns, name);
  return found.length > 0 ? (found.item(0) as XmlElement) : null;
}

/** The OPF with the watermark in its metadata, the colophon in its manifest and at the end of its spine. */
export function watermarkOpf(opf: string, mark: EpubWatermark): string {
  const doc = new DOMParser().parseFromString(opf, 'application/xml');
  const pkg = doc.documentElement;
  if (!pkg || pkg.localName !== 'package') throw new InvalidEpubError('no package document');
  const metadata = firstElement(pkg, OPF_NS, 'metadata');
  const manifest = firstElement(pkg, OPF_NS, 'manifest');
  const spine = firstElement(pkg, OPF_NS, 'spine');
  if (!metadata || !manifest || !spine)
    throw new InvalidEpubError('package without metadata, manifest or spine');
  const rights = doc.createElementNS(DC_NS, 'dc:rights');
  rights.appendChild(doc.createTextNode(mark.line));
  metadata.appendChild(rights);
  // EPUB 2 readers show <meta name content>; EPUB 3 keeps it as legacy metadata.
  const meta = doc.createElementNS(OPF_NS, metadata.prefix ? `${metadata.prefix}:meta` : 'meta');
  meta.setAttribute('name', 'leeswijzer:watermark');
  meta.setAttribute('content', `${mark.buyer} — ${mark.orderNumber}`);
  metadata.appendChild(meta);
  const item = doc.createElementNS(OPF_NS, manifest.prefix ? `${manifest.prefix}:item` : 'item');
  item.setAttribute('id', COLOPHON_ID);
  item.setAttribute('href', COLOPHON_FILE);
  item.setAttribute('media-type', 'application/xhtml+xml');
  manifest.appendChild(item);
  const itemref = doc.createElementNS(OPF_NS, spine.prefix ? `${spine.prefix}:itemref` : 'itemref');
  itemref.setAttribute('idref', COLOPHON_ID);
  spine.appendChild(itemref);
  return new XMLSerializer().serializeToString(doc);
}

/** The colophon page: valid XHTML for EPUB 2 and 3 readers alike. */
export function colophonXhtml(mark: EpubWatermark): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="nl" lang="nl">\n' +
    '<head><title>Colofon</title></head>\n<body>\n<h1>Colofon</h1>\n' +
    `<p>${escapeHtml(mark.title)}</p>\n` +
    `<p>${escapeHtml(mark.line)}</p>\n` +
    `<p>Koper: ${escapeHtml(mark.buyer)}<br/>Bestelnummer: ${escapeHtml(mark.orderNumber)}</p>\n` +
    '<p>Dit e-book is voorzien van een persoonlijk watermerk. Verkocht door Leeswijzer.</p>\n' +
    '</body>\n</html>\n'
  );
}

/** The OPF's path inside the ZIP, from META-INF/container.xml's first rootfile. */
function opfPathOf(container: string): string {
  const doc = new DOMParser().parseFromString(container, 'application/xml');
  const rootfile = doc.getElementsByTagNameNS('urn:oasis:names:tc:opendocument:xmlns:container', 'rootfile');
  const fullPath = rootfile.length > 0 ? (rootfile.item(0) as XmlElement).getAttribute('full-path') : null;
  if (!fullPath) throw new InvalidEpubError('container.xml names no package document');
  return fullPath;
}

/**
 * The watermarked EPUB as a stream. The returned promise settles once the source's directory and XML entries
 * are read (a broken file is an InvalidEpubError before a byte is sent); the rest streams as it is read.
 */
export async function watermarkedEpub(file: string, mark: EpubWatermark): Promise<Readable> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  try {
    const entries = await entriesOf(zip);
    const byName = new Map(entries.map((entry) => [entry.fileName, entry]));
    const read = async (name: string) => {
      const entry = byName.get(name);
      if (!entry) throw new InvalidEpubError(`no ${name}`);
      return (await readAll(await zip.openReadStreamPromise(entry), MAX_XML_BYTES)).toString('utf8');
    };
    const opfPath = opfPathOf(await read('META-INF/container.xml'));
    const opf = watermarkOpf(await read(opfPath), mark);
    const colophonPath = path.join(path.dirname(opfPath), COLOPHON_FILE);
    const out = new yazl.ZipFile();
    out.addBuffer(Buffer.from('application/epub+zip'), 'mimetype', { compress: false });
    for (const entry of entries) {
      const name = entry.fileName;
      if (name === 'mimetype' || name === colophonPath || name.endsWith('/')) continue;
      const options = { mtime: entry.getLastModDate(), compress: entry.compressionMethod !== 0 };
      if (name === opfPath) {
        out.addBuffer(Buffer.from(opf, 'utf8'), name, options);
        out.addBuffer(Buffer.from(colophonXhtml(mark), 'utf8'), colophonPath, options);
      } else {
        out.addReadStreamLazy(name, { ...options, size: entry.uncompressedSize }, (done) => {
          zip.openReadStream(entry, (error, stream) => done(error, stream));
        });
      }
    }
    out.end();
    const stream = out.outputStream as Readable;
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      zip.close();
    };
    stream.once('end', close);
    stream.once('close', close);
    stream.once('error', close);
    return stream;
  } catch (error) {
    zip.close();
    throw error;
  }
}
