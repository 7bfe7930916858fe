// What every part of the orders capability works with (issue 14): the database executor, settings, the cart and
// accounts services (their faces only), VIES, the public origin for links in mails and to the provider, a clock
// and the way to new guids and keys. Payments come in separately (server/orders/service.ts), since payments in
// turn take orders' hooks.
import { randomBytes } from 'node:crypto';
import type { CheckoutEvent } from '../../domain/checkout-monitor.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { CartService } from '../cart/service.ts';
import type { Db } from '../db/client.ts';
import { isTransaction, withTransaction } from '../db/transaction.ts';
import type { VatChecker } from '../integrations/vies/vies.ts';
import type { SettingsService } from '../settings/service.ts';

export interface OrdersLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Issue 30 checkout monitor: where the checkout's steps, payment starts and results are reported, inside the
 * transaction that makes them happen (server/monitoring/ implements it; decision 591).
 */
export interface CheckoutMonitor {
  record(tx: Db, event: CheckoutEvent): Promise<void>;
}

/** Without a monitor nothing is counted. */
export const NO_MONITOR: CheckoutMonitor = { record: async () => {} };

export interface OrdersDeps {
  db: Db;
  settings: SettingsService;
  cart: CartService;
  accounts: AccountsService;
  vat: VatChecker;
  /** The public origin (server/seo/origin.ts): links in mails, the provider's return URL. */
  origin: string;
  now?: () => Date;
  /** An order's guid (tests may fix them); 128 random bits by default. */
  newGuid?: () => string;
  /** Told after a commit that queued mail, so the delivery loop sends it without waiting. */
  messagesQueued?: () => void;
  log?: OrdersLog;
  /** The checkout monitor; none by default. */
  monitor?: CheckoutMonitor;
}

export interface OrdersContext extends Required<Omit<OrdersDeps, 'db' | 'origin'>> {
  db: Db;
  origin: string;
  /** Runs `work` in one transaction (joining the caller's); wakes the delivery loop after a commit. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}

/** 128 random bits, URL-safe: an order's guid is its only key in mails and links, so it must not be guessable. */
export function newOrderGuid(): string {
  return randomBytes(16).toString('base64url');
}

/** A checkout or payment-attempt key for a form (the pages put it in a hidden field). */
export function newFormKey(): string {
  return randomBytes(16).toString('base64url');
}

export const SILENT_LOG: OrdersLog = {
  info: () => {},
  warn: (fields, message) => console.warn(message, fields),
  error: (fields, message) => console.error(message, fields),
};

export function ordersContext(deps: OrdersDeps): OrdersContext {
  const messagesQueued = deps.messagesQueued ?? (() => {});
  return {
    db: deps.db,
    settings: deps.settings,
    cart: deps.cart,
    accounts: deps.accounts,
    vat: deps.vat,
    origin: new URL(deps.origin).origin,
    now: deps.now ?? (() => new Date()),
    newGuid: deps.newGuid ?? newOrderGuid,
    messagesQueued,
    log: deps.log ?? SILENT_LOG,
    monitor: deps.monitor ?? NO_MONITOR,
    async transaction(work) {
      const result = await withTransaction(deps.db, work);
      if (!isTransaction(deps.db)) messagesQueued();
      return result;
    },
  };
}
