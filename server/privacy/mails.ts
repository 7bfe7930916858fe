// Issue 32 (decision 829): the mail that confirms a closed account, queued through the outbox in the closing's
// transaction. It says what went, what is kept and for how long (the same constants as the privacy page), and for
// a partner what became of their unpaid commission (decision 827).
import { displayText } from '../../domain/account-input.ts';
import { formatEuro } from '../../domain/money.ts';
import { ERASED_REVIEWER_NAME, INVOICE_RETENTION_YEARS } from '../../domain/personal-data.ts';
import type { Mail } from '../integrations/mail/mailer.ts';
import { renderMail } from '../integrations/mail/layout.ts';

export function accountClosedMail(input: {
  to: string;
  firstname: string;
  /** By staff on the customer's request (true) or by the customer in their account. */
  byStaff: boolean;
  /** Null: not a partner. */
  unpaidCommissionCents: number | null;
}): Mail {
  const name = displayText(input.firstname).trim();
  const paragraphs = [
    input.byStaff
      ? 'Op je verzoek hebben we je account bij Leeswijzer verwijderd.'
      : 'Je hebt je account bij Leeswijzer verwijderd.',
    'Je profiel, je adressen, je sessies, je winkelwagen, je verlanglijstje en je aanmelding voor de nieuwsbrief zijn verwijderd.',
    `Je bestellingen en facturen moeten we wettelijk ${INVOICE_RETENTION_YEARS} jaar bewaren. We houden daarvan alleen wat op de factuur staat; je e-mailadres en telefoonnummer zijn eruit gehaald. Na die ${INVOICE_RETENTION_YEARS} jaar verwijderen we ook de rest.`,
    `Recensies die je schreef blijven staan, onder de naam '${ERASED_REVIEWER_NAME}'.`,
  ];
  if (input.unpaidCommissionCents !== null)
    paragraphs.push(
      input.unpaidCommissionCents > 0
        ? `Je partnercommissie die nog niet was uitbetaald (${formatEuro(input.unpaidCommissionCents)} excl. btw) is met je account vervallen.`
        : 'Je partneraccount is beëindigd; er stond geen commissie meer open.',
    );
  paragraphs.push('Heb je dit niet zelf gedaan of gevraagd? Neem dan zo snel mogelijk contact met ons op.');
  return {
    to: input.to,
    subject: 'Je account bij Leeswijzer is verwijderd',
    ...renderMail({
      title: name ? `Hallo ${name},` : 'Hallo,',
      paragraphs,
      footer: 'Met vriendelijke groet,\nLeeswijzer',
    }),
  };
}
