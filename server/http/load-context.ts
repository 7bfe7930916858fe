// What every React Router loader and action receives from the server (never from the browser).
import type { Shop, ToggleId } from '../../domain/shop.ts';
import type { Services } from '../services.ts';
import type { Viewer } from '../shell/types.ts';

export interface LeeswijzerContext {
  services: Services;
  shop: Shop;
  toggle: ToggleId;
  viewer: Viewer;
  nonce: string;
  requestId: string;
  /** The shop's public origin for absolute links (PUBLIC_URL, else the request's), without a trailing slash. */
  origin: string;
}

declare module 'react-router' {
  interface AppLoadContext extends LeeswijzerContext {}
}
