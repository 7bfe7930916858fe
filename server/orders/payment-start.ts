// Starting a payment for an order (spec 3 §4 "Payment method and start", spec 2 §4 'Start betaling', DESIGN
// "Money flow"), from the checkout's payment step or from the orders tab:
// 1. the choice is checked against the methods the provider offers for this order (domain/payment-methods.ts);
// 2. one transaction, the order's row locked: a repeat of the same attempt key finds its attempt and changes
//    nothing; the checkout's order must still be what the payment form showed (the digest of its lines and total,
//    decision 362, carried by the form: decision 525) — otherwise nothing starts and the shopper goes back to the
//    review; a start that asks exactly what the order's open attempt asks (same content, amount, method and bank:
//    another tab, a reload of the step) reuses that attempt and its provider payment (decision 527); otherwise the
//    order's lines and totals are frozen (from the cart, priced just before, or as they are for an order paid
//    from the orders tab), the order goes pending and the attempt is opened (any earlier open attempt is
//    superseded: at most one open payment per order);
// 3. after the commit, the provider makes the payment (idempotent per attempt key: ten parallel submits make one)
//    and the superseded attempts are cancelled at the provider; a provider error sets the attempt aside, puts the
//    order back as it was and gives a clear Dutch message.
// Bank transfer completes here too: the order registered for bank transfer, the ordered lines taken out of its
// cart, and the bank-transfer mail queued — in one transaction, once.
// An order with an e-book starts only with its buyer's consent to immediate delivery (decision 815), kept on the
// order. An order staff cancelled (issue 30, decision 606) is never paid this way: the start is refused with
// CANCELLED_TEXT, checked again under the lock so a cancel at the same moment wins either way.
import {
  bankAccountsFromSettings,
  bankTransferDays,
  type TransferInstructions,
  transferInstructions,
} from '../../domain/bank-transfer.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { cents } from '../../domain/money.ts';
import { isPayable, type OrderStatus } from '../../domain/order-status.ts';
import {
  BANK_TRANSFER,
  canStartPayment,
  chooseIssuer,
  chooseMethod,
  DEFAULT_NL_CODE,
  initialChoice,
  issuerToSend,
  offeredMethods,
  type PaymentChoice,
  type PaymentMethodOption,
  showsIssuers,
} from '../../domain/payment-methods.ts';
import { type Db, queryRows } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { enqueueMail } from '../outbox/outbox.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { SettingsMap } from '../settings/service.ts';
import { EMPTY_CART_TEXT } from './checkout-common.ts';
import { contentDigest, orderContentDigest } from './content.ts';
import { newFormKey, type OrdersContext } from './context.ts';
import { countryFacts } from './countries.ts';
import { bankTransferMail, orderLinks } from './mails.ts';
import { mailModel, mailShop, orderSummary } from './order-view.ts';
import { countEvent, countFunnelStep } from './monitor.ts';
import { MAIL_KEYS } from './paid.ts';
import { holdsSnapshot, type Snapshot } from './snapshot.ts';
import { linesOf, orderById, type OrderRow, type OrderValues, replaceLines, updateOrder } from './store.ts';

/** Spec 3 §8 "Technical error". */
export const TECHNICAL_ERROR_TEXT = 'Er is een technische fout opgetreden.';
export const PROVIDER_UNAVAILABLE_TEXT =
  'We kunnen de betaling nu niet starten: de betaaldienst reageert niet. Je bestelling is bewaard en er is ' +
  'niets afgeschreven. Probeer het over een paar minuten opnieuw of kies een andere betaalwijze.';
export const PROVIDER_REFUSED_TEXT =
  'Deze betaalwijze kan nu niet worden gebruikt voor je bestelling. Kies een andere betaalwijze.';
export const CHOOSE_METHOD_TEXT = 'Kies hoe je wilt betalen.';
export const CHOOSE_BANK_TEXT = 'Kies je bank.';
/** Decision 815: the refusal by the consent box of an order with an e-book. */
export const DIGITAL_CONSENT_TEXT =
  'Vink aan dat je het e-book meteen wilt ontvangen en weet dat je daarmee je herroepingsrecht voor het e-book verliest; zonder die toestemming kunnen we het niet leveren.';
export const ATTEMPT_DONE_TEXT = 'Deze betaling is al afgerond. Kies opnieuw hoe je wilt betalen.';
export const NOTHING_TO_PAY_TEXT = 'Er valt voor deze bestelling niets te betalen.';
export const CANCELLED_TEXT =
  'Deze bestelling is geannuleerd en kan niet meer betaald worden. Wil je de boeken toch? Bestel ze dan opnieuw.';
