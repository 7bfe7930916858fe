// The order mails (issue 14 #10), in Dutch, as HTML and text through the shop's mail layout
// (server/integrations/mail/layout.ts, which escapes every value): the order confirmation, the bank-transfer
// instructions (spec 2 §9: the accounts for NL, BE or abroad, with the order number as the reference) and the
// payment received with a link to the invoice. Built from a plain summary of the order (OrderMailModel), filled by
// the orders capability from its snapshot; links are absolute on the origin passed in (PUBLIC_URL).
//
// Which mail when (each queued once per event in the outbox, keyed by the order): an order paid online at
// checkout gets the confirmation (its paid form, with the invoice link); a bank transfer gets the instructions
// (with the order summary), and the payment received when the money is in; an order paid later from the orders
// tab gets the payment received.
import { displayText } from '../../domain/account-input.ts';
import type { TransferInstructions } from '../../domain/bank-transfer.ts';
import { formatDateNl } from '../../domain/dates.ts';
import { formatIban } from '../../domain/iban.ts';
import { type Cents, formatEuro } from '../../domain/money.ts';
import { addressLines, type PostalAddress, sameAddress } from '../../domain/postal-address.ts';
import { type MailContent, type MailSection, renderMail } from '../integrations/mail/layout.ts';
import type { Mail } from '../integrations/mail/mailer.ts';

const SIGNATURE = 'Met vriendelijke groet,\nLeeswijzer';
/** Spec 2 §4 status table, payment_success. */
const SHIPPED_SOON = 'Je bestelling wordt zo snel mogelijk verstuurd.';

export interface OrderMailLine {
  description: string;
  amount: number;
  discountPercent: number;
  /** The line amount incl. VAT, after discount. */
  totalCents: Cents;
}

/** What the order mails say about an order: its snapshot, as the customer gave and was charged it. */
export interface OrderMailModel {
  /** The customer's email address (the recipient). */
  to: string;
  firstname: string;
  orderNumber: string;
  /** The order's unguessable id: the status and invoice links carry it. */
  guid: string;
  /** ISO instant. */
  orderDate: string;
  lines: OrderMailLine[];
  /** The shipping row; 0 = free; null when the order has no shipping row. */
  shippingCents: Cents | null;
  vatCents: Cents;
  totalCents: Cents;
  billing: PostalAddress;
  delivery: PostalAddress | null;
  business: { company: string; kvk: string; vatNumber: string } | null;
  remark: string;
  /** The payment method as shown ('iDEAL', 'Overboeking'), and when it was paid (ISO instant; null = not yet). */
  payment: { method: string; paidAt: string | null };
  /** Set once paid (domain/invoice-number.ts). */
  invoiceNumber: string | null;
  /** A customer with an account finds the order under Mijn bestellingen; a guest only through the link. */
  hasAccount: boolean;
}

/** The order's pages, on the public origin. The orders capability serves the invoice at this path. */
export function orderLinks(
  origin: string,
  guid: string,
): { status: string; invoice: string; orders: string } {
  const id = encodeURIComponent(guid);
  return {
    // Spec 1 §4: '/?guid=' leads to the payment result page of that order.
    status: `${origin}/?guid=${id}`,
    invoice: `${origin}/invoice/${id}`,
    orders: `${origin}/account/orders`,
  };
}

function mail(to: string, subject: string, content: MailContent): Mail {
  return { to, subject, ...renderMail({ ...content, footer: content.footer ?? SIGNATURE }) };
}

function greeting(model: OrderMailModel, text: string): string {
  const name = displayText(model.firstname).trim();
  return name ? `${text}, ${name}!` : `${text}!`;
}

const accountNote = (model: OrderMailModel) =>
  model.hasAccount ? ['Je vindt deze bestelling ook in je account, bij Mijn bestellingen.'] : [];

/** The lines, shipping and totals; the addresses, business data and remark; the order's number, date and payment. */
function orderSections(model: OrderMailModel): MailSection[] {
  const lines = model.lines.map((line) => ({
    label: `${line.amount} × ${line.description}${line.discountPercent ? ` (${line.discountPercent}% korting)` : ''}`,
    value: formatEuro(line.totalCents),
  }));
  if (model.shippingCents !== null)
    lines.push({
      label: 'Verzendkosten',
      value: model.shippingCents === 0 ? 'Gratis' : formatEuro(model.shippingCents),
    });
  const sections: MailSection[] = [
    {
      heading: 'Je bestelling',
      rows: [
        ...lines,
        { label: 'Totaal (incl. btw)', value: formatEuro(model.totalCents), strong: true },
        { label: 'Waarvan btw', value: formatEuro(model.vatCents) },
      ],
    },
    { heading: 'Factuuradres', lines: [...addressLines(model.billing), model.to] },
  ];
  if (model.delivery && !sameAddress(model.delivery, model.billing))
    sections.push({ heading: 'Afleveradres', lines: addressLines(model.delivery) });
  if (model.business) {
    const { company, kvk, vatNumber } = model.business;
    sections.push({
      heading: 'Bedrijfsgegevens',
      lines: [
        displayText(company),
        kvk ? `KvK-nummer: ${kvk}` : '',
        vatNumber ? `Btw-nummer: ${vatNumber}` : '',
      ].filter(Boolean),
    });
  }
  const remark = displayText(model.remark).trim();
  if (remark) sections.push({ heading: 'Je opmerking', lines: remark.split(/\r?\n/) });
  sections.push({
    heading: 'Gegevens',
    rows: [
      { label: 'Bestelnummer', value: model.orderNumber },
      { label: 'Besteldatum', value: formatDateNl(model.orderDate) },
      { label: 'Betaalwijze', value: model.payment.method },
    ],
  });
  return sections;
}

