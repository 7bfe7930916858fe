// Spec 2 §9 and spec 3 §9 partner programme terms: the commission rates, the 21 % VAT on commission and the
// ledger rows a paid order earns its partner. Pure: server/partners/ledger.ts writes what these return.
//
// A commission is a percentage of a book line's amount excl. VAT (what the shop really earns; the buyer's VAT
// goes to the tax office), rounded half away from zero to whole cents, per line. Shipping earns nothing. The
// ledger stores it excl. VAT; a partner with a VAT number invoices the shop 21 % VAT on top, so their amounts
// are shown incl. that VAT, a partner without one sees them excl. (spec 2 §6).
import { type Cents, cents } from './money.ts';
import { isSelfReferral } from './self-referral.ts';

export interface PartnerRates {
  /** Percent on own publications (sb_edition 'eigen uitgaven'). */
  own: number;
  /** Percent on other publishers' titles. */
  other: number;
}

/** Spec 2 §9: 20 % on own publications and 10 % on others; private partners 5 % and 10 %. */
export const PARTNER_TERMS: Readonly<Record<'standard' | 'private', PartnerRates>> = Object.freeze({
  standard: Object.freeze({ own: 20, other: 10 }),
  private: Object.freeze({ own: 5, other: 10 }),
});

/** Spec 2 §9: "default commission 10 % when not set" — a rate the partner record leaves empty. */
export const UNSET_RATE_PERCENT = 10;

/** Spec 2 §9: VAT on commission. */
export const COMMISSION_VAT_PERCENT = 21;

/** The rates approval gives a new partner (spec 2 §9 terms). */
export function termsRates(isPrivate: boolean): PartnerRates {
  return { ...PARTNER_TERMS[isPrivate ? 'private' : 'standard'] };
}

/** The rates a partner record pays at: its stored ones, 10 % for each one not set (or out of 0–100). */
export function resolvedRates(stored: { own: number | null; other: number | null }): PartnerRates {
  const rate = (value: number | null) =>
    value !== null && Number.isInteger(value) && value >= 0 && value <= 100 ? value : UNSET_RATE_PERCENT;
  return { own: rate(stored.own), other: rate(stored.other) };
}

/** round(numerator / denominator), half away from zero, in exact integers (denominator > 0). */
function divideRounded(numerator: number, denominator: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/** The commission on an amount excl. VAT at a rate, in whole cents. */
export function commissionOf(baseCents: Cents, ratePercent: number): Cents {
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100)
    throw new RangeError(`not a commission rate: ${ratePercent}`);
  return cents(divideRounded(baseCents * ratePercent, 100));
}

/** Spec 2 §6: an amount excl. VAT as the partner sees it — incl. 21 % VAT when they have a VAT number. */
export function shownCommission(amountCents: Cents, hasVatNumber: boolean): Cents {
  if (!hasVatNumber) return amountCents;
  return cents(amountCents + divideRounded(amountCents * COMMISSION_VAT_PERCENT, 100));
}

/** An order line as the ledger sees it (server/orders' snapshot: total incl. VAT and the VAT in it). */
export interface LedgerOrderLine {
  position: number;
  kind: 'book' | 'shipping';
  sku: string | null;
  totalCents: Cents;
  vatCents: Cents;
  /** Spec 3 §9: an own publication (the own-title rate). */
  ownEdition: boolean;
}

export interface EarnedLine {
  position: number;
  sku: string;
  baseCents: Cents;
  ownEdition: boolean;
  ratePercent: number;
  amountCents: Cents;
}

/** Spec 2 §6 self-referral (decisions 453, 523): domain/self-referral.ts compares accounts, mailboxes and IBANs. */
export { isSelfReferral } from './self-referral.ts';

/**
 * The commission rows a paid order earns (issue 17 #4): one per book line at the partner's rates. A partner's
 * own order earns nothing (spec 2 §6: their code is their own affiliate id after login, but self-referral is no
 * referral; see isSelfReferral), and neither does shipping.
 */
export function earnedLines(
  order: {
    buyerUserId: number | null;
    buyerEmail: string | null;
    /** The buying account's IBAN, if it has one (decision 523). */
    buyerIban?: string | null;
    lines: readonly LedgerOrderLine[];
  },
  partner: { userId: number; email: string | null; iban?: string | null; rates: PartnerRates },
): EarnedLine[] {
  if (isSelfReferral({ userId: order.buyerUserId, email: order.buyerEmail, iban: order.buyerIban }, partner))
    return [];
  return order.lines.flatMap((line) => {
    if (line.kind !== 'book' || line.sku === null) return [];
    const baseCents = cents(Math.max(0, line.totalCents - line.vatCents));
    const ratePercent = line.ownEdition ? partner.rates.own : partner.rates.other;
    return [
      {
        position: line.position,
        sku: line.sku,
        baseCents,
        ownEdition: line.ownEdition,
        ratePercent,
        amountCents: commissionOf(baseCents, ratePercent),
      },
    ];
  });
}
