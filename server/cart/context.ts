// What every part of the cart service works with: the database executor, the fresh catalogue read, settings, the
// account's pricing facts, the guest-cart throttle and a clock. Tests give a fixed clock and their own token source.
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import type { OrderInfoService } from '../catalog/index.ts';
import type { SettingsService } from '../settings/service.ts';
import type { PricingProfile } from '../accounts/service.ts';
import { createCountryList, type CountryList } from './countries.ts';
import { newGuestToken } from './guest-cookie.ts';

/**
 * Issue 13 #5 (decision 224): new guest carts one client address may make per hour, counted in the database as
 * the login limits are (server/accounts/throttle.ts, wired by server/services.ts). A household or an office
 * behind one address stays far below it; a script making a cart per request does not.
 */
export const GUEST_CARTS_PER_ADDRESS = { max: 30, windowMs: 60 * 60_000 } as const;

/** A fixed-window count as server/accounts/throttle.ts keeps them (wired by server/services.ts). */
export interface GuestCartAdmission {
  blocked: boolean;
  retryAfterSeconds: number;
}

export interface CartDeps {
  db: Db;
  catalog: OrderInfoService;
  settings: SettingsService;
  /** The account's discounts and shipping flags (accounts' face). */
  pricingProfile: (userId: number) => Promise<PricingProfile | null>;
  /**
   * Counts one new guest cart for a client address and says whether that address is over its limit (issue 13 #5:
   * GUEST_CARTS_PER_ADDRESS); counted in the database before the cart is made.
   */
  admitGuestCart: (clientIp: string) => Promise<GuestCartAdmission>;
  now?: () => Date;
  /** Where new guest tokens come from (tests fix them). */
  newToken?: () => string;
}

export interface CartContext extends Required<Omit<CartDeps, 'db'>> {
  db: Db;
  countries: CountryList;
  /** Runs `work` as one unit of work (joins the caller's transaction); inside, use only the context it is given. */
  transaction<T>(work: (tx: CartContext) => Promise<T>): Promise<T>;
  withDb(db: Db): CartContext;
}

export function cartContext(deps: CartDeps): CartContext {
  const base = {
    catalog: deps.catalog,
    settings: deps.settings,
    pricingProfile: deps.pricingProfile,
    admitGuestCart: deps.admitGuestCart,
    now: deps.now ?? (() => new Date()),
    newToken: deps.newToken ?? newGuestToken,
    countries: createCountryList(deps.db),
  };
  const over = (db: Db): CartContext => {
    const ctx: CartContext = {
      ...base,
      db,
      withDb: over,
      transaction: (work) => withTransaction(db, (tx) => work(tx === db ? ctx : over(tx))),
    };
    return ctx;
  };
  return over(deps.db);
}
