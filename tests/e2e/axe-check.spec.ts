// The accessibility check itself (decision 502): axe run in the page (legacy mode, violations only) still finds
// serious and critical violations — a missing image text and too little contrast on a page of the shop's own
// shape — and finds none once they are mended, so an axe-clean journey means what it says. Page types no journey
// visits are checked here too: issue 32's refused e-book download and the page that confirms a closed account.
import { rulesBelowSerious } from './support/axe';
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

// Decision 761: a rule is left out only when none of its violations can be serious or critical.
test('the rules axe leaves out can only find minor or moderate problems', () => {
  const left = rulesBelowSerious();
  expect(left).toEqual(expect.arrayContaining(['region', 'landmark-one-main', 'heading-order']));
  for (const rule of ['color-contrast', 'image-alt', 'label', 'link-name', 'button-name', 'document-title'])
    expect(left, rule).not.toContain(rule);
  const check = (impact: string) => ({ impact });
  const audit = {
    data: { checks: { low: check('moderate'), high: check('serious'), none: undefined } },
    rules: [
      { id: 'low-only', any: ['low'], all: [], none: [{ id: 'none' }] },
      { id: 'one-serious-check', any: ['low'], all: [], none: ['high'] },
      { id: 'raised-by-the-rule', impact: 'critical', any: ['low'], all: [], none: [] },
      { id: 'lowered-by-the-rule', impact: 'minor', any: [], all: ['high'], none: [] },
    ],
  };
  expect(rulesBelowSerious(audit)).toEqual(['low-only', 'lowered-by-the-rule']);
});

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
