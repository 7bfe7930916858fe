// Issue 30 (back office I): the staff's customers. The list /beheer/klanten?q=…&page=… lives in the address (a
// search by customer number, email, postcode, name or company; paged), and the settings spec 2 §3 and spec 3 §3
// give an account — is_reseller, no_shipping_costs, access_level, discount / discount_3party, the user discount
// rules (sku, minamount, discount, is_active) and a partner's commission rates and status — are checked here,
// the same rules in the browser and on the server (decision 563: each form's `…FormErrors`). Pure.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';

export const STAFF_CUSTOMERS_PER_PAGE = 25;
/** A search term longer than this is no customer number, email, postcode, name or company. */
export const STAFF_CUSTOMER_SEARCH_MAX = 100;
/** Spec 1 §1: the highest access level (9: staff, STAFF_ACCESS_LEVEL). */
export const MAX_ACCESS_LEVEL = 9;
/** The database's limit for a discount rule's minimum amount (user_discount_rules_min_amount). */
export const RULE_MIN_AMOUNT_MAX = 999;
/** A sku is an EAN/ISBN or the shop's own code: letters and digits, at most this long. */
export const RULE_SKU_MAX = 20;

export interface StaffCustomerFilter {
  q: string;
  page: number;
}

export const DEFAULT_STAFF_CUSTOMER_FILTER: StaffCustomerFilter = { q: '', page: 1 };

type Params = { get(name: string): string | null };

/**
 * The filter of an address. A search term that is too long gets its message by the field and counts as not given;
 * a page number that is not a whole number from 1 up is page 1.
 */
export function parseStaffCustomerFilter(params: Params): {
  filter: StaffCustomerFilter;
  errors: { field: 'q'; key: string }[];
} {
  let q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ');
  const errors: { field: 'q'; key: string }[] = [];
  if (q.length > STAFF_CUSTOMER_SEARCH_MAX) {
    errors.push({ field: 'q', key: 'beheer.customers.search_too_long' });
    q = '';
  }
  const pageTyped = (params.get('page') ?? '').trim();
  const page = /^[1-9]\d{0,5}$/.test(pageTyped) ? Number(pageTyped) : 1;
  return { filter: { q, page }, errors };
}

