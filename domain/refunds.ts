// Issue 30 "Cancel and refund" (decision 568): what a refund of a paid order gives back — whole or per line (and
// the shipping line), never more than was paid. Pure rules over the order's frozen lines and what earlier refunds
// (finished or still under way) took: a line gives back at most its copies not yet refunded, each copy its share
// of the line's total (after discount, incl. VAT) rounded to the cent, the last copy what remains — so a line
// refunded copy by copy gives back exactly its total, and an order refunded line by line exactly what was paid.
// The credit invoice's VAT per rate comes from domain/vat.ts as the invoice's did.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';
import { type Cents, cents } from './money.ts';
import { type VatPerRate, vatPerRate } from './vat.ts';

/** A line of the paid order as frozen: a book line or the shipping line (one 'copy'). */
export interface RefundableLine {
  position: number;
  kind: 'book' | 'shipping';
  amount: number;
  totalCents: Cents;
  vatPercent: number;
}

/** What earlier refunds took of a line (finished ones and those still under way). */
export interface RefundedLine {
  position: number;
  amount: number;
  cents: Cents;
}

/** The copies staff ask back per line position (0 or absent: nothing of that line). */
export type RefundRequest = ReadonlyMap<number, number>;

export interface PlannedRefundLine {
  position: number;
  amount: number;
  cents: Cents;
  vatPercent: number;
}

export type RefundPlan =
  | { kind: 'ok'; lines: PlannedRefundLine[]; totalCents: Cents; vat: VatPerRate[] }
  /** Positions asked more copies than remain, or unknown positions: named per line. */
  | { kind: 'invalid'; positions: number[] }
  /** Nothing asked (or nothing left to refund). */
  | { kind: 'nothing' };

/** Per line: copies and cents not refunded yet. */
export function remainingOf(
  lines: readonly RefundableLine[],
  refunded: readonly RefundedLine[],
): Map<number, { amount: number; cents: Cents }> {
  const remaining = new Map<number, { amount: number; cents: Cents }>();
  for (const line of lines) remaining.set(line.position, { amount: line.amount, cents: line.totalCents });
  for (const taken of refunded) {
    const left = remaining.get(taken.position);
    if (!left) continue;
    remaining.set(taken.position, {
      amount: left.amount - taken.amount,
      cents: cents(left.cents - taken.cents),
    });
  }
  return remaining;
}

/** The refund that gives back `request`'s copies, or why it cannot. */
export function refundPlan(
  lines: readonly RefundableLine[],
  refunded: readonly RefundedLine[],
  request: RefundRequest,
): RefundPlan {
  const remaining = remainingOf(lines, refunded);
  const invalid: number[] = [];
  const planned: PlannedRefundLine[] = [];
  for (const [position, copies] of request) {
    if (copies === 0) continue;
    const line = lines.find((candidate) => candidate.position === position);
    const left = remaining.get(position);
    if (!line || !left || !Number.isInteger(copies) || copies < 0 || copies > left.amount) {
      invalid.push(position);
      continue;
    }
    const share =
      copies === left.amount
        ? left.cents
        : Math.min(left.cents, Math.round((line.totalCents * copies) / line.amount));
    if (share > 0)
      planned.push({ position, amount: copies, cents: cents(share), vatPercent: line.vatPercent });
  }
  if (invalid.length > 0) return { kind: 'invalid', positions: invalid.sort((a, b) => a - b) };
  if (planned.length === 0) return { kind: 'nothing' };
  planned.sort((a, b) => a.position - b.position);
  return {
    kind: 'ok',
    lines: planned,
    totalCents: cents(planned.reduce((sum, line) => sum + line.cents, 0)),
    vat: vatPerRate(planned.map((line) => ({ vatPercent: line.vatPercent, inclCents: line.cents }))),
  };
}

/** The request that refunds everything not refunded yet: the whole order, or what is left of it. */
export function everythingLeft(
  lines: readonly RefundableLine[],
  refunded: readonly RefundedLine[],
): RefundRequest {
  const remaining = remainingOf(lines, refunded);
  return new Map(lines.map((line) => [line.position, remaining.get(line.position)!.amount]));
}

/**
 * The staff form's copies per line: fields `line-{position}` holding a whole number ('' counts as 0). Positions
 * whose field is not a whole number from 0 up are named, so their message stands by their field.
 */
export function parseRefundLines(
  fields: Readonly<Record<string, string | undefined>>,
  positions: readonly number[],
): { request: RefundRequest; unreadable: number[] } {
  const request = new Map<number, number>();
  const unreadable: number[] = [];
  for (const position of positions) {
    const typed = (fields[`line-${position}`] ?? '').trim();
    if (typed === '') continue;
    if (!/^\d{1,4}$/.test(typed)) unreadable.push(position);
    else request.set(position, Number(typed));
  }
  return { request, unreadable };
}

/** A refund line's message: a number that is not a whole number of copies, or more than are left. */
const TOO_MANY: TextRef = { key: 'beheer.refund.too_many' };

/** The messages for refused line positions, by their fields (`line-{position}`). */
export function refundLineErrors(positions: readonly number[]): FieldErrors {
  return Object.fromEntries(positions.map((position) => [`line-${position}`, TOO_MANY]));
}

/**
 * The refund form's check, in the browser and on the server alike (decision 620): per line still refundable, the
 * copies typed must be a whole number from 0 up to the copies left ('' is 0). Whether anything is asked at all,
 * and what the payment provider says, only the server can tell.
 */
export function refundFormErrors(
  fields: PostedFields,
  lines: readonly { position: number; left: number }[],
): FieldErrors {
  const { request, unreadable } = parseRefundLines(
    fields,
    lines.map((line) => line.position),
  );
  const tooMany = lines.filter((line) => (request.get(line.position) ?? 0) > line.left);
  return refundLineErrors([...unreadable, ...tooMany.map((line) => line.position)].sort((a, b) => a - b));
}