export const REPLACED_TEXT =
  'Deze betaling is vervangen door een nieuwere, bijvoorbeeld in een ander venster. Kies opnieuw hoe je wilt betalen.';

/** What the payment step ('Kies hoe je wilt betalen') shows for an order. */
export interface PaymentStep {
  guid: string;
  orderNumber: string;
  totalCents: number;
  billingCountry: string;
  /** domain/payment-methods.ts offeredMethods: the provider's, iDEAL only for NL, bank transfer always. */
  methods: PaymentMethodOption[];
  /** The first choice (spec 3 §4: iDEAL for Dutch customers, bank transfer for others), no bank yet. */
  choice: PaymentChoice;
  /** The bank list is shown for this choice (iDEAL 2.0: only when the provider lists banks). */
  showsIssuers: boolean;
  /** The hidden field of this payment form: one attempt per key, however often it is sent. */
  attemptKey: string;
  /** The hidden field with the digest of the order this form shows (decision 525): a changed order is not paid. */
  orderContent: string;
  /** The provider could not list its methods: only bank transfer is offered now. */
  providerUnavailable: boolean;
  /** The order holds an e-book and its buyer has not yet consented to immediate delivery (decision 815). */
  asksDigitalConsent: boolean;
}

export interface PaymentInput {
  method: string | null;
  issuer: string | null;
  /** The payment form's attemptKey. */
  attemptKey: string;
  /**
   * The payment form's order digest (PaymentStep.orderContent). The checkout's form always sends it (empty when
   * missing: then the order counts as changed); left out only by callers without a shopper's form.
   */
  orderContent?: string;
  /** The consent box of an order with an e-book was ticked (decision 815). */
  digitalConsent?: boolean;
}

export type StartPaymentResult =
  /** Send the browser to the provider (spec 3 §4: via /payment). */
  | { kind: 'redirect'; url: string; guid: string }
  /** Bank transfer registered: the confirmation with the bank details (and the mail). */
  | { kind: 'bank-transfer'; guid: string; orderNumber: string; instructions: TransferInstructions }
  | { kind: 'invalid'; field: 'method' | 'issuer' | 'attemptKey' | 'digitalConsent'; message: string }
  /** The order is paid already: show its result. */
  | { kind: 'paid'; guid: string }
  | { kind: 'not-found' }
  | { kind: 'empty-cart'; message: string }
  /** The cart changed after the payment form was shown: nothing started; back to the review (decision 525). */
  | { kind: 'changed'; guid: string }
  /** The provider failed or refused; the order stays open (spec 3 §4: the error window). */
  | { kind: 'provider-error'; message: string; guid: string }
  /** Staff cancelled the order: it cannot be paid (CANCELLED_TEXT). */
  | { kind: 'cancelled'; message: string; guid: string };

const cancelledAnswer = (guid: string): StartPaymentResult => ({
  kind: 'cancelled',
  message: CANCELLED_TEXT,
  guid,
});

function nlCodeOf(settings: SettingsMap): string {
  return settings.get('isNL')?.trim() || DEFAULT_NL_CODE;
}

/** The methods offered for an order; only bank transfer when the provider cannot answer. */
export async function offeredFor(
  ctx: OrdersContext,
  payments: PaymentsService,
  order: Pick<OrderRow, 'totalCents' | 'countryCode'>,
): Promise<{ methods: PaymentMethodOption[]; unavailable: boolean; settings: SettingsMap }> {
  const settings = await ctx.settings.all();
  const listed = await payments.listMethods(cents(order.totalCents), order.countryCode);
  const fromProvider = listed.kind === 'ok' ? listed.methods : [];
  return {
    methods: offeredMethods(fromProvider, order.countryCode, nlCodeOf(settings)),
    unavailable: listed.kind !== 'ok',
    settings,
  };
}

export async function paymentStepOf(
  ctx: OrdersContext,
  payments: PaymentsService,
  order: OrderRow,
): Promise<PaymentStep> {
  const { methods, unavailable, settings } = await offeredFor(ctx, payments, order);
  const choice = initialChoice(order.countryCode, methods, nlCodeOf(settings));
  return {
    guid: order.guid,
    orderNumber: String(order.number),
    totalCents: order.totalCents,
    billingCountry: order.countryCode,
    methods,
    choice,
    showsIssuers: showsIssuers(choice, methods),
    attemptKey: newFormKey(),
    orderContent: await orderContentDigest(ctx.db, order),
    providerUnavailable: unavailable,
    asksDigitalConsent: order.digitalConsentAt === null && (await holdsEbooks(ctx.db, order.id)),
  };
}