/** The address's query for a filter (defaults left out), for the paging links. */
export function staffCustomerQuery(filter: StaffCustomerFilter, page = filter.page): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * What a search term is: a customer number (the account's id), an email (or part of one), a Dutch postcode, or
 * else text found in the name, the company or the email ('bakker' finds Pieter Bakker and bakker@voorbeeld.nl).
 */
export type StaffCustomerSearch =
  | { kind: 'number'; id: number }
  | { kind: 'email'; text: string }
  | { kind: 'zipcode'; zipcode: string }
  | { kind: 'text'; text: string };

const NL_ZIPCODE = /^[1-9]\d{3} ?[a-z]{2}$/i;

export function staffCustomerSearch(q: string): StaffCustomerSearch | null {
  const term = q.trim();
  if (term === '') return null;
  if (/^\d{1,9}$/.test(term)) return { kind: 'number', id: Number(term) };
  if (term.includes('@')) return { kind: 'email', text: term.toLowerCase() };
  // Postcodes are stored upper case without the space (spec 2 §5, decision 554).
  if (NL_ZIPCODE.test(term)) return { kind: 'zipcode', zipcode: term.replace(' ', '').toUpperCase() };
  return { kind: 'text', text: term.toLowerCase() };
}

// ── The settings forms ──────────────────────────────────────────────────────

const percentRule: TextRef = { key: 'beheer.customers.percent_invalid' };
const levelRule: TextRef = { key: 'beheer.customers.level_invalid' };
const minAmountRule: TextRef = { key: 'beheer.customers.min_amount_invalid' };
const skuRule: TextRef = { key: 'beheer.customers.sku_invalid' };

/** A whole number from `min` to `max` as typed (spaces around it allowed), else null. */
export function wholeNumber(typed: string | undefined, min: number, max: number): number | null {
  const text = (typed ?? '').trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** A posted checkbox: the browser sends 'on' when it is ticked and nothing when it is not. */
const ticked = (value: string | undefined) => value === 'on';

/** Spec 2 §3 / spec 3 §3 User: the account's own price and access settings. */
export interface CustomerSettingsInput {
  isReseller: boolean;
  noShippingCosts: boolean;
  accessLevel: number;
  discount: number;
  discount3party: number;
}

/** The settings form (fields is_reseller, no_shipping_costs, access_level, discount, discount_3party). */
export function customerSettingsFormErrors(fields: PostedFields): FieldErrors {
  const errors: FieldErrors = {};
  if (wholeNumber(fields.access_level, 0, MAX_ACCESS_LEVEL) === null) errors.access_level = levelRule;
  if (wholeNumber(fields.discount, 0, 100) === null) errors.discount = percentRule;
  if (wholeNumber(fields.discount_3party, 0, 100) === null) errors.discount_3party = percentRule;
  return errors;
}

/** The settings as the service takes them; null when the form has an error. */
export function cleanCustomerSettings(fields: PostedFields): CustomerSettingsInput | null {
  if (Object.keys(customerSettingsFormErrors(fields)).length > 0) return null;
  return {
    isReseller: ticked(fields.is_reseller),
    noShippingCosts: ticked(fields.no_shipping_costs),
    accessLevel: wholeNumber(fields.access_level, 0, MAX_ACCESS_LEVEL)!,
    discount: wholeNumber(fields.discount, 0, 100)!,
    discount3party: wholeNumber(fields.discount_3party, 0, 100)!,
  };
}

/**
 * Decision 584: staff never lower their own access level below staff's (they would lock themselves out of
 * /beheer in the middle of their work); another admin may do it. The message for the access-level field, or null.
 */
export function ownAccessLevelError(
  actorId: number,
  customerId: number,
  accessLevel: number,
  staffLevel: number,
): TextRef | null {
  return actorId === customerId && accessLevel < staffLevel ? { key: 'beheer.customers.own_level' } : null;
}

/** Spec 3 §3 user discount rule: from min_amount copies of this sku, this percent off (while active). */
export interface DiscountRuleInput {
  sku: string;
  minAmount: number;
  discount: number;
  isActive: boolean;
}

/** The new rule's form as it opens: from the default minimum (spec 3 §9: 2 copies), active. */
export const DEFAULT_RULE_FORM: Readonly<Record<string, string>> = {
  sku: '',
  min_amount: '2',
  discount: '',
  is_active: 'on',
};

/** A sku as typed: spaces and hyphens left out (an ISBN is often typed 978-90-…). */
export const cleanRuleSku = (typed: string | undefined) => (typed ?? '').replace(/[\s-]/g, '');

/**
 * The rule forms (fields sku — on the new rule's form only —, min_amount, discount, is_active). Whether the book
 * exists is the server's to say.
 */
export function discountRuleFormErrors(fields: PostedFields, options: { withSku: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (options.withSku) {
    const sku = cleanRuleSku(fields.sku);
    if (sku === '') errors.sku = { key: 'form_errors.general' };
    else if (sku.length > RULE_SKU_MAX || !/^[0-9A-Za-z]+$/.test(sku)) errors.sku = skuRule;
  }
  if (wholeNumber(fields.min_amount, 1, RULE_MIN_AMOUNT_MAX) === null) errors.min_amount = minAmountRule;
  if (wholeNumber(fields.discount, 0, 100) === null) errors.discount = percentRule;
  return errors;
}

/** A rule as the service takes it (the sku '' on a change form); null when the form has an error. */
export function cleanDiscountRule(
  fields: PostedFields,
  options: { withSku: boolean },
): DiscountRuleInput | null {
  if (Object.keys(discountRuleFormErrors(fields, options)).length > 0) return null;
  return {
    sku: options.withSku ? cleanRuleSku(fields.sku) : '',
    minAmount: wholeNumber(fields.min_amount, 1, RULE_MIN_AMOUNT_MAX)!,
    discount: wholeNumber(fields.discount, 0, 100)!,
    isActive: ticked(fields.is_active),
  };
}

/**
 * Decision 585: a partner's status as staff set it on the customer's page — active (approved: the code works
 * and commissions are earned) or ended (no longer a partner; the code and the ledger stay). A pending
 * application is decided at /beheer/partners.
 */
export const PARTNER_STAFF_STATUSES = ['approved', 'rejected'] as const;
export type PartnerStaffStatus = (typeof PARTNER_STAFF_STATUSES)[number];

/** Spec 2 §9 commission percentages for own and third-party titles, and the partner's status. */
export interface PartnerSettingsInput {
  commissionOwn: number;
  commissionOther: number;
  status: PartnerStaffStatus;
}

/** The partner form (fields commission, commission_3party, partner_status). */
export function partnerSettingsFormErrors(fields: PostedFields): FieldErrors {
  const errors: FieldErrors = {};
  if (wholeNumber(fields.commission, 0, 100) === null) errors.commission = percentRule;
  if (wholeNumber(fields.commission_3party, 0, 100) === null) errors.commission_3party = percentRule;
  if (!(PARTNER_STAFF_STATUSES as readonly string[]).includes(fields.partner_status ?? ''))
    errors.partner_status = { key: 'form_errors.choose' };
  return errors;
}

export function cleanPartnerSettings(fields: PostedFields): PartnerSettingsInput | null {
  if (Object.keys(partnerSettingsFormErrors(fields)).length > 0) return null;
  return {
    commissionOwn: wholeNumber(fields.commission, 0, 100)!,
    commissionOther: wholeNumber(fields.commission_3party, 0, 100)!,
    status: fields.partner_status as PartnerStaffStatus,
  };
}
