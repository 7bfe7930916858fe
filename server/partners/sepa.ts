// The bank's file for the partner payouts (issue 30, decision 589): a SEPA credit transfer initiation,
// pain.001.001.03 — the version every Dutch bank takes for a batch of transfers — made with the `sepa` library
// (kewisch/sepa.js: it builds, escapes and checks the XML, the IBANs and the amounts' two decimals). One payment
// block from the shop's account (the seller settings, as on the invoices) with one transfer per payout: to the
// partner's account holder and IBAN, the payout's reference as end-to-end id, the quarter as remittance.
import { Document } from 'sepa';
import { compactIban } from '../../domain/iban.ts';

export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string;
}

export interface SepaTransfer {
  /** End-to-end id: what the partner's statement shows as the reference. */
  reference: string;
  creditorName: string;
  creditorIban: string;
  amountCents: number;
  remittance: string;
}

/** The SEPA character set's limit for names (Latin letters, digits and a few signs, 70 characters). */
function sepaName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 70);
}

/**
 * The pain.001.001.03 document. messageId: unique per file (the bank refuses a file it has seen); created: when
 * it was made; executionDate: the requested execution day, YYYY-MM-DD.
 */
export function sepaCreditTransfer(input: {
  messageId: string;
  created: Date;
  executionDate: string;
  debtor: SepaDebtor;
  transfers: readonly SepaTransfer[];
}): string {
  const doc = new Document('pain.001.001.03');
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = input.created;
  doc.grpHdr.initiatorName = sepaName(input.debtor.name);
  const info = doc.createPaymentInfo();
  // The library writes the day in the process's time zone: a local midnight of the Amsterdam day keeps it.
  const [year, month, day] = input.executionDate.split('-').map(Number) as [number, number, number];
  info.requestedExecutionDate = new Date(year, month - 1, day);
  info.debtorName = sepaName(input.debtor.name);
  info.debtorIBAN = compactIban(input.debtor.iban);
  info.debtorBIC = input.debtor.bic;
  doc.addPaymentInfo(info);
  for (const transfer of input.transfers) {
    const tx = info.createTransaction();
    tx.creditorName = sepaName(transfer.creditorName);
    tx.creditorIBAN = compactIban(transfer.creditorIban);
    // Cents to euros with two decimals exactly (the library checks amount == amount.toFixed(2)).
    tx.amount = Number((transfer.amountCents / 100).toFixed(2));
    tx.remittanceInfo = transfer.remittance;
    tx.end2endId = transfer.reference;
    info.addTransaction(tx);
  }
  return doc.toString();
}