/** The order's stored lines hold an e-book. */
async function holdsEbooks(db: Db, orderId: number): Promise<boolean> {
  const [row] = await queryRows<{ ebooks: boolean }>(
    db,
    sql`select exists (select 1 from order_lines where order_id = ${orderId} and ebook) as ebooks`,
  );
  return row?.ebooks === true;
}

/**
 * Decision 815 (art. 6:230p(g) BW): an order with an e-book starts only once its buyer consented to immediate
 * delivery and acknowledged losing the right of withdrawal for it; the first consent is kept on the order (the
 * delivery mail confirms it). 'refused' when the box was not ticked.
 */
async function digitalConsent(
  ctx: OrdersContext,
  order: OrderRow,
  snapshot: Snapshot | null,
  given: boolean,
): Promise<'not-needed' | 'given' | 'refused'> {
  if (order.digitalConsentAt !== null) return 'given';
  const ebooks =
    snapshot?.kind === 'ok' ? snapshot.lines.some((line) => line.ebook) : await holdsEbooks(ctx.db, order.id);
  if (!ebooks) return 'not-needed';
  if (!given) return 'refused';
  await ctx.db.execute(
    sql`update orders set digital_consent_at = coalesce(digital_consent_at, now()) where id = ${order.id}`,
  );
  return 'given';
}

/** What the order goes back to when its payment could not start or its attempt ended. */
function statusBefore(order: OrderRow): 'open' | 'void' | 'banktransfer' {
  if (order.bankTransferAt) return 'banktransfer';
  return order.releasedAt ? 'void' : 'open';
}

/**
 * What a start would charge: the snapshot's digest (the cart priced now) or, without a snapshot, the order's
 * frozen content; 'empty' when there is nothing to order, 'changed' when the form showed another order.
 */
async function contentToCharge(
  tx: Db,
  order: OrderRow,
  snapshot: Snapshot | null,
  shown: string | undefined,
): Promise<'empty' | 'changed' | string> {
  if (snapshot?.kind === 'empty') return 'empty';
  const digest = snapshot
    ? contentDigest(snapshot.lines, snapshot.totals.totalCents ?? 0)
    : await orderContentDigest(tx, order);
  return shown !== undefined && shown !== digest ? 'changed' : digest;
}

/**
 * Freezes a snapshot onto the locked order (null: its lines stay as frozen): writes its lines and returns its totals
 * for the caller's update of the order. Lines and totals the order already holds are not written again (decision
 * 756): then nothing is returned.
 */
async function freeze(tx: Db, locked: OrderRow, snapshot: Snapshot | null): Promise<OrderValues> {
  if (!snapshot || snapshot.kind === 'empty') return {};
  if (holdsSnapshot(locked, await linesOf(tx, locked.id), snapshot, locked.remark)) return {};
  await replaceLines(tx, locked.id, snapshot.lines);
  return snapshot.totals;
}

/**
 * Starts the chosen payment for an order the caller has checked is the visitor's. `snapshot`: the cart priced
 * for it (checkout), or null to keep the order's frozen lines (orders tab). `userAgent`: the request's header, for
 * the checkout monitor's device counts (null: not known).
 */
