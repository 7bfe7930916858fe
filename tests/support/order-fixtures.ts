// For the orders' and payments' tests: a scriptable payment provider (in memory, idempotent per key like Mollie,
// with outages, refusals and hangs on demand), services over a test database with it, and a customer's or guest's
// cart filled with orderable books. A test names no other capability's tables.
import { randomBytes } from 'node:crypto';
import type { ProfileInput } from '../../domain/account-forms.ts';
import { sql } from 'drizzle-orm';
import { type Cents, cents } from '../../domain/money.ts';
import type { PaymentMethodOption } from '../../domain/payment-methods.ts';
import type { PaymentState } from '../../domain/payment-status.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './test-database.ts';
import { TEST_HASH, type TestIntegrations, testIntegrations } from './test-integrations.ts';
import { newCustomer, newGuest, orderableBooks } from './cart-fixtures.ts';
import { clientInput, customerVisitor, guestVisitor, personal, TEST_ORIGIN } from './checkout-inputs.ts';
import type { CartOwner } from '../../server/cart/service.ts';
import { queryRows, type Db } from '../../server/db/client.ts';
import {
  PaymentProviderRejectedError,
  PaymentProviderUnavailableError,
  type PaymentProvider,
} from '../../server/payments/providers/index.ts';
import type {
  CreatedPayment,
  CreatePaymentInput,
  ProviderPayment,
} from '../../server/payments/providers/provider.ts';
import type { PaymentLog } from '../../server/payments/service.ts';
import { createServices, type Services } from '../../server/services.ts';
import { APP_VERSION } from '../../server/version.ts';
import type { CheckoutVisitor } from '../../server/orders/checkout-common.ts';

export { orderableBooks } from './cart-fixtures.ts';
export { clientInput, customerVisitor, guestVisitor, personal, TEST_ORIGIN } from './checkout-inputs.ts';

/** A guest's address on the client step, as its form posts the fields (page and process tests). */
export const GUEST_FORM = {
  firstname: 'Anna',
  lastname: 'de Vries',
  phonenr: '020 123 45 67',
  address: 'Keizersgracht',
  housenr: '12',
  addition: '',
  zipcode: '1015 CJ',
  city: 'Amsterdam',
  country_code: 'NL',
} as const;

export const FAKE_METHODS: PaymentMethodOption[] = [
  { id: 'ideal', description: 'iDEAL', issuers: [{ id: 'ideal_INGBNL2A', name: 'ING' }] },
  { id: 'creditcard', description: 'Creditcard', issuers: [] },
];

interface FakePayment extends ProviderPayment {
  key: string;
  input: CreatePaymentInput;
}

/** A provider in memory: what Mollie does that the shop depends on, and failures when told to. */
export interface FakeProvider extends PaymentProvider {
  payments: Map<string, FakePayment>;
  /** createPayment calls made (also the repeats with a known key). */
  createCalls: number;
  getCalls: number;
  cancelCalls: number;
  /** The refunds given, by idempotency key (a repeat of a key returns the same refund). */
  refunds: Map<string, { refundId: string; providerId: string; amountCents: Cents }>;
  /** Whether an open payment can be cancelled (Mollie: only some methods); true by default. */
  cancelable: boolean;
  /** The next calls fail: 'unavailable' (a 500), 'rejected' (a 422), 'hang' (never answers; bounded by the shop's deadline). */
  failing: null | 'unavailable' | 'rejected' | 'hang';
  /** Settles a payment as the shopper would on the provider's page (no webhook: the test calls it). */
  settle(id: string, status: PaymentState, amountCents?: number): void;
}

