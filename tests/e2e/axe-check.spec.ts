// The accessibility check itself (decision 502): axe run in the page (legacy mode, violations only) still finds
// serious and critical violations — a missing image text and too little contrast on a page of the shop's own
// shape — and finds none once they are mended, so an axe-clean journey means what it says. Page types no journey
// visits are checked here too: issue 32's refused e-book download and the page that confirms a closed account.
import { expect, expectNoSeriousA11yViolations, seriousA11yViolations, test } from './support/fixtures';

const html = (image: string, colour: string) => `<!doctype html>
<html lang="nl"><head><title>Toegankelijkheid</title></head>
<body><header><a href="/">Leeswijzer</a></header>
<main><h1>Boeken</h1>${image}<p style="color:${colour};background:#fff">Levering binnen twee werkdagen</p></main>
</body></html>`;
const IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

test(
  'axe finds a missing image text and too little contrast, and nothing once they are mended',
  { tag: '@both-widths' },
  async ({ page }) => {
    await page.setContent(html(`<img src="${IMAGE}" width="40" height="40">`, '#bbbbbb'));
    const found = await seriousA11yViolations(page);
    expect(found.map((line) => line.split(':')[0])).toEqual(
      expect.arrayContaining(['image-alt', 'color-contrast']),
    );

    await page.setContent(html(`<img src="${IMAGE}" width="40" height="40" alt="Omslag">`, '#333333'));
    expect(await seriousA11yViolations(page)).toEqual([]);
  },
);

// Issue 32's new page type, at both widths: the privacy tab's closing answer, which a logged-out visitor sees (the
// tab itself is checked in tests/e2e/privacy.spec.ts, logged in).
test(
  'the page that confirms a closed account has no serious violation',
  { tag: '@both-widths' },
  async ({ page }) => {
    await page.goto('/account/privacy?verwijderd=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Je account is verwijderd' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);

test('issue 32: a refused e-book download is a Dutch page axe finds nothing wrong with', async ({ page }) => {
  const answer = await page.goto('/ebook/onbekende-downloadlink-0000');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloadlink niet gevonden');
  await expectNoSeriousA11yViolations(page);
});