export async function startPaymentFor(
  ctx: OrdersContext,
  payments: PaymentsService,
  order: OrderRow,
  input: PaymentInput,
  snapshot: Snapshot | null,
  userAgent: string | null,
): Promise<StartPaymentResult> {
  if (order.status === 'paid') return { kind: 'paid', guid: order.guid };
  if (!isPayable(order.status as OrderStatus)) return cancelledAnswer(order.guid);
  if ((await digitalConsent(ctx, order, snapshot, input.digitalConsent === true)) === 'refused')
    return { kind: 'invalid', field: 'digitalConsent', message: DIGITAL_CONSENT_TEXT };
  const { methods, settings } = await offeredFor(ctx, payments, order);
  const choice = chooseIssuer(chooseMethod({ method: null, issuer: null }, input.method), input.issuer);
  if (!canStartPayment(choice, methods)) {
    const method = methods.some((m) => m.id === choice.method);
    return method
      ? { kind: 'invalid', field: 'issuer', message: CHOOSE_BANK_TEXT }
      : { kind: 'invalid', field: 'method', message: CHOOSE_METHOD_TEXT };
  }
  if (choice.method === BANK_TRANSFER)
    return completeBankTransferFor(ctx, payments, order, snapshot, userAgent, settings, input.orderContent);
  const attemptKey = input.attemptKey.trim();
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(attemptKey))
    return { kind: 'invalid', field: 'attemptKey', message: ATTEMPT_DONE_TEXT };
  const method = choice.method!;
  const issuer = issuerToSend(choice, methods);

  const opened = await ctx.transaction(async (tx) => {
    const locked = await orderById(tx, order.id, true);
    if (!locked || locked.deletedAt) return { kind: 'not-found' } as const;
    if (locked.status === 'paid') return { kind: 'paid' } as const;
    if (locked.status === 'cancelled') return { kind: 'cancelled' } as const;
    const existing = await payments.attemptByKey(locked.id, attemptKey, tx);
    // A repeat of this attempt (a double click, a reload, a retry): nothing is frozen again.
    if (existing && (existing.providerId !== null || !existing.superseded))
      return { kind: 'attempt', attempt: existing } as const;
    const content = await contentToCharge(tx, locked, snapshot, input.orderContent);
    if (content === 'empty') return { kind: 'empty' } as const;
    if (content === 'changed') return { kind: 'changed' } as const;
    const totalCents = snapshot?.kind === 'ok' ? (snapshot.totals.totalCents ?? 0) : locked.totalCents;
    if (totalCents <= 0) return { kind: 'nothing' } as const;
    // Decision 527: the same payment asked again (another tab, the step reloaded) is the open one, not a new one.
    const current = await payments.currentOpen(locked.id, tx);
    if (
      current &&
      current.method === method &&
      current.issuer === issuer &&
      current.amountCents === totalCents &&
      current.orderContent === content
    )
      return { kind: 'attempt', attempt: current } as const;
    const frozen = await freeze(tx, locked, snapshot);
    await updateOrder(tx, locked.id, { ...frozen, status: 'pending', paymentMethod: method });
    const { attempt } = await payments.openAttempt(tx, {
      orderId: locked.id,
      clientKey: attemptKey,
      method,
      issuer,
      amountCents: cents(totalCents),
      orderContent: content,
    });
    // The checkout monitor: the checkout's first payment (funnel) and every new attempt by method and device.
    await countFunnelStep(ctx, tx, locked.id, 'placed', userAgent);
    await countEvent(ctx, tx, locked, 'payment_started', method, userAgent);
    return { kind: 'attempt', attempt } as const;
  });
  if (opened.kind === 'not-found') return opened;
  if (opened.kind === 'paid') return { kind: 'paid', guid: order.guid };
  if (opened.kind === 'cancelled') return cancelledAnswer(order.guid);
  if (opened.kind === 'empty') return { kind: 'empty-cart', message: EMPTY_CART_TEXT };
  if (opened.kind === 'changed') return { kind: 'changed', guid: order.guid };
  if (opened.kind === 'nothing') return { kind: 'invalid', field: 'method', message: NOTHING_TO_PAY_TEXT };
  const attempt = opened.attempt;
  if (attempt.status === 'paid') return { kind: 'paid', guid: order.guid };
  if (attempt.status !== 'open') return { kind: 'invalid', field: 'attemptKey', message: ATTEMPT_DONE_TEXT };
  if (attempt.superseded) return { kind: 'invalid', field: 'attemptKey', message: REPLACED_TEXT };

  const started = await payments.start(attempt, {
    guid: order.guid,
    description: `Leeswijzer bestelling ${order.number}`,
    returnUrl: orderLinks(ctx.origin, order.guid).status,
  });
  // The attempts this one replaced are cancelled at the provider (decision 527), whatever became of this one.
  await payments.cancelReplaced(order.id);
  if (started.kind === 'replaced') return { kind: 'invalid', field: 'attemptKey', message: REPLACED_TEXT };
  if (started.kind === 'ok' && started.checkoutUrl)
    return { kind: 'redirect', url: started.checkoutUrl, guid: order.guid };
  if (started.kind === 'ok') {
    // Spec 3 §4 "A null url opens the error window": the payment exists but has no page to send the shopper to.
    ctx.log.error({ order: order.id, payment: attempt.id }, 'provider gave no checkout URL');
    return { kind: 'provider-error', message: TECHNICAL_ERROR_TEXT, guid: order.guid };
  }
  await ctx.transaction(async (tx) => {
    if (!(await payments.setAsideUnstarted(tx, attempt.id))) return;
    const locked = await orderById(tx, order.id, true);
    if (!locked || locked.status !== 'pending') return;
    const open = (await payments.attemptsOf(locked.id, tx)).some((a) => a.status === 'open' && !a.superseded);
    if (!open) await updateOrder(tx, locked.id, { status: statusBefore(locked) });
  });
  return {
    kind: 'provider-error',
    message: started.kind === 'rejected' ? PROVIDER_REFUSED_TEXT : PROVIDER_UNAVAILABLE_TEXT,
    guid: order.guid,
  };
}

