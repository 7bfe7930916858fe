// Loader and action helpers of the checkout pages (issue 14): who is checking out, as the orders service wants
// it (the session's viewer, the cart owner, the guest token, the affiliate cookie, the client address), and the
// service's field names turned into the form's (delivery.name → delivery_name, business.nrVat → nr_vat).
// Server-only (*.server.ts).
import { type AppLoadContext, data, redirect } from 'react-router';
import type { CheckoutVisitor } from '../../server/orders/service';
import type { PaymentInput, StartPaymentResult } from '../../server/orders/service';
import { AFFILIATE_COOKIE } from './affiliate.server';
import { PRIVATE_HEADERS } from './forms.server';

const AFFILIATE = /^[A-Za-z0-9_-]{1,32}$/;

/** The lw_affiliate cookie's partner code when well-formed (spec 1 §2.1 pc → affiliate id), else null. */
export function affiliateOf(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === AFFILIATE_COOKIE) {
      const value = rest.join('=');
      return AFFILIATE.test(value) ? value : null;
    }
  }
  return null;
}

export function checkoutVisitor(request: Request, context: AppLoadContext): CheckoutVisitor {
  return {
    viewer: context.viewer,
    cartOwner: context.cartOwner,
    guestToken: context.guestToken,
    affiliate: affiliateOf(request),
    meta: { ip: context.auth.clientIp, origin: context.origin, userAgent: request.headers.get('user-agent') },
  };
}

/** A posted client-step form as the service's input (pure, shared with the orders service). */
export { clientFormErrors, parseClientForm } from '../../domain/checkout-client';

/** A redirect to a step with the reason it was sent there (?reden=…, a key the page turns into words). */
export function backTo(path: string, reason: string): string {
  return `${path}?reden=${encodeURIComponent(reason)}`;
}

/** The reasons a step may name (checkout.reason.*); anything else in ?reden= is ignored. */
export const STEP_REASONS = ['client_missing', 'not_orderable', 'order_changed'] as const;

export function reasonOf(url: URL): string | null {
  const reason = url.searchParams.get('reden');
  return reason && (STEP_REASONS as readonly string[]).includes(reason) ? `checkout.reason.${reason}` : null;
}

/** The payment form's fields as the service's input (spec 3 §4: no method / no bank are null). */
export function paymentInput(fields: Readonly<Record<string, string>>): PaymentInput {
  return {
    method: fields.method?.trim() || null,
    issuer: fields.issuer?.trim() || null,
    attemptKey: fields.attempt_key ?? '',
    // Decision 815: the consent box of an order with an e-book.
    digitalConsent: fields.digital_consent !== undefined,
  };
}

export interface PaymentRefusal {
  /** The service's Dutch message. */
  message: string | null;
  /** A text key (the expired form token). */
  formError: string | null;
  /** The field the message belongs to, when it is one field's (the e-book consent box). */
  field?: string;
}

/** Seconds a shopper is asked to wait when the payment provider could not answer (as for a lost database). */
const PROVIDER_RETRY_AFTER_SECONDS = 5;

/**
 * The answer to 'Start betaling' (payment step and orders tab): to /payment?order= for the provider's page (a
 * same-origin redirect, which the CSP's form-action allows; /payment then sends the browser on), to the
 * confirmation for a bank transfer, to the result for an order paid already; refusals stay on the form.
 */
export function startAnswer(result: StartPaymentResult, where: { notFound: string; bankTransfer?: string }) {
  const refusal = (message: string, status: number, field?: string) =>
    data<PaymentRefusal>(
      { message, formError: null, ...(field ? { field } : {}) },
      // Issue 27 #1: a 503 (the provider, or its store, could not answer) says when to try again.
      {
        status,
        headers:
          status === 503
            ? { ...PRIVATE_HEADERS, 'retry-after': String(PROVIDER_RETRY_AFTER_SECONDS) }
            : PRIVATE_HEADERS,
      },
    );
  switch (result.kind) {
    case 'redirect':
      return redirect(`/payment?order=${encodeURIComponent(result.guid)}`, 303);
    case 'bank-transfer':
      return redirect(
        where.bankTransfer ?? `/shoppingcart/confirmation?order=${encodeURIComponent(result.guid)}`,
        303,
      );
    case 'paid':
      return redirect(`/payment-result?guid=${encodeURIComponent(result.guid)}`, 303);
    case 'not-found':
      return redirect(where.notFound, 303);
    case 'empty-cart':
      return redirect('/shoppingcart', 303);
    case 'changed':
      // Decision 525: the order is no longer what the form showed; the review shows it again, and why.
      return redirect(backTo('/shoppingcart/review', 'order_changed'), 303);
    case 'invalid':
      return refusal(result.message, 400, result.field);
    case 'provider-error':
      return refusal(result.message, 503);
    case 'cancelled':
      return refusal(result.message, 409);
  }
}
