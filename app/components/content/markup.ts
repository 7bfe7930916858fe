// The small markup of the static pages' interface texts (issue 15 #5), so staff edit a whole page in one text
// without writing HTML: blocks are separated by an empty line; '## ' and '### ' start headings, lines starting
// with '- ' or '1. ' form lists, '| a | b |' rows form a table (the first row is its header); inline
// '[label](address)' is a link and '**words**' is bold. Anything else is plain text — React escapes it, and a
// link only goes to a path of this shop, https:, mailto: or tel:, so a text can never carry script or markup.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; content: Inline[]; id: string }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] };

/** Addresses a text may link to: a path of this shop (not '//host'), https:, mailto: or tel:. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)[^\s]*$/.test(trimmed)) return trimmed;
  if (/^(https:\/\/|mailto:|tel:)[^\s]+$/i.test(trimmed)) return trimmed;
  return null;
}

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) out.push({ kind: 'text', text: source.slice(last, match.index) });
    if (match[1] !== undefined && match[2] !== undefined) {
      const href = safeHref(match[2]);
      out.push(href ? { kind: 'link', text: match[1], href } : { kind: 'text', text: match[1] });
    } else if (match[3] !== undefined) {
      out.push({ kind: 'strong', text: match[3] });
    }
    last = match.index + match[0].length;
  }
  if (last < source.length) out.push({ kind: 'text', text: source.slice(last) });
  return out;
}

/** A heading's anchor: lower case letters and digits joined by '-' ('Wie zijn wij?' → 'wie-zijn-wij'). */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

function block(lines: string[]): Block {
  const first = lines[0]!;
  const heading = /^(#{2,3})\s+(.*)$/.exec(first);
  if (heading && lines.length === 1) {
    const text = heading[2]!.trim();
    return {
      kind: 'heading',
      level: heading[1]!.length as 2 | 3,
      content: parseInline(text),
      id: slugOf(text),
    };
  }
  if (lines.every((line) => /^-\s+/.test(line))) {
    return {
      kind: 'list',
      ordered: false,
      items: lines.map((line) => parseInline(line.replace(/^-\s+/, ''))),
    };
  }
  if (lines.every((line) => /^\d+\.\s+/.test(line))) {
    return {
      kind: 'list',
      ordered: true,
      items: lines.map((line) => parseInline(line.replace(/^\d+\.\s+/, ''))),
    };
  }
  if (lines.length > 1 && lines.every((line) => /^\|.*\|$/.test(line.trim()))) {
    const [head, ...rows] = lines.map(cells);
    return { kind: 'table', head: head!, rows };
  }
  return { kind: 'paragraph', content: parseInline(lines.join(' ')) };
}

export function parseMarkup(source: string): Block[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(block);
}