export function fakeProvider(options: { hangMs?: number } = {}): FakeProvider {
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, string>();
  const provider: FakeProvider = {
    name: 'fake',
    payments,
    createCalls: 0,
    getCalls: 0,
    cancelCalls: 0,
    refunds: new Map(),
    cancelable: true,
    failing: null,
    settle(id, status, amountCents) {
      const payment = payments.get(id)!;
      payment.status = status;
      payment.paidAt = status === 'paid' ? new Date() : null;
      if (amountCents !== undefined) payment.amountCents = cents(amountCents);
    },
    async createPayment(input): Promise<CreatedPayment> {
      provider.createCalls++;
      await fail();
      const known = byKey.get(input.idempotencyKey);
      const id = known ?? `tr_${randomBytes(8).toString('hex')}`;
      if (!known) {
        byKey.set(input.idempotencyKey, id);
        payments.set(id, {
          key: input.idempotencyKey,
          input,
          providerId: id,
          status: 'open',
          amountCents: input.amountCents,
          method: input.method,
          paidAt: null,
          orderGuid: input.orderGuid,
          cancelable: true,
        });
      }
      return { providerId: id, checkoutUrl: `https://pay.example/${id}`, status: payments.get(id)!.status };
    },
    async getPayment(id) {
      provider.getCalls++;
      await fail();
      const payment = payments.get(id);
      return payment ? answer(payment) : null;
    },
    async cancelPayment(id) {
      provider.cancelCalls++;
      await fail();
      const payment = payments.get(id);
      if (!payment) return null;
      if (payment.status !== 'open' || !provider.cancelable)
        throw new PaymentProviderRejectedError('fake', 422, 'The payment cannot be canceled');
      payment.status = 'canceled';
      return answer(payment);
    },
    async refundPayment(input) {
      await fail();
      const known = provider.refunds.get(input.idempotencyKey);
      if (known) return { refundId: known.refundId };
      const payment = payments.get(input.providerId);
      if (!payment || payment.status !== 'paid')
        throw new PaymentProviderRejectedError('fake', 422, 'The payment is not paid');
      const taken = [...provider.refunds.values()]
        .filter((r) => r.providerId === input.providerId)
        .reduce((sum, r) => sum + r.amountCents, 0);
      if (taken + input.amountCents > payment.amountCents)
        throw new PaymentProviderRejectedError('fake', 422, 'More than remains refundable', 'amount');
      const refundId = `re_${randomBytes(8).toString('hex')}`;
      provider.refunds.set(input.idempotencyKey, {
        refundId,
        providerId: input.providerId,
        amountCents: input.amountCents,
      });
      return { refundId };
    },
    async listMethods() {
      await fail();
      return FAKE_METHODS.map((m) => ({ ...m, issuers: [...m.issuers] }));
    },
  };
  function answer(payment: FakePayment): ProviderPayment {
    return {
      providerId: payment.providerId,
      status: payment.status,
      amountCents: payment.amountCents,
      method: payment.method,
      paidAt: payment.paidAt,
      orderGuid: payment.orderGuid,
      cancelable: payment.status === 'open' && provider.cancelable,
    };
  }
  async function fail(): Promise<void> {
    if (provider.failing === 'unavailable') throw new PaymentProviderUnavailableError('fake', 'server-error');
    if (provider.failing === 'rejected') throw new PaymentProviderRejectedError('fake', 422, 'no', 'method');
    if (provider.failing === 'hang') {
      // What the adapters do with a provider that never answers: give up after their deadline.
      await new Promise((resolve) => setTimeout(resolve, options.hangMs ?? 200));
      throw new PaymentProviderUnavailableError('fake', 'timeout');
    }
  }
  return provider;
}

/** Log lines of payments and orders, kept for the test to read. */
export function memoryLog(): PaymentLog & { lines: { level: string; message: string; fields: object }[] } {
  const lines: { level: string; message: string; fields: object }[] = [];
  return {
    lines,
    info: (fields, message) => lines.push({ level: 'info', message, fields }),
    warn: (fields, message) => lines.push({ level: 'warn', message, fields }),
    error: (fields, message) => lines.push({ level: 'error', message, fields }),
  };
}

export type OrderTestServices = TestDatabase & {
  services: Services;
  integrations: TestIntegrations;
  provider: FakeProvider;
  log: ReturnType<typeof memoryLog>;
};

export async function openOrderServices(
  kind: DatabaseKind,
  provider: FakeProvider = fakeProvider(),
  options: { database?: TestDatabase } = {},
): Promise<OrderTestServices> {
  const testDatabase = options.database ?? (await openTestDatabase(kind));
  const integrations = testIntegrations();
  const log = memoryLog();
  const services = createServices(testDatabase.database, APP_VERSION, {
    integrations,
    hashParams: TEST_HASH,
    origin: TEST_ORIGIN,
    payments: { kind: 'mollie', provider, testGateway: null },
    paymentLog: log,
  });
  return { ...testDatabase, services, integrations, provider, log };
}

