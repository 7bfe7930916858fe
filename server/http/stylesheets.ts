// Issue 16: the text of the built stylesheets, for the page to carry in its head. Each render-blocking <link> cost
// a round trip on a slow mobile network (Lighthouse: 4–8 files, about 330 ms each); inline, the first paint needs
// the HTML alone. Only files of the client build's assets folder are read, once each, and kept in memory.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A stylesheet address as the route manifest writes it: React Router may add a '#' to tell duplicates apart. */
const ASSET_CSS = /^\/assets\/([\w.-]+\.css)#?$/;

/** Reads `/assets/….css` from the built client folder; null for any other address or a missing file. */
export function createStylesheetReader(clientDir: string): (href: string) => string | null {
  const texts = new Map<string, string | null>();
  return (href) => {
    const name = ASSET_CSS.exec(href)?.[1];
    if (!name) return null;
    let text = texts.get(name);
    if (text === undefined) {
      try {
        text = readFileSync(path.join(clientDir, 'assets', name), 'utf8');
      } catch {
        text = null;
      }
      texts.set(name, text);
    }
    return text;
  };
}
