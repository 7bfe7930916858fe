// Reads the text back out of the PDFs the shop makes with pdfkit (server/lib/pdf.ts), for tests: the pages in
// order, and on each page every text run with its position, font and size. It understands exactly what pdfkit
// writes: content streams as written or Flate-compressed (inflated with node:zlib, so the PDF the shop serves can
// be read too), text shown with `[<hex> kerning <hex> …] TJ` (or Tj) and positioned with Tm; for the embedded
// fonts (Type0, Identity-H) two-byte glyph codes read through the font's ToUnicode CMap, with the run's width
// from the font's /W widths; for the standard fonts WinAnsiEncoding. That is all we need, so no PDF library for
// reading (decision 272); any other stream filter is refused with a clear error, not misread.
import { inflateSync } from 'node:zlib';

export interface PdfTextRun {
  text: string;
  /** Left edge, in points from the page's left side. */
  x: number;
  /** Baseline, in points from the page's TOP (reading order: smaller is higher). */
  top: number;
  /** The font's BaseFont without a subset tag ('NotoSans-Regular', 'NotoSansJP-Bold', 'Helvetica'). */
  font: string;
  size: number;
  /** The run's advance in points (embedded fonts only). */
  width?: number;
}

export interface PdfPageText {
  runs: PdfTextRun[];
  /**
   * Runs on one baseline, top to bottom, left to right, joined by ' | ' (a table row: 'Totaal | € 23,40'); runs
   * that touch (one font's run right after another's: 'Yamada 山田') are joined as one text.
   */
  lines: string[];
}

export interface PdfText {
  pages: PdfPageText[];
  /** Every line of every page, in reading order. */
  lines: string[];
  /** The document information's Title (decoded). */
  title: string | undefined;
}

// Bytes 0x80–0x9F of WinAnsiEncoding (PDF 32000-1 Annex D); the rest is Latin-1.
// prettier-ignore
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š',
  0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—',
  0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

function winAnsi(bytes: number[]): string {
  return bytes
    .map((b) => {
      // pdfkit writes a character outside WinAnsi as 3 or 4 hex digits, which shifts the bytes after it into
      // control characters or holes of the encoding: say so rather than return garbage.
      if (b < 0x20) throw new Error(`byte 0x${b.toString(16)}: text was not WinAnsi-safe`);
      if (b >= 0x80 && b <= 0x9f) {
        const char = WIN_ANSI_HIGH[b];
        if (!char) throw new Error(`byte 0x${b.toString(16)}: text was not WinAnsi-safe`);
        return char;
      }
      return String.fromCharCode(b);
    })
    .join('');
}

function hexBytes(hex: string): number[] {
  const digits = hex.replace(/\s/g, '');
  if (digits.length % 2 !== 0) throw new Error(`odd hex string <${digits}>: text was not WinAnsi-safe`);
  const bytes: number[] = [];
  for (let i = 0; i < digits.length; i += 2) bytes.push(parseInt(digits.slice(i, i + 2), 16));
  return bytes;
}

function literalBytes(body: string): number[] {
  const bytes: number[] = [];
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = body[++i] ?? '';
    const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8));
      i += octal.length - 1;
    } else if (next in escapes) bytes.push(escapes[next]!);
    else if (next !== '\n') bytes.push(next.charCodeAt(0));
  }
  return bytes;
}

/** An embedded font: what each glyph code means and how wide it is (thousandths of the size). */
interface EmbeddedFont {
  unicode: Map<number, string>;
  widths: Map<number, number>;
}

interface PageFont {
  name: string;
  embedded?: EmbeddedFont;
}

const hexText = (hex: string) =>
  String.fromCodePoint(
    ...Buffer.from(hex.replace(/\s/g, ''), 'hex')
      .swap16()
      .toString('utf16le')
      .split('')
      .map((c) => c.charCodeAt(0)),
  );

