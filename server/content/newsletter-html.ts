// The web page of a newsletter whose file is not on disk: generated from the newsletter row, the own
// publications of that week and a quote, in the house style of a mailing. Opened inside the reading dialog's
// frame, so links leave the frame (<base target="_top">).
import { longDateNl } from '../../domain/newsletters.ts';
import { escapeHtml } from '../lib/html.ts';
import type { NewsletterIssue } from './newsletters.ts';

/** The letter's own paragraphs (also used by the pdf). */
export function issueIntro(issue: NewsletterIssue): string[] {
  return [
    'Beste lezer,',
    `Deze week staat onze nieuwsbrief in het teken van ‘${issue.theme}’. We kozen een paar boeken uit onze eigen ` +
      'uitgeverij die daar goed bij passen: om in te lezen, cadeau te doen of gewoon eens rustig door te bladeren.',
    'Zoals altijd sluiten we af met een citaat om over na te denken. Veel leesplezier!',
  ];
}

export const ISSUE_SIGNATURE = 'Het team van Leeswijzer';
export const ISSUE_FOOTER =
  'Je ontvangt deze nieuwsbrief omdat je je hebt aangemeld op leeswijzer.nl. Afmelden kan op elk moment via de ' +
  'link in de e-mail of op leeswijzer.nl/newsletter.';

const STYLE = `
body{margin:0;background:#fbf8f3;color:#1d1f23;font:16px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
.letter{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 2rem;background:#fff}
header{border-bottom:3px solid #1f3a5f;margin-bottom:1.5rem;padding-bottom:1rem}
.brand{font:700 1.25rem Georgia,'DejaVu Serif',serif;color:#1f3a5f;margin:0}
.week{color:#5b616a;margin:.25rem 0 0;font-size:.9rem}
h1{font:700 1.6rem/1.2 Georgia,'DejaVu Serif',serif;margin:0 0 1rem}
h2{font:700 1.2rem/1.25 Georgia,'DejaVu Serif',serif;margin:2rem 0 .75rem}
.book{display:grid;grid-template-columns:5.5rem 1fr;gap:1rem;padding:1rem 0;border-top:1px solid #e4dccf}
.book img{width:5.5rem;height:auto;box-shadow:0 1px 2px rgb(0 0 0/.2)}
.book h3{font:700 1.05rem/1.3 Georgia,'DejaVu Serif',serif;margin:0 0 .25rem}
.book p{margin:0 0 .5rem}
.author{color:#40454d}
a{color:#1f3a5f}
.button{display:inline-block;padding:.5rem 1rem;border-radius:8px;background:#b33c0c;color:#fff;text-decoration:none;font-weight:600}
blockquote{margin:2rem 0;padding:1rem 1.25rem;border-left:4px solid #1f3a5f;background:#e9eef5;font:italic 1.1rem/1.5 Georgia,'DejaVu Serif',serif}
blockquote footer{font:normal .9rem system-ui,sans-serif;margin-top:.5rem;color:#40454d}
.foot{margin-top:2rem;color:#5b616a;font-size:.85rem}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

export function renderNewsletterHtml(issue: NewsletterIssue): string {
  const [greeting, ...paragraphs] = issueIntro(issue);
  const bookItems = issue.books
    .map(
      (b) => `<article class="book">
<a href="${escapeHtml(b.href)}"><img src="${escapeHtml(b.coverUrl)}" alt="Omslag van ${escapeHtml(b.title)}" width="88" height="132"></a>
<div><h3><a href="${escapeHtml(b.href)}">${escapeHtml(b.title)}</a></h3>
${b.author ? `<p class="author">${escapeHtml(b.author)}</p>` : ''}
${b.description ? `<p>${escapeHtml(b.description)}</p>` : ''}
<p><a class="button" href="${escapeHtml(b.href)}">Bekijk het boek<span class="sr">: ${escapeHtml(b.title)}</span></a></p></div>
</article>`,
    )
    .join('\n');
  const quote = issue.quote
    ? `<blockquote><p>${escapeHtml(issue.quote.text)}</p><footer>— ${escapeHtml(issue.quote.author)}</footer></blockquote>`
    : '';
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(issue.title)} – Leeswijzer</title>
<base target="_top">
<style>${STYLE}</style>
</head>
<body>
<div class="letter">
<header><p class="brand">Leeswijzer</p><p class="week">Week ${issue.isoWeek}, ${longDateNl(issue.monday)}</p></header>
<main>
<h1>${escapeHtml(issue.title)}</h1>
<p>${escapeHtml(greeting ?? '')}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${issue.books.length > 0 ? `<h2>Uit onze eigen uitgeverij</h2>\n${bookItems}` : ''}
${quote}
<p>Hartelijke groet,<br>${ISSUE_SIGNATURE}</p>
</main>
<p class="foot">${escapeHtml(ISSUE_FOOTER)}</p>
</div>
</body>
</html>
`;
}
