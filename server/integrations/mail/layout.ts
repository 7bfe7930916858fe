// The house style of the shop's own mails (account, orders): one column, a table layout and inline styles
// because many mail clients ignore <style> and modern CSS layout, and a plain-text part with the same content
// for clients and readers that do not show HTML.
import { escapeHtml } from '../../lib/html.ts';

export interface MailContent {
  title: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  footer?: string;
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

function renderHtml({ title, paragraphs, button, footer }: MailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:1.55;color:${INK}">${escapeHtml(text)}</p>`;
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
${buttonRows}
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

function renderText({ title, paragraphs, button, footer }: MailContent): string {
  const blocks = [`${title}\n${'='.repeat(title.length)}`, ...paragraphs];
  if (button) blocks.push(`${button.label}:\n${button.url}`);
  if (footer) blocks.push(`--\n${footer}`);
  return `${blocks.join('\n\n')}\n`;
}
