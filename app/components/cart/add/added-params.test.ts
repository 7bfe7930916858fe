// The addresses around an add without JavaScript: the form's `back`, the dialog's query and its close link.
import { describe, expect, it } from 'vitest';
import { addedFromQuery, pageWithoutDialog } from './added-params';

describe('pageWithoutDialog (the form’s back and the dialog’s close link)', () => {
  it.each([
    ['/category/zelfontwikkeling', '', '/category/zelfontwikkeling'],
    ['/category/zelfontwikkeling', '?page=2&view=covers', '/category/zelfontwikkeling?page=2&view=covers'],
    ['/category/zelfontwikkeling', '?page=2&toegevoegd=9789045681849', '/category/zelfontwikkeling?page=2'],
    ['/search-results', '?q=rust&verlanglijst=9789045681849&fout=sku', '/search-results?q=rust'],
    [
      '/book/9789493000001/meer-zelfvertrouwen',
      '?toegevoegd=9789493000001',
      '/book/9789493000001/meer-zelfvertrouwen',
    ],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(pageWithoutDialog(pathname, search)).toBe(expected);
  });
});

describe('addedFromQuery (which control renders its dialog open)', () => {
  const sku = '9789045681849';

  it('opens the cart dialog of the book named by toegevoegd (null: added), and only that one', () => {
    expect(addedFromQuery(`?toegevoegd=${sku}`, 'cart', sku)).toBeNull();
    expect(addedFromQuery(`?toegevoegd=${sku}`, 'wishlist', sku)).toBeUndefined();
    expect(addedFromQuery(`?toegevoegd=${sku}`, 'cart', '9789493000001')).toBeUndefined();
    expect(addedFromQuery('?page=2', 'cart', sku)).toBeUndefined();
  });

  it('opens the wishlist dialog by verlanglijst, with the refusal code when there is one', () => {
    expect(addedFromQuery(`?verlanglijst=${sku}`, 'wishlist', sku)).toBeNull();
    expect(addedFromQuery(`?verlanglijst=${sku}&fout=sku`, 'wishlist', sku)).toBe('sku');
    expect(addedFromQuery(`?verlanglijst=${sku}&fout=`, 'wishlist', sku)).toBeNull();
  });
});
