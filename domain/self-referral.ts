// Issue 27 (decision 523): when an order is the partner's own (spec 2 §6 self-referral: no commission). Addresses
// are compared as the mailbox they deliver to — letter case and surrounding spaces aside, a '+tag' after the name
// dropped (partner+self@… reaches partner@…), and for Gmail the dots in the name dropped and googlemail.com read as
// gmail.com (Gmail ignores both) — and the IBANs as IBANs (spaces and letter case aside). Pure; table-tested.
import { compactIban } from './iban.ts';

/** Providers that deliver 'a.b.c@' to 'abc@', by domain, with the domain they are one with. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/** The mailbox an address delivers to, as a comparable key; '' for no address. */
export function mailboxKey(email: string | null | undefined): string {
  const address = (email ?? '').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replace(/\./g, '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** Whether two addresses reach the same mailbox (never for a missing one). */
export function sameMailbox(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = mailboxKey(a);
  return left !== '' && left === mailboxKey(b);
}

/** Whether two account numbers are the same IBAN (never for a missing one). */
export function sameIban(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = compactIban(a ?? '');
  return left !== '' && left === compactIban(b ?? '');
}

export interface ReferralParty {
  userId: number | null;
  email: string | null;
  /** The IBAN known of them: the partner's payout account; the buying account's bank account, if it has one. */
  iban?: string | null;
}

/**
 * Spec 2 §6 self-referral: the partner's own order — from their account, in an address reaching their mailbox, or
 * by an account with their IBAN — is no referral (decisions 453, 523).
 */
export function isSelfReferral(buyer: ReferralParty, partner: ReferralParty & { userId: number }): boolean {
  return (
    (buyer.userId !== null && buyer.userId === partner.userId) ||
    sameMailbox(buyer.email, partner.email) ||
    sameIban(buyer.iban, partner.iban)
  );
}