/** A new guest with `copies` of each of `count` orderable books in the cart. */
export async function guestWithCart(
  t: { services: Services; database: { db: Db } },
  count = 2,
  copies = 1,
  ip = '192.0.2.20',
): Promise<{ owner: CartOwner & { kind: 'guest' }; visitor: CheckoutVisitor; skus: string[] }> {
  const owner = newGuest();
  const books = await orderableBooks(t.database.db, count);
  for (const book of books) await t.services.cart.add(owner, book.sku, copies, { clientIp: ip });
  return { owner, visitor: guestVisitor(owner, ip), skus: books.map((b) => b.sku) };
}

export async function customerWithCart(
  t: { services: Services; database: { db: Db } },
  count = 2,
): Promise<{ userId: number; visitor: CheckoutVisitor; skus: string[] }> {
  const owner = await newCustomer(t.database.db);
  const books = await orderableBooks(t.database.db, count);
  for (const book of books) await t.services.cart.add(owner, book.sku, 1, { clientIp: '192.0.2.30' });
  return { userId: owner.userId, visitor: customerVisitor(owner.userId), skus: books.map((b) => b.sku) };
}

/** Straight from the tables: the facts the invariants are about. */
export async function countRows(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row!.n);
}

export function amountOf(value: number): Cents {
  return cents(value);
}

/** A guest's order of `count` books (`copies` each), paid online with iDEAL, perhaps through a partner's code. */
export async function paidGuestOrder(
  t: OrderTestServices,
  options: { count?: number; copies?: number; personal?: Partial<ProfileInput>; affiliate?: string } = {},
): Promise<{ number: number; guid: string; id: number; email: string }> {
  const guest = await guestWithCart(t, options.count ?? 2, options.copies ?? 1);
  if (options.affiliate) guest.visitor = { ...guest.visitor, affiliate: options.affiliate };
  const input = clientInput({ personal: personal(options.personal) });
  const saved = await t.services.checkout.saveClient(guest.visitor, input);
  if (saved.kind !== 'ok') throw new Error(`client step refused: ${saved.kind}`);
  const step = await t.services.checkout.paymentStep(guest.visitor);
  if (step.kind !== 'ok') throw new Error('no payment step');
  const started = await t.services.checkout.startPayment(guest.visitor, saved.guid, {
    method: 'ideal',
    issuer: 'ideal_INGBNL2A',
    attemptKey: step.step.attemptKey,
  });
  if (started.kind !== 'redirect') throw new Error('payment not started');
  const providerId = started.url.split('/').pop()!;
  t.provider.settle(providerId, 'paid');
  await t.services.payments.sync(providerId);
  const [row] = await queryRows<{ number: number; id: number; status: string }>(
    t.database.db,
    sql`select number, id, status from orders where guid = ${saved.guid}`,
  );
  if (row?.status !== 'paid') throw new Error('order not paid');
  return { number: Number(row.number), guid: saved.guid, id: Number(row.id), email: input.personal.email };
}

/** A guest's order of `count` books for which bank transfer was chosen (unpaid); a company's when `company`. */
export async function bankTransferOrder(
  t: OrderTestServices,
  options: { count?: number; company?: string } = {},
): Promise<{ number: number; guid: string; id: number; email: string; totalCents: number }> {
  const guest = await guestWithCart(t, options.count ?? 2);
  const input = clientInput(
    options.company ? { business: { company: options.company, nrKvk: '12345678', nrVat: '' } } : {},
  );
  const saved = await t.services.checkout.saveClient(guest.visitor, input);
  if (saved.kind !== 'ok') throw new Error(`client step refused: ${saved.kind}`);
  const done = await t.services.checkout.completeBankTransfer(guest.visitor, saved.guid);
  if (done.kind !== 'bank-transfer') throw new Error(`bank transfer not chosen: ${done.kind}`);
  const [row] = await queryRows<{ number: number; id: number; total_cents: number }>(
    t.database.db,
    sql`select number, id, total_cents from orders where guid = ${saved.guid}`,
  );
  return {
    number: Number(row!.number),
    guid: saved.guid,
    id: Number(row!.id),
    email: input.personal.email,
    totalCents: Number(row!.total_cents),
  };
}
