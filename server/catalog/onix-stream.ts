// Issue 31 (decision #660): reads an ONIX 3.0 file as a stream with saxes — a strict, non-validating streaming
// parser that refuses XML that is not well formed — and yields one element tree per <Product>, named with
// reference names (short tags translated by domain/onix.ts SHORT_TAGS). Only the product being read is held in
// memory: a 1,000,000-record file is read in bounded memory. A file that is not well-formed XML, or not an ONIX
// 3.x message, throws OnixFileError with a Dutch message the import report shows.
import { SaxesParser } from 'saxes';
import { type OnixElement, referenceName } from '../../domain/onix.ts';

export class OnixFileError extends Error {
  override name = 'OnixFileError';
}

/** The <Product> elements of an ONIX 3.0 message read from `source` (bytes in UTF-8, or text), in file order. */
export async function* readOnixProducts(source: AsyncIterable<Buffer | string>): AsyncGenerator<OnixElement> {
  const parser = new SaxesParser({ position: true });
  const stack: OnixElement[] = [];
  const ready: OnixElement[] = [];
  let rootSeen = false;
  let depth = 0;
  parser.on('opentag', (tag) => {
    const name = referenceName(tag.name);
    if (!rootSeen) {
      rootSeen = true;
      if (name !== 'ONIXMessage')
        throw new OnixFileError(`Dit is geen ONIX-bericht: het hoofdelement is <${tag.name}>.`);
      const release = String(tag.attributes.release ?? '');
      if (!release.startsWith('3.'))
        throw new OnixFileError(`Alleen ONIX 3.0 wordt ingelezen; dit bericht heeft release '${release}'.`);
    }
    // Below the root only a product and its descendants are kept; the header and other parts are skipped.
    if (stack.length > 0 || (name === 'Product' && depth === 1)) {
      const attrs: Record<string, string> = {};
      for (const [key, value] of Object.entries(tag.attributes)) attrs[key] = String(value);
      stack.push({ name, text: '', attrs, children: [] });
    }
    depth++;
  });
  const onText = (text: string) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    depth--;
    const element = stack.pop();
    if (!element) return;
    const parent = stack.at(-1);
    if (parent) {
      parent.children.push(element);
      // A parent's text holds its descendants' text: XHTML inside <Text> arrives as readable text.
      parent.text += element.text;
    } else ready.push(element);
  });

  const decoder = new TextDecoder('utf-8', { fatal: true });
  const feed = (text: string) => {
    try {
      parser.write(text);
    } catch (error) {
      if (error instanceof OnixFileError) throw error;
      throw new OnixFileError(`Het bestand is geen geldige XML: ${(error as Error).message}`);
    }
  };
  try {
    for await (const chunk of source) {
      feed(typeof chunk === 'string' ? chunk : decodeChunk(decoder, chunk));
      yield* ready.splice(0);
    }
    feed(decodeChunk(decoder));
    try {
      parser.close();
    } catch (error) {
      throw new OnixFileError(`Het bestand is geen geldige XML: ${(error as Error).message}`);
    }
  } finally {
    ready.length = 0;
  }
  if (!rootSeen) throw new OnixFileError('Het bestand bevat geen ONIX-bericht.');
  yield* ready.splice(0);
}

function decodeChunk(decoder: TextDecoder, chunk?: Buffer): string {
  try {
    return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
  } catch {
    throw new OnixFileError('Het bestand is geen geldige UTF-8-tekst.');
  }
}