/**
 * Where and by when to transfer an order's total: from the day bank transfer was chosen with the shop's days to
 * pay, or — for an invoice on account (decision 611) — from `term`'s day with its own days.
 */
export function instructionsFor(
  order: OrderRow,
  settings: SettingsMap,
  term?: { from: string; days: number },
): TransferInstructions {
  return transferInstructions({
    countryCode: order.countryCode,
    orderNumber: String(order.number),
    amountCents: cents(order.totalCents),
    accounts: bankAccountsFromSettings(settings),
    codes: { nl: settings.get('isNL')?.trim() || 'NL', be: settings.get('isBE')?.trim() || 'BE' },
    chosenOn: term?.from ?? amsterdamCalendarDate(order.bankTransferAt ?? order.createdAt),
    days: term?.days ?? bankTransferDays(settings),
  });
}

/**
 * Spec 3 §4 bank transfer: "complete payment registers the transfer, the cart is deleted, the status becomes
 * banktransfer" — with the bank-transfer mail, in one transaction; a repeat changes nothing and sends nothing.
 * The cart loses only the ordered lines (decision 526); `shown`: the form's order digest (decision 525).
 */
export async function completeBankTransferFor(
  ctx: OrdersContext,
  payments: PaymentsService,
  order: OrderRow,
  snapshot: Snapshot | null,
  userAgent: string | null,
  settingsMap?: SettingsMap,
  shown?: string,
): Promise<StartPaymentResult> {
  const settings = settingsMap ?? (await ctx.settings.all());
  const done = await ctx.transaction(async (tx) => {
    const locked = await orderById(tx, order.id, true);
    if (!locked || locked.deletedAt) return { kind: 'not-found' } as const;
    if (locked.status === 'paid') return { kind: 'paid' } as const;
    if (locked.status === 'cancelled') return { kind: 'cancelled' } as const;
    if (locked.status === 'banktransfer') return { kind: 'ok', order: locked } as const;
    const content = await contentToCharge(tx, locked, snapshot, shown);
    if (content === 'empty') return { kind: 'empty' } as const;
    if (content === 'changed') return { kind: 'changed' } as const;
    const frozen = await freeze(tx, locked, snapshot);
    const now = ctx.now();
    const registered = await updateOrder(tx, locked.id, {
      ...frozen,
      status: 'banktransfer',
      paymentMethod: BANK_TRANSFER,
      bankTransferAt: locked.bankTransferAt ?? now,
      releasedAt: locked.releasedAt ?? now,
    });
    await payments.supersedeOpen(tx, locked.id);
    const lines = await linesOf(tx, locked.id);
    // Decision 526: only what was ordered leaves the cart; books added since stay.
    if (locked.releasedAt === null && locked.cartId !== null)
      await ctx.cart.withDb(tx).removeOrdered(locked.cartId, lines);
    const summary = orderSummary(registered, lines, (await countryFacts(tx)).name);
    await enqueueMail(
      tx,
      MAIL_KEYS.bankTransfer(locked.id),
      bankTransferMail(
        mailModel(summary, mailShop(settings)),
        instructionsFor(registered, settings),
        ctx.origin,
      ),
    );
    // The checkout monitor: the checkout placed (unless a payment started before), bank transfer chosen once.
    await countFunnelStep(ctx, tx, locked.id, 'placed', userAgent);
    if (locked.bankTransferAt === null)
      await countEvent(ctx, tx, locked, 'bank_transfer', BANK_TRANSFER, userAgent);
    return { kind: 'ok', order: registered } as const;
  });
  if (done.kind === 'not-found') return done;
  if (done.kind === 'paid') return { kind: 'paid', guid: order.guid };
  if (done.kind === 'cancelled') return cancelledAnswer(order.guid);
  if (done.kind === 'empty') return { kind: 'empty-cart', message: EMPTY_CART_TEXT };
  if (done.kind === 'changed') return { kind: 'changed', guid: order.guid };
  await payments.cancelReplaced(order.id);
  return {
    kind: 'bank-transfer',
    guid: done.order.guid,
    orderNumber: String(done.order.number),
    instructions: instructionsFor(done.order, settings),
  };
}
