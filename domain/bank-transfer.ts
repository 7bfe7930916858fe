// Spec 2 §9 and spec 3 §9 "Other": the bank-transfer instructions. A customer in the Netherlands sees the shop's
// two Dutch accounts, one in Belgium its Belgian account, anyone else the account for payments from abroad with
// IBAN and BIC; always with the order number as the payment reference. The accounts come from settings (the
// country codes NL and BE too: settings isNL and isBE), so the shop changes banks without a release.
import { addDays } from './dates.ts';
import type { Cents } from './money.ts';
import { compactIban, isValidBic, isValidIban } from './iban.ts';

export interface BankAccount {
  /** Electronic form, no spaces ('NL91ABNA0417164300'); shown with formatIban. */
  iban: string;
  /** Only for the account shown abroad (a SEPA payer from another country may be asked for it). */
  bic: string | null;
  /** The bank's name ('ABN AMRO'); '' when not configured. */
  bank: string;
}

export interface BankTransferAccounts {
  /** The name the accounts are held in ('ten name van'). */
  holder: string;
  nl: readonly BankAccount[];
  be: BankAccount | null;
  foreign: BankAccount | null;
}

/** The settings rows that hold the accounts (server/db/seed: reference data). */
export const BANK_SETTINGS = {
  holder: 'bankAccountHolder',
  nl1: 'bankNl1',
  nl1Bank: 'bankNl1Name',
  nl2: 'bankNl2',
  nl2Bank: 'bankNl2Name',
  be: 'bankBe',
  beBank: 'bankBeName',
  foreignIban: 'bankForeignIban',
  foreignBic: 'bankForeignBic',
  foreignBank: 'bankForeignName',
} as const;

/** Spec 3 §9: the default holder when the setting is missing is the shop itself. */
export const DEFAULT_ACCOUNT_HOLDER = 'Leeswijzer';

/**
 * The accounts from the settings map. An IBAN that fails its check (a typo in the settings) is left out rather
 * than shown: a customer must never be sent to a wrong account. The foreign account needs a valid BIC too.
 */
export function bankAccountsFromSettings(settings: ReadonlyMap<string, string>): BankTransferAccounts {
  const text = (name: string) => settings.get(name)?.trim() ?? '';
  const account = (ibanName: string, bankName: string, bic: string | null = null): BankAccount | null => {
    const iban = compactIban(text(ibanName));
    return isValidIban(iban) ? { iban, bic, bank: text(bankName) } : null;
  };
  const nl = [
    account(BANK_SETTINGS.nl1, BANK_SETTINGS.nl1Bank),
    account(BANK_SETTINGS.nl2, BANK_SETTINGS.nl2Bank),
  ];
  const bic = text(BANK_SETTINGS.foreignBic).toUpperCase();
  return {
    holder: text(BANK_SETTINGS.holder) || DEFAULT_ACCOUNT_HOLDER,
    nl: nl.filter((a): a is BankAccount => a !== null),
    be: account(BANK_SETTINGS.be, BANK_SETTINGS.beBank),
    foreign: isValidBic(bic) ? account(BANK_SETTINGS.foreignIban, BANK_SETTINGS.foreignBank, bic) : null,
  };
}

export type TransferRegion = 'nl' | 'be' | 'abroad';

/** The special codes of spec 3 §9 (settings isNL and isBE). */
export interface RegionCodes {
  nl: string;
  be: string;
}
export const DEFAULT_REGION_CODES: RegionCodes = { nl: 'NL', be: 'BE' };

/** Which instructions a billing country gets: its own for NL and BE, the foreign account for every other. */
export function transferRegion(
  countryCode: string,
  codes: RegionCodes = DEFAULT_REGION_CODES,
): TransferRegion {
  const code = countryCode.trim().toUpperCase();
  if (code === codes.nl.toUpperCase()) return 'nl';
  if (code === codes.be.toUpperCase()) return 'be';
  return 'abroad';
}

export interface TransferInstructions {
  region: TransferRegion;
  holder: string;
  /** The accounts to show, in order; empty only when no valid account is configured at all. */
  accounts: BankAccount[];
  /** The payment reference the customer must state: the order number. */
  reference: string;
  amountCents: Cents;
  /** Issue 29: the last day to pay (YYYY-MM-DD, Amsterdam): the day bank transfer was chosen + the setting's days. */
  payBefore: string;
}

/** Issue 29 (decision 558): the setting with the days a customer has to pay a bank transfer, and its default. */
export const BANK_TRANSFER_DAYS_SETTING = 'bankTransferDays';
export const DEFAULT_BANK_TRANSFER_DAYS = 7;

/** The days to pay from the settings: a whole number from 1 to 60, else the default. */
export function bankTransferDays(settings: ReadonlyMap<string, string>): number {
  const value = Number(settings.get(BANK_TRANSFER_DAYS_SETTING)?.trim());
  return Number.isInteger(value) && value >= 1 && value <= 60 ? value : DEFAULT_BANK_TRANSFER_DAYS;
}

/**
 * The instructions for one order. When the region's own accounts are not configured, the foreign account (IBAN
 * and BIC work from anywhere in SEPA) stands in, and without that whatever accounts there are.
 */
export function transferInstructions(input: {
  countryCode: string;
  orderNumber: string;
  amountCents: Cents;
  accounts: BankTransferAccounts;
  codes?: RegionCodes;
  /** The Amsterdam date bank transfer was chosen (YYYY-MM-DD) and the days to pay from then. */
  chosenOn: string;
  days: number;
}): TransferInstructions {
  const { accounts } = input;
  const region = transferRegion(input.countryCode, input.codes);
  const own =
    region === 'nl'
      ? [...accounts.nl]
      : region === 'be'
        ? accounts.be
          ? [accounts.be]
          : []
        : accounts.foreign
          ? [accounts.foreign]
          : [];
  const fallback = accounts.foreign
    ? [accounts.foreign]
    : [...accounts.nl, ...(accounts.be ? [accounts.be] : [])];
  return {
    region,
    holder: accounts.holder,
    accounts: own.length > 0 ? own : fallback,
    reference: input.orderNumber,
    amountCents: input.amountCents,
    payBefore: addDays(input.chosenOn, input.days),
  };
}
