// What every React Router loader and action receives from the server (never from the browser).
import type { Shop, ToggleId } from '../../domain/shop.ts';
import type { Services } from '../services.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { RequestAuth } from './auth.ts';
import type { CartOwner } from '../cart/service.ts';

export interface LeeswijzerContext {
  services: Services;
  shop: Shop;
  toggle: ToggleId;
  /** The visitor from their session (auth.viewer), never from the browser. */
  viewer: Viewer;
  /** Session, CSRF token and client address of this request. */
  auth: RequestAuth;
  /** Issue 13: the guest's cart token from the httpOnly lw_guest cookie when well-formed, else null. */
  guestToken: string | null;
  /**
   * Whose cart this request is about (server/cart/owner.ts): the session's account, else the guest token; null
   * for a visitor with neither (an add makes a guest cart and returns the token to set).
   */
  cartOwner: CartOwner | null;
  /** The Set-Cookie value that gives this visitor a guest cart token (after an add made their cart). */
  guestCookie(token: string): string;
  /** The Set-Cookie value that forgets the guest cart (after a merge at login, at logout). */
  clearGuestCookie(): string;
  /** The Set-Cookie value that remembers a shop (logout returns to SHOP_SB, spec 2 §4). */
  shopCookie(shop: Shop): string;
  nonce: string;
  /** Issue 16: the text of a built stylesheet (`/assets/….css`) for the page's head; null for anything else. */
  stylesheet(href: string): string | null;
  requestId: string;
  /** The shop's public origin for absolute links (PUBLIC_URL, else the request's), without a trailing slash. */
  origin: string;
  /**
   * Issue 27 #1: React Router's handleError (app/entry.server.tsx) hands every loader, action and render error
   * here; a lost database connection turns the error page's 500 into a 503 with Retry-After.
   */
  noteError(error: unknown): void;
}

declare module 'react-router' {
  interface AppLoadContext extends LeeswijzerContext {}
}
