// Spec 1 §2.2 shell data on the demo catalogue: what each shop's sidebars, menus and footer hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import type { Services } from '../services.ts';
import { ANONYMOUS, type UserViewer, type Viewer } from '../accounts/viewer.ts';

const customer: UserViewer = { ...ANONYMOUS, loggedIn: true, userId: 7, firstname: 'Anna', accessLevel: 1 };
const partner: Viewer = { ...customer, isPartner: true, partnerCode: 'PC123' };
const admin: Viewer = { ...customer, isAdmin: true };

describe.each(eachDatabase())('shell data on %s', (kind) => {
  let t: TestServices;
  let services: Services;
  beforeAll(async () => {
    t = await openTestServices(kind);
    ({ services } = t);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** Both parts of the shell in one object, as the page's components see it (app/lib/shell.ts useShell). */
  const shell = async (shop: 'SHOP_SB' | 'SHOP_ALL', viewer: Viewer = ANONYMOUS) => {
    const { own, shared } = await services.shell.shellData({
      shop,
      toggle: shop === 'SHOP_SB' ? 2 : 3,
      viewer,
    });
    return { ...shared, ...own };
  };

  it('never lists the hidden categories and shows each shop its own categories', async () => {
    const own = await shell('SHOP_SB');
    const all = await shell('SHOP_ALL');
    for (const data of [own, all]) {
      expect(data.categories.map((c) => c.name)).not.toContain('eigen uitgaven');
      expect(data.categories.map((c) => c.name)).not.toContain('nieuw');
    }
    expect(all.categories.length).toBeGreaterThan(own.categories.length);
    expect(own.categories[0]!.href).toMatch(/^\/category\//);
  });

  it('shows product groups and is_sb authors only outside the all-books shop, never Dutch as another language', async () => {
    const own = await shell('SHOP_SB');
    const all = await shell('SHOP_ALL');
    expect(own.productGroups.length).toBeGreaterThan(0);
    expect(own.sbAuthors.length).toBeGreaterThan(0);
    expect(all.productGroups).toEqual([]);
    expect(all.sbAuthors).toEqual([]);
    expect(own.languages.map((l) => l.abbr)).not.toContain('NL');
  });

  it('fills the right sidebar per shop: banners, newest books and a ranked Top 20 in the own shop, a Top 10 in the other', async () => {
    const own = await shell('SHOP_SB');
    expect(own.banners.length).toBeGreaterThan(0);
    expect(own.newestBooks.length).toBeGreaterThan(0);
    expect(own.top20.map((b) => b.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(own.top10).toEqual([]);
    const all = await shell('SHOP_ALL');
    expect(all.top10).toHaveLength(10);
    expect(all.top10Title).not.toBe('');
    expect(all.top20).toEqual([]);
    expect(all.banners).toEqual([]);
  });

  it('filters the menus by shop and visitor', async () => {
    const paths = (links: { path: string }[]) => links.map((l) => l.path);
    const ownAnon = await shell('SHOP_SB');
    expect(paths(ownAnon.nav.main)).toEqual(
      expect.arrayContaining(['/new-books', '/ebooks', '/category/top10']),
    );
    expect(paths(ownAnon.nav.main)).not.toContain('/new-books/week');
    expect(paths(ownAnon.nav.main)).not.toContain('/account/orders'); // restricted
    expect(paths(ownAnon.nav.sub)).toEqual(
      expect.arrayContaining(['/videos', '/partners', '/jobs', '/sitemap']),
    );
    expect(paths(ownAnon.nav.sub).filter((p) => p === '/partners')).toHaveLength(1);

    const allAnon = await shell('SHOP_ALL');
    expect(paths(allAnon.nav.main)).toEqual(expect.arrayContaining(['/new-books/month', '/new-books/week']));
    expect(paths(allAnon.nav.main)).not.toContain('/ebooks');
    expect(paths(allAnon.nav.sub)).not.toContain('/videos');

    expect(paths((await shell('SHOP_SB', customer)).nav.main)).toContain('/account/orders');
    const partnerSub = paths((await shell('SHOP_SB', partner)).nav.sub);
    expect(partnerSub).toContain('/partner');
    expect(partnerSub).not.toContain('/partners');
  });

  it("builds the footer: 'Mijn account' only when logged in, the disclaimer only in the own shop, no bank transfer or EPS logo", async () => {
    const titles = (data: Awaited<ReturnType<typeof shell>>) => data.footer.columns.map((c) => c.title);
    const links = (data: Awaited<ReturnType<typeof shell>>) =>
      data.footer.columns.flatMap((c) => c.links.map((l) => l.path));
    const ownAnon = await shell('SHOP_SB');
    expect(titles(ownAnon)).not.toContain('Mijn account');
    expect(titles(await shell('SHOP_SB', customer))).toContain('Mijn account');
    expect(links(ownAnon)).toContain('/disclaimer');
    expect(links(await shell('SHOP_ALL'))).not.toContain('/disclaimer');
    expect(ownAnon.footer.paymentLogos).toContain('iDEAL');
    expect(ownAnon.footer.paymentLogos).not.toContain('Overboeking');
    expect(ownAnon.footer.paymentLogos).not.toContain('EPS');
    expect(ownAnon.footer.partnerPath).toBe('/partners');
    expect((await shell('SHOP_SB', partner)).footer.partnerPath).toBe('/partner');
    expect(ownAnon.footer.social.length).toBeGreaterThan(0);
  });

  it("gives only admins the 'Beheer' link, and everyone the version and year", async () => {
    expect((await shell('SHOP_SB')).adminUrl).toBeNull();
    expect((await shell('SHOP_SB', admin)).adminUrl).toMatch(/^https:\/\//);
    const data = await shell('SHOP_SB');
    expect(data.version).toBe('2.30.22');
    expect(data.year).toBe(new Date().getFullYear());
    expect(data.notifications.length).toBeGreaterThan(0);
  });
});