/** pdfkit's ToUnicode CMap: `<from> <to> [<u> <u> …]` and `<from> <to> <u>` ranges, `<code> <u>` chars. */
function readToUnicode(cmap: string): Map<number, string> {
  const unicode = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const from = parseInt(entry[1]!, 16);
      const to = parseInt(entry[2]!, 16);
      if (entry[3]!.startsWith('[')) {
        // pdfkit writes '<>' for a glyph with no text (one shaping made): it holds its place in the range.
        [...entry[3]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((u, i) => {
          if (u[1]!.trim() !== '') unicode.set(from + i, hexText(u[1]!));
        });
      } else {
        const first = parseInt(entry[3]!.slice(1, -1), 16);
        for (let code = from; code <= to; code++)
          unicode.set(code, String.fromCodePoint(first + code - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      unicode.set(parseInt(entry[1]!, 16), hexText(entry[2]!));
  }
  return unicode;
}

/** A descendant font's `/W [first [w w …] …]` widths. */
function readWidths(dict: string): Map<number, number> {
  const widths = new Map<number, number>();
  const body = /\/W \[((?:\s*\d+\s*\[[^\]]*\])*)\s*\]/.exec(dict)?.[1] ?? '';
  for (const group of body.matchAll(/(\d+)\s*\[([^\]]*)\]/g)) {
    group[2]!
      .trim()
      .split(/\s+/)
      .forEach((w, i) => widths.set(Number(group[1]) + i, Number(w)));
  }
  return widths;
}

/** A PDF string token ('<48 65>' or '(He\(l\)lo)') as text, and its glyphs' width (embedded fonts). */
function decodeString(token: string, font?: PageFont): { text: string; width: number } {
  const bytes = token.startsWith('<') ? hexBytes(token.slice(1, -1)) : literalBytes(token.slice(1, -1));
  if (!font?.embedded) return { text: winAnsi(bytes), width: 0 };
  let text = '';
  let width = 0;
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const code = (bytes[i]! << 8) | bytes[i + 1]!;
    text += font.embedded.unicode.get(code) ?? '\ufffd';
    width += font.embedded.widths.get(code) ?? 0;
  }
  return { text, width };
}

/** The document's objects by number: dictionary text, and the stream's exact bytes when there is one. */
function readObjects(file: string): Map<number, { dict: string; stream?: string }> {
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const match of file.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = match.index + match[0].length;
    const end = file.indexOf('\nendobj', start);
    const body = file.slice(start, end);
    const streamAt = body.search(/\nstream\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const dataStart = start + streamAt + '\nstream\n'.length;
    objects.set(Number(match[1]), { dict, stream: file.slice(dataStart, dataStart + length) });
  }
  return objects;
}

const ref = (dict: string, key: string): number | undefined => {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1];
  return found === undefined ? undefined : Number(found);
};

/** The text of a PDF written by pdfkit (see the header). */
export function readPdfText(pdf: Uint8Array): PdfText {
  const file = Buffer.from(pdf).toString('latin1');
  if (!file.startsWith('%PDF-')) throw new Error('not a PDF');
  const objects = readObjects(file);
  const object = (id: number | undefined) => {
    const found = id === undefined ? undefined : objects.get(id);
    if (!found) throw new Error(`object ${id} not found`);
    return found;
  };
  const trailer = file.slice(file.lastIndexOf('trailer'));

  const pageIds: number[] = [];
  const walk = (id: number) => {
    const { dict } = object(id);
    if (/\/Type \/Pages\b/.test(dict)) {
      const kids = /\/Kids \[([^\]]*)\]/.exec(dict)?.[1] ?? '';
      for (const kid of kids.matchAll(/(\d+) 0 R/g)) walk(Number(kid[1]));
    } else pageIds.push(id);
  };
  walk(ref(object(ref(trailer, 'Root')).dict, 'Pages')!);

  const pages = pageIds.map((id) => readPage(object(id).dict, object));
  const infoId = ref(trailer, 'Info');
  const titleDict = infoId === undefined ? '' : object(infoId).dict;
  const titleRef = ref(titleDict, 'Title');
  const titleToken = (titleRef === undefined ? titleDict : object(titleRef).dict).match(
    /(<[0-9a-fA-F\s]*>|\((?:[^\\)]|\\[\s\S])*\))/,
  )?.[0];
  return {
    pages,
    lines: pages.flatMap((page) => page.lines),
    title: titleToken === undefined ? undefined : decodeTitle(titleToken),
  };
}

/** A page's content stream as text: as written, or inflated when pdfkit compressed it (what the shop serves). */
function contentText(content: { dict: string; stream?: string }): string {
  const stream = content.stream ?? '';
  if (!/\/Filter/.test(content.dict)) return stream;
  if (!/\/Filter \/FlateDecode\b/.test(content.dict))
    throw new Error('a content stream filter other than Flate');
  return inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
}

/** An info string is UTF-16BE with a byte-order mark when it is not plain ASCII. */
function decodeTitle(token: string): string {
  const bytes = token.startsWith('<') ? hexBytes(token.slice(1, -1)) : literalBytes(token.slice(1, -1));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.slice(2)).swap16().toString('utf16le');
  return winAnsi(bytes);
}

