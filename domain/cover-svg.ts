// Spec 1 §2.5 / §8: when no cover image exists, a 'not available' image that shows the title. We draw a
// calm typographic cover (title and author on a colour chosen from the sku), so lists still look like books.

const PALETTE = [
  ['#1f3a5f', '#f4efe6'],
  ['#6b2d3c', '#f7ede2'],
  ['#2f5d50', '#f1f5ee'],
  ['#8a5a1f', '#fbf3e4'],
  ['#3b3355', '#efeaf7'],
  ['#5a6b2f', '#f5f7ea'],
  ['#234e70', '#fbf8f3'],
  ['#7a3b1e', '#fdf1e7'],
] as const;

export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap to at most `maxLines` lines of about `width` characters; the last line gets an ellipsis. */
export function wrapWords(textValue: string, width: number, maxLines: number): string[] {
  const words = textValue.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width || !line) {
      line = candidate.length > width * 1.5 ? `${candidate.slice(0, width - 1)}…` : candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s.,;:]*$/, '')}…`;
    return kept;
  }
  return lines;
}

function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function coverSvg(input: { sku: string; title: string; author: string }): string {
  const [bg, fg] = PALETTE[hash(input.sku) % PALETTE.length]!;
  const titleLines = wrapWords(input.title || 'Titel onbekend', 14, 5);
  const authorLines = wrapWords(input.author, 22, 2);
  const titleSize = titleLines.length > 3 ? 26 : 30;
  const titleTop = 120;
  const title = titleLines
    .map((l, i) => `<text x="150" y="${titleTop + i * (titleSize + 8)}">${escapeXml(l)}</text>`)
    .join('');
  const author = authorLines
    .map((l, i) => `<text x="150" y="${372 + i * 24}">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 450" width="300" height="450" role="img" aria-label="${escapeXml(
    `${input.title} — ${input.author}`,
  )}"><rect width="300" height="450" fill="${bg}"/><rect x="16" y="16" width="268" height="418" fill="none" stroke="${fg}" stroke-opacity=".35" stroke-width="1.5"/><g fill="${fg}" font-family="Georgia, 'Times New Roman', serif" font-size="${titleSize}" font-weight="700" text-anchor="middle">${title}</g><line x1="120" x2="180" y1="330" y2="330" stroke="${fg}" stroke-opacity=".6" stroke-width="2"/><g fill="${fg}" font-family="system-ui, 'Segoe UI', sans-serif" font-size="17" text-anchor="middle" fill-opacity=".9">${author}</g></svg>`;
}
