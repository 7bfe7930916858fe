// The house style of the shop's own mails (account, orders): one column, a table layout and inline styles
// because many mail clients ignore <style> and modern CSS layout, and a plain-text part with the same content
// for clients and readers that do not show HTML.
import { escapeHtml } from '../../lib/html.ts';

export interface MailContent {
  title: string;
  paragraphs: string[];
  /** Blocks after the paragraphs (the order mails: lines and totals, addresses, bank accounts). */
  sections?: MailSection[];
  /** Paragraphs after the sections. */
  closing?: string[];
  button?: { label: string; url: string };
  footer?: string;
}

/** A headed block: label/value rows (an order line and its amount, 'IBAN' and the number) and/or plain lines. */
export interface MailSection {
  heading: string;
  rows?: MailRow[];
  /** Lines under each other (an address). */
  lines?: string[];
}

export interface MailRow {
  label: string;
  value: string;
  /** A total: bold, with a rule above. */
  strong?: boolean;
}

const ACCENT = '#1f3a5f';
const INK = '#1d1f23';
const MUTED = '#5b616a';
const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";
const SERIF = "font-family:Georgia,'DejaVu Serif',serif";

export function renderMail(content: MailContent): { html: string; text: string } {
  // A mail's link must open a page of ours; anything else (javascript:, a typo) is a programming error.
  if (content.button && !/^https?:\/\//.test(content.button.url)) {
    throw new RangeError(`A mail button needs an http(s) URL, got '${content.button.url}'`);
  }
  return { html: renderHtml(content), text: renderText(content) };
}

function renderHtml({ title, paragraphs, sections = [], closing = [], button, footer }: MailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:1.55;color:${INK}">${escapeHtml(text)}</p>`;
  const sectionRows = sections.map(
    (section) => `<tr><td style="padding:0 0 16px">${renderSectionHtml(section)}</td></tr>`,
  );
  const closingRow = closing.length > 0 ? `<tr><td>${closing.map(paragraph).join('\n')}</td></tr>` : '';
  const buttonRows = button
    ? `<tr><td style="padding:8px 0 16px">
<a href="${escapeHtml(button.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;${FONT};font-size:16px;font-weight:700;line-height:1.2;text-decoration:none;padding:14px 24px;border-radius:6px">${escapeHtml(button.label)}</a>
</td></tr>
<tr><td style="padding:0 0 16px;${FONT};font-size:14px;line-height:1.5;color:${MUTED}">Werkt de knop niet? Kopieer dan deze link in je browser:<br>
<a href="${escapeHtml(button.url)}" style="color:${ACCENT};word-break:break-all">${escapeHtml(button.url)}</a></td></tr>`
    : '';
  const footerRow = footer
    ? `<tr><td style="padding:16px 0 0;border-top:1px solid #e4dccf;${FONT};font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(footer)}</td></tr>`
    : '';
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#fbf8f3">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fbf8f3">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff">
<tr><td style="padding:24px 24px 32px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:0 0 16px;border-bottom:3px solid ${ACCENT};${SERIF};font-size:20px;font-weight:700;color:${ACCENT}">Leeswijzer</td></tr>
<tr><td style="padding:24px 0 0"><h1 style="margin:0 0 16px;${SERIF};font-size:24px;line-height:1.25;color:${INK}">${escapeHtml(title)}</h1>
${paragraphs.map(paragraph).join('\n')}</td></tr>
${[...sectionRows, closingRow].map((row) => (row ? `${row}\n` : '')).join('')}${buttonRows}
${footerRow}
</table>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderSectionHtml({ heading, rows = [], lines = [] }: MailSection): string {
  const cell = `${FONT};font-size:15px;line-height:1.45;color:${INK}`;
  const row = ({ label, value, strong }: MailRow) => {
    const style = strong ? `${cell};font-weight:700;border-top:1px solid #e4dccf` : cell;
    return `<tr><td style="padding:4px 12px 4px 0;${style}">${escapeHtml(label)}</td><td align="right" style="padding:4px 0;white-space:nowrap;${style}">${escapeHtml(value)}</td></tr>`;
  };
  const table = rows.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">\n${rows.map(row).join('\n')}\n</table>`
    : '';
  const block = lines.length ? `<p style="margin:0;${cell}">${lines.map(escapeHtml).join('<br>')}</p>` : '';
  return `<h2 style="margin:0 0 8px;${SERIF};font-size:18px;line-height:1.3;color:${ACCENT}">${escapeHtml(heading)}</h2>\n${table}${block}`;
}

/** A section as text: the heading underlined, rows as label and value with the values lined up. */
function renderSectionText({ heading, rows = [], lines = [] }: MailSection): string {
  const width = Math.min(48, Math.max(0, ...rows.map((row) => row.label.length)));
  const rowText = rows.map(({ label, value }) => `${label.padEnd(width)}  ${value}`);
  return [`${heading}\n${'-'.repeat(heading.length)}`, ...rowText, ...lines].join('\n');
}

function renderText({ title, paragraphs, sections = [], closing = [], button, footer }: MailContent): string {
  const blocks = [
    `${title}\n${'='.repeat(title.length)}`,
    ...paragraphs,
    ...sections.map(renderSectionText),
    ...closing,
  ];
  if (button) blocks.push(`${button.label}:\n${button.url}`);
  if (footer) blocks.push(`--\n${footer}`);
  return `${blocks.join('\n\n')}\n`;
}