function readPage(
  dict: string,
  object: (id: number | undefined) => { dict: string; stream?: string },
): PdfPageText {
  const height = Number(/\/MediaBox \[\s*[\d.]+ [\d.]+ [\d.]+ ([\d.]+)\s*\]/.exec(dict)?.[1]);
  const resources = ref(dict, 'Resources') === undefined ? dict : object(ref(dict, 'Resources')).dict;
  const fontDict = /\/Font <<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
  const fonts = new Map<string, PageFont>();
  for (const entry of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const font = object(Number(entry[2])).dict;
    const name = (/\/BaseFont \/([\w+-]+)/.exec(font)?.[1] ?? entry[1]!).replace(/^[A-Z]{6}\+/, '');
    const toUnicode = ref(font, 'ToUnicode');
    const descendant = /\/DescendantFonts \[\s*(\d+) 0 R/.exec(font)?.[1];
    fonts.set(entry[1]!, {
      name,
      ...(toUnicode !== undefined && descendant !== undefined
        ? {
            embedded: {
              unicode: readToUnicode(contentText(object(toUnicode))),
              widths: readWidths(object(Number(descendant)).dict),
            },
          }
        : {}),
    });
  }
  const contentIds = /\/Contents \[([^\]]*)\]/.exec(dict)?.[1] ?? String(ref(dict, 'Contents') ?? '');
  const runs: PdfTextRun[] = [];
  for (const id of contentIds.matchAll(/(\d+)/g)) {
    const content = object(Number(id[1]));
    runs.push(...readContent(contentText(content), fonts, height));
  }
  return { runs, lines: groupLines(runs) };
}

const TOKEN =
  /\bBT\b|([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) Tm|\/([\w.-]+) ([\d.]+) Tf|\[((?:<[0-9a-fA-F\s]*>|\((?:[^\\)]|\\[\s\S])*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^\\)]|\\[\s\S])*\))\s*Tj/g;

function readContent(stream: string, fonts: Map<string, PageFont>, pageHeight: number): PdfTextRun[] {
  const runs: PdfTextRun[] = [];
  let x = 0;
  let y = 0;
  let font: PageFont | undefined;
  let size = 0;
  for (const m of stream.matchAll(TOKEN)) {
    if (m[0] === 'BT') {
      x = 0;
      y = 0;
    } else if (m[1] !== undefined) {
      x = Number(m[5]);
      y = Number(m[6]);
    } else if (m[7] !== undefined) {
      font = fonts.get(m[7]) ?? { name: m[7] };
      size = Number(m[8]);
    } else {
      // Strings and the kerning numbers between them (thousandths of the size, subtracted from the advance).
      const parts =
        m[9] !== undefined
          ? [...m[9].matchAll(/<[0-9a-fA-F\s]*>|\((?:[^\\)]|\\[\s\S])*\)|-?[\d.]+/g)].map((p) => p[0])
          : [m[10]!];
      let text = '';
      let advance = 0;
      for (const part of parts) {
        if (/^-?[\d.]+$/.test(part)) advance -= Number(part);
        else {
          const decoded = decodeString(part, font);
          text += decoded.text;
          advance += decoded.width;
        }
      }
      const top = Math.round((pageHeight - y) * 100) / 100;
      runs.push({
        text,
        x,
        top,
        font: font?.name ?? '',
        size,
        ...(font?.embedded ? { width: (advance / 1000) * size } : {}),
      });
    }
  }
  return runs;
}

function groupLines(runs: readonly PdfTextRun[]): string[] {
  const byTop = new Map<number, PdfTextRun[]>();
  for (const run of runs) {
    if (!run.text) continue;
    // Runs of different sizes on one row differ by a fraction of a point in their baselines.
    const key = [...byTop.keys()].find((top) => Math.abs(top - run.top) < 1.5) ?? run.top;
    byTop.set(key, [...(byTop.get(key) ?? []), run]);
  }
  return [...byTop.entries()]
    .filter(([, line]) => line.some((run) => run.text.trim()))
    .sort(([a], [b]) => a - b)
    .map(([, line]) => {
      const cells: string[] = [];
      let end: number | undefined;
      for (const run of line.sort((a, b) => a.x - b.x)) {
        if (end !== undefined && Math.abs(run.x - end) < 0.5) cells[cells.length - 1] += run.text;
        else cells.push(run.text);
        end = run.width === undefined ? undefined : run.x + run.width;
      }
      return cells
        .map((cell) => cell.trim())
        .filter(Boolean)
        .join(' | ');
    });
}
