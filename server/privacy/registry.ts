// Issue 32 (decision 820): every capability's part of a customer's personal data, in the order closing an account
// erases them — the orders first (they find the account's rows by its id), the account row itself last (its
// foreign keys take the sessions, resets and email changes with it). A new table that holds customer rows gets
// its capability's part here; tests/personal-data-coverage.test.ts reads the database's catalogue and fails until
// it has one.
import { accountsPersonalData } from '../accounts/personal-data.ts';
import { cartPersonalData } from '../cart/personal-data.ts';
import { ebooksPersonalData } from '../ebooks/personal-data.ts';
import { eventsPersonalData } from '../events/personal-data.ts';
import { formsPersonalData } from '../forms/personal-data.ts';
import type { PersonalDataPart } from '../lib/personal-data.ts';
import { ordersPersonalData } from '../orders/personal-data.ts';
import { outboxPersonalData } from '../outbox/personal-data.ts';
import { partnersPersonalData } from '../partners/personal-data.ts';
import { paymentsPersonalData } from '../payments/personal-data.ts';
import { reviewsPersonalData } from '../reviews/personal-data.ts';

export const PERSONAL_DATA_PARTS: readonly PersonalDataPart[] = [
  ordersPersonalData,
  ebooksPersonalData,
  paymentsPersonalData,
  reviewsPersonalData,
  formsPersonalData,
  eventsPersonalData,
  partnersPersonalData,
  outboxPersonalData,
  cartPersonalData,
  accountsPersonalData,
];

/** The tables the export covers, by name. */
export function exportedTables(parts: readonly PersonalDataPart[] = PERSONAL_DATA_PARTS): string[] {
  return parts.flatMap((part) => part.tables);
}