/** The order confirmation; paid (at checkout, online) with the invoice link, otherwise with the status link. */
export function orderConfirmationMail(model: OrderMailModel, origin: string): Mail {
  const links = orderLinks(origin, model.guid);
  const paid = model.payment.paidAt !== null;
  return mail(model.to, `Bevestiging van je bestelling ${model.orderNumber}`, {
    title: greeting(model, 'Bedankt voor je bestelling'),
    paragraphs: paid
      ? [
          `We hebben je bestelling ${model.orderNumber} en je betaling met ${model.payment.method} ontvangen. ${SHIPPED_SOON}`,
        ]
      : [
          `We hebben je bestelling ${model.orderNumber} ontvangen. Zodra je betaling binnen is, versturen we je bestelling.`,
        ],
    sections: orderSections(model),
    closing: accountNote(model),
    button:
      paid && model.invoiceNumber
        ? { label: 'Download je factuur', url: links.invoice }
        : { label: 'Bekijk je bestelling', url: links.status },
  });
}

/** Spec 2 §9: how to pay by bank transfer, with the accounts for the billing country and the order number. */
export function bankTransferMail(
  model: OrderMailModel,
  instructions: TransferInstructions,
  origin: string,
): Mail {
  const several = instructions.accounts.length > 1;
  const accounts: MailSection[] = instructions.accounts.map((account, index) => ({
    heading: several ? `Rekening ${index + 1}` : 'Rekening',
    rows: [
      ...(account.bank ? [{ label: 'Bank', value: account.bank }] : []),
      { label: 'IBAN', value: formatIban(account.iban) },
      ...(account.bic ? [{ label: 'BIC', value: account.bic }] : []),
      { label: 'Ten name van', value: instructions.holder },
    ],
  }));
  return mail(model.to, `Betaalgegevens voor je bestelling ${model.orderNumber}`, {
    title: greeting(model, 'Bedankt voor je bestelling'),
    paragraphs: [
      `Je betaalt je bestelling ${model.orderNumber} per bankoverschrijving. Maak ${formatEuro(instructions.amountCents)} over naar ${several ? 'een van de rekeningen' : 'de rekening'} hieronder en vermeld daarbij je bestelnummer ${instructions.reference}.`,
    ],
    sections: [
      {
        heading: 'Te betalen',
        rows: [
          { label: 'Bedrag', value: formatEuro(instructions.amountCents), strong: true },
          { label: 'Omschrijving', value: instructions.reference },
        ],
      },
      ...accounts,
      ...orderSections(model),
    ],
    closing: [
      'Zodra we je betaling hebben ontvangen, versturen we je bestelling en krijg je een bevestiging van ons.',
      'Wil je toch liever online betalen? Via de knop hieronder kies je een andere betaalwijze.',
      ...accountNote(model),
    ],
    button: { label: 'Bekijk je bestelling', url: orderLinks(origin, model.guid).status },
  });
}

/** The payment came in (a bank transfer, or an order paid later): thanks, and the invoice. */
export function paymentReceivedMail(model: OrderMailModel, origin: string): Mail {
  const links = orderLinks(origin, model.guid);
  const paidOn = model.payment.paidAt ? ` op ${formatDateNl(model.payment.paidAt)}` : '';
  return mail(model.to, `We hebben je betaling voor bestelling ${model.orderNumber} ontvangen`, {
    title: greeting(model, 'Bedankt'),
    paragraphs: [
      `We hebben je betaling van ${formatEuro(model.totalCents)} voor bestelling ${model.orderNumber}${paidOn} ontvangen (${model.payment.method}). ${SHIPPED_SOON}`,
      model.invoiceNumber
        ? `Je factuur ${model.invoiceNumber} staat voor je klaar: met de knop hieronder download je hem.`
        : 'Je factuur volgt zo snel mogelijk.',
    ],
    closing: accountNote(model),
    button: model.invoiceNumber
      ? { label: 'Download je factuur', url: links.invoice }
      : { label: 'Bekijk je bestelling', url: links.status },
  });
}
