// The partner's payout mail (issue 30, decision 587): sent through the outbox when staff mark a quarter's payout
// as transferred, in the same transaction. Dutch, HTML and text (server/integrations/mail/layout.ts escapes
// everything); the subject is a fixed text with the quarter. The account number is shown by its last four digits
// only: the mail says where the money went without handing the whole number to every mailbox it passes.
import { displayText } from '../../domain/account-input.ts';
import { formatDateNl } from '../../domain/dates.ts';
import { compactIban } from '../../domain/iban.ts';
import { formatEuro } from '../../domain/money.ts';
import type { Mail } from '../integrations/mail/mailer.ts';
import { renderMail } from '../integrations/mail/layout.ts';

export interface PayoutMailFacts {
  to: string;
  firstname: string;
  /** '3e kwartaal 2026'. */
  quarterLabel: string;
  /** What was transferred (incl. VAT for a partner with a VAT number, decision 423). */
  amountCents: number;
  inclVat: boolean;
  /** The day it was transferred, YYYY-MM-DD. */
  paidOn: string;
  iban: string;
  reference: string;
  origin: string;
}

/** The idempotency key of a payout's mail: one mail per payout, however often it is marked. */
export const payoutMailKey = (payoutId: number) => `payout-paid:${payoutId}`;

export function payoutPaidMail(facts: PayoutMailFacts): Mail {
  const iban = compactIban(facts.iban);
  return {
    to: facts.to,
    subject: `Je commissie over het ${facts.quarterLabel} is overgemaakt`,
    ...renderMail({
      title: `Beste ${displayText(facts.firstname) || 'partner'},`,
      paragraphs: [
        `We hebben je commissie over het ${facts.quarterLabel} overgemaakt. Het bedrag staat binnen een paar werkdagen op je rekening.`,
      ],
      sections: [
        {
          heading: 'Uitbetaling',
          rows: [
            {
              label: facts.inclVat ? 'Bedrag (incl. 21% btw)' : 'Bedrag',
              value: formatEuro(facts.amountCents),
              strong: true,
            },
            { label: 'Overgemaakt op', value: formatDateNl(facts.paidOn) },
            { label: 'Naar rekening', value: `eindigend op ${iban.slice(-4)}` },
            { label: 'Kenmerk', value: facts.reference },
          ],
        },
      ],
      closing: ['De bestellingen waar deze commissie over gaat, zie je op je accountpagina bij Commissies.'],
      button: { label: 'Naar je commissies', url: `${facts.origin}/account/commissions` },
      footer: 'Met vriendelijke groet,\nLeeswijzer',
    }),
  };
}
