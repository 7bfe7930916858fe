// The staff navigation at both widths (decision 741): below 1100 px one closed fold, "Beheermenu" with the current
// group and page, inside it each group a fold of its own with only the current page's group open; on a desktop a
// side column with every link showing. Every link of the beheerder's navigation is reached through it, and the
// pages the one-width staff journeys open through the navigation (decision 767) are opened here at 390 px with
// touch, so the fold is what those journeys no longer repeat at phone width.
import type { Locator } from '@playwright/test';
import { logInAsStaff, staffNav } from './support/staff';
import { expect, test } from './support/fixtures';
import { returningVisitor } from './support/shell';

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

/** The pages the staff journeys reach through the navigation: their group, link and the page's heading. */
const THROUGH_THE_NAVIGATION = [
  ['Verkoop', 'Kassa-monitor', 'Kassa-monitor'],
  ['Verkoop', 'Nieuwsbrief', 'Nieuwsbrief'],
  ['Financiën', 'Uitbetalingen', 'Uitbetalingen aan partners'],
  ['Instellingen', 'Mail', 'Berichten van de winkel'],
  ['Instellingen', 'Logboek', 'Logboek'],
  ['Instellingen', 'Medewerkers', 'Medewerkers'],
] as const;

test(
  'the staff navigation is one fold on a phone and a side column on a desktop, and every link is reached through it',
  { tag: '@both-widths' },
  async ({ page, baseURL, isMobile }) => {
    await logInAsStaff(page, baseURL!, '/beheer');
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Beheer' });
    const fold = nav.locator('summary').first();
    // In the page whether folded or not (a closed fold keeps its links out of the accessibility tree): the
    // beheerder reaches every staff page, Overzicht and the five groups' 27 pages.
    const links = nav.locator('a[href]');
    await expect(links).toHaveCount(28);

    if (isMobile) {
      // Closed, so the page's own heading is what a phone shows first; it names where the staff member is.
      await expect(fold).toBeVisible();
      await expect(fold).toHaveText(/^Beheermenu\s*Overzicht$/);
      await expect(links.first()).toBeHidden();
      await fold.click();
      await expect(nav.getByRole('link', { name: 'Overzicht' })).toBeVisible();
      // Overzicht belongs to no group, so every group is closed.
      await expect(nav.getByRole('link', { name: 'Bestellingen' })).toBeHidden();
    } else {
      await expect(fold).toBeHidden();
    }
    // Every link showing once the folds are open (on a desktop they are shown already), each a target a thumb
    // can hit (WCAG 2.5.8: at least 24 px high).
    await staffNav(page);
    for (const link of await links.all()) {
      await expect(link).toBeVisible();
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }

    for (const [group, name, heading] of THROUGH_THE_NAVIGATION) {
      await (await staffNav(page)).getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      const current = nav.locator('a[aria-current="page"]');
      await expect(current).toHaveText(name);
      if (isMobile) {
        // After the move the fold is closed again and names the new page and its group.
        await expect(fold).toHaveText(new RegExp(`^Beheermenu\\s*${group} · ${name}$`));
        await expect(current).toBeHidden();
        // Inside it the current page's group is the one open (the next staffNav opens the fold and the rest).
        const groupOf = (link: Locator) => link.locator('xpath=ancestor::details[1]');
        await expect(groupOf(current)).toHaveAttribute('open', '');
        const elsewhere = nav.locator('a[href]', {
          hasText: group === 'Verkoop' ? 'Boeken' : 'Bestellingen',
        });
        await expect(groupOf(elsewhere.first())).not.toHaveAttribute('open');
      } else await expect(current).toBeVisible();
    }
  },
);
