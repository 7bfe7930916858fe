// The fonts every PDF of the shop embeds (issue 27: any name prints as typed), and which of them draws which
// character. Noto Sans (Latin with every European accent, Greek, Cyrillic) draws the text; a character it lacks
// falls back to Noto Sans JP (kana, kanji, full-width forms) and then to Noto Emoji (monochrome emoji). The TTFs
// come from the @expo-google-fonts npm packages and are read from node_modules at run time — also by the bundled
// server, which keeps packages external (scripts/build-server.mjs), so require.resolve finds them beside it.
// pdfkit embeds a subset of each font a document uses (only the glyphs drawn), so a Japanese name adds tens of
// kilobytes, not the 5 MB font; a fallback font is opened in a document only when its text needs it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

export type FontName = 'text' | 'text-bold' | 'jp' | 'jp-bold' | 'emoji' | 'emoji-bold';

const FILES: Record<FontName, string> = {
  text: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'text-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  jp: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  'jp-bold': '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  emoji: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
  'emoji-bold': '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
};

/** The order a character's font is looked for in: the text font first. */
const REGULAR: readonly FontName[] = ['text', 'jp', 'emoji'];
const BOLD: readonly FontName[] = ['text-bold', 'jp-bold', 'emoji-bold'];

const require = createRequire(import.meta.url);
const loaded = new Map<FontName, fontkit.Font>();

/** A font, read and parsed once per process and shared by every document (fontkit's fonts are read-only). */
export function loadFont(name: FontName): fontkit.Font {
  let font = loaded.get(name);
  if (!font) {
    const path = require.resolve(FILES[name]);
    const parsed = fontkit.create(readFileSync(path));
    if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`${path} is a font collection, not one font`);
    font = parsed;
    loaded.set(name, font);
  }
  return font;
}

export interface FontRun {
  font: FontName;
  text: string;
}

// Characters that belong to the character before them: combining accents, the zero-width joiner of emoji
// sequences, variation selectors, skin-tone modifiers and tag characters (flags of regions).
const JOINS_PREVIOUS = /^(?:\p{M}|\u200d|[\ufe00-\ufe0f]|[\u{1f3fb}-\u{1f3ff}]|[\u{e0020}-\u{e007f}])$/u;

/**
 * The text split into runs of one font each: every character in the first font that has a glyph for it, what
 * joins the character before it in that character's font, spaces in the text font. A character no font has
 * (Arabic, Korean, Thai: no font for them yet) becomes '?'. Control characters become spaces, line breaks stay.
 */
export function fontRuns(text: string, bold = false): FontRun[] {
  const order = bold ? BOLD : REGULAR;
  const runs: FontRun[] = [];
  const push = (font: FontName, char: string) => {
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  };
  for (const raw of text.normalize('NFC')) {
    const code = raw.codePointAt(0)!;
    const char = raw !== '\n' && (code < 0x20 || (code >= 0x7f && code <= 0x9f)) ? ' ' : raw;
    const last = runs.at(-1);
    if (last && JOINS_PREVIOUS.test(char)) {
      last.text += char;
      continue;
    }
    if (/^\s$/u.test(char)) {
      push(order[0]!, char);
      continue;
    }
    const font = order.find((name) => loadFont(name).hasGlyphForCodePoint(char.codePointAt(0)!));
    if (font) push(font, char);
    else push(order[0]!, '?');
  }
  return runs;
}
