// What every React Router loader and action receives from the server (never from the browser).
import type { Shop, ToggleId } from '../../domain/shop.ts';
import type { Services } from '../services.ts';
import type { Viewer } from '../shell/types.ts';
import type { RequestAuth } from './auth.ts';

export interface LeeswijzerContext {
  services: Services;
  shop: Shop;
  toggle: ToggleId;
  /** The visitor from their session (auth.viewer), never from the browser. */
  viewer: Viewer;
  /** Session, CSRF token and client address of this request. */
  auth: RequestAuth;
  /** The Set-Cookie value that remembers a shop (logout returns to SHOP_SB, spec 2 §4). */
  shopCookie(shop: Shop): string;
  nonce: string;
  requestId: string;
  /** The shop's public origin for absolute links (PUBLIC_URL, else the request's), without a trailing slash. */
  origin: string;
}

declare module 'react-router' {
  interface AppLoadContext extends LeeswijzerContext {}
}
