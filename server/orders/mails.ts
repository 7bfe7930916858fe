// The order mails (issue 14 #10), in Dutch, as HTML and text through the shop's mail layout
// (server/integrations/mail/layout.ts, which escapes every value): the order confirmation, the bank-transfer
// instructions (spec 2 §9: the accounts for NL, BE or abroad, with the order number as the reference) and the
// payment received with a link to the invoice. Built from a plain summary of the order (OrderMailModel), filled by
// the orders capability from its snapshot; links are absolute on the origin passed in (PUBLIC_URL).
// Issue 29 #6 (decision 558): what a Dutch consumer is owed in writing (BW 6:230m and 6:230v, art. 35a Wet OB) —
// the seller's name, address, KvK and VAT number and contact, both addresses, every line incl. VAT, shipping, the
// VAT per rate and the total, the payment method, the right of withdrawal with the model form and the terms; the
// invoice goes along as a PDF once the order is paid (made at delivery from the order, server/outbox/delivery.ts),
// and a bank transfer says by when to pay.
//
// Which mail when (each queued once per event in the outbox, keyed by the order): an order paid online at
// checkout gets the confirmation (its paid form, with the invoice link); a bank transfer gets the instructions
// (with the order summary), and the payment received when the money is in; an order paid later from the orders
// tab gets the payment received; an order staff cancelled before it was paid gets the cancellation (issue 30).
import { displayText } from '../../domain/account-input.ts';
import type { TransferInstructions } from '../../domain/bank-transfer.ts';
import { formatDateNl } from '../../domain/dates.ts';
import type { VatPerRate } from '../../domain/vat.ts';
import { formatIban } from '../../domain/iban.ts';
import { type Cents, formatEuro } from '../../domain/money.ts';
import { addressLines, type PostalAddress, sameAddress } from '../../domain/postal-address.ts';
import { CARRIER_NAMES, type TrackTraceLink } from '../../domain/track-trace.ts';
import { type MailContent, type MailSection, renderMail } from '../integrations/mail/layout.ts';
import type { Mail } from '../integrations/mail/mailer.ts';
import type { SellerDetails } from '../invoices/invoice-model.ts';

const SIGNATURE = 'Met vriendelijke groet,\nLeeswijzer';
/** Spec 2 §4 status table, payment_success. */
const SHIPPED_SOON = 'Je bestelling wordt zo snel mogelijk verstuurd.';

/** Issue 32 (decision 812): what happens next — shipped, a download (e-books only), or both. */
function deliveryNote(model: OrderMailModel): string {
  if (model.fulfilment === 'download')
    return 'Je e-book is een download: er wordt niets verzonden. Je downloadlink krijg je in een aparte mail.';
  if (model.fulfilment === 'mixed')
    return `${SHIPPED_SOON} Je e-book is een download: de downloadlink krijg je in een aparte mail.`;
  return SHIPPED_SOON;
}

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
  /** Per rate, lines and shipping together (domain/vat.ts). */
  vat: VatPerRate[];
  totalCents: Cents;
  billing: PostalAddress;
  delivery: PostalAddress | null;
  business: { company: string; kvk: string; vatNumber: string } | null;
  remark: string;
  /** The payment method as shown ('iDEAL', 'Overboeking'), and when it was paid (ISO instant; null = not yet). */
  payment: { method: string; paidAt: string | null };
  /** Set once paid (domain/invoice-number.ts). */
  invoiceNumber: string | null;
  /** Issue 32: shipped as a parcel, a download only (every line an e-book), or both. */
  fulfilment: 'parcel' | 'download' | 'mixed';
  /** A customer with an account finds the order under Mijn bestellingen; a guest only through the link. */
  hasAccount: boolean;
  /** The shop as seller (settings); null while its settings are incomplete (then no invoice goes along either). */
  seller: SellerDetails | null;
  /** The shop's phone number (setting contactPhone); '' for none. */
  sellerPhone: string;
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

function mail(to: string, subject: string, content: MailContent, extra: Pick<Mail, 'attach'> = {}): Mail {
  return { to, subject, ...renderMail({ ...content, footer: content.footer ?? SIGNATURE }), ...extra };
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
        ...vatRows(model),
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

/** Per VAT rate: 'Btw 9% over € 18,35' and the VAT; the one total line when the order has no rates. */
function vatRows(model: OrderMailModel): { label: string; value: string }[] {
  if (model.vat.length === 0) return [{ label: 'Waarvan btw', value: formatEuro(model.vatCents) }];
  return model.vat.map((rate) => ({
    label: `Btw ${rate.vatPercent}% over ${formatEuro(rate.exclCents)}`,
    value: formatEuro(rate.vatCents),
  }));
}

/** The seller as the law asks a web shop to name itself: name, address, KvK and VAT number, how to reach it. */
function sellerSection(model: OrderMailModel): MailSection[] {
  const seller = model.seller;
  if (!seller) return [];
  return [
    {
      heading: 'Verkoper',
      lines: [
        seller.name,
        ...seller.addressLines,
        `KvK-nummer: ${seller.kvk}`,
        `Btw-nummer: ${seller.vatNumber}`,
        `E-mail: ${seller.email}`,
        ...(model.sellerPhone ? [`Telefoon: ${model.sellerPhone}`] : []),
        ...(seller.website ? [`Website: ${seller.website}`] : []),
      ],
    },
  ];
}

/** The days of the statutory cooling-off period (BW 6:230o). */
export const WITHDRAWAL_DAYS = 14;

/** BW 6:230m: the right of withdrawal, how to use it, and the model form of Annex I(B) of Directive 2011/83/EU. */
function withdrawalSections(model: OrderMailModel, origin: string): MailSection[] {
  const seller = model.seller;
  const contact = seller ? ` aan ${seller.email}` : '';
  const to = seller
    ? [seller.name, ...seller.addressLines, seller.email].join(', ')
    : '[naam, adres en e-mailadres]';
  return [
    {
      heading: 'Herroepingsrecht',
      lines: [
        `Je mag je bestelling binnen ${WITHDRAWAL_DAYS} dagen na ontvangst zonder opgave van redenen herroepen. Laat het ons binnen die termijn weten, bijvoorbeeld per e-mail${contact} of met het modelformulier hieronder, en stuur de boeken binnen ${WITHDRAWAL_DAYS} dagen daarna terug. Je krijgt dan binnen ${WITHDRAWAL_DAYS} dagen alles terug wat je hebt betaald, ook de verzendkosten van de levering.`,
        `Lees meer in onze algemene voorwaarden: ${origin}/terms-conditions`,
      ],
    },
    {
      heading: 'Modelformulier voor herroeping',
      lines: [
        '(dit formulier alleen invullen en terugzenden wanneer u de overeenkomst wilt herroepen)',
        `— Aan: ${to}`,
        '— Ik/Wij* deel/delen* u hierbij mede dat ik/wij* onze overeenkomst betreffende de verkoop van de volgende producten: [aanduiding product]* herroep/herroepen*',
        `— Besteld op*/ontvangen op* [datum] (bestelnummer ${model.orderNumber})`,
        '— [Naam consument(en)]',
        '— [Adres consument(en)]',
        '— [Handtekening consument(en)] (alleen wanneer dit formulier op papier wordt ingediend)',
        '— [Datum]',
        '* Doorhalen wat niet van toepassing is.',
      ],
    },
  ];
}

/** The invoice goes along as a PDF once the order is paid and the seller's settings allow an invoice. */
const invoiceAttached = (model: OrderMailModel) => model.invoiceNumber !== null && model.seller !== null;
const invoiceAttachment = (model: OrderMailModel): Pick<Mail, 'attach'> =>
  invoiceAttached(model) ? { attach: [{ kind: 'invoice', ref: model.guid }] } : {};

/** The order confirmation; paid (at checkout, online) with the invoice attached, otherwise with the status link. */
export function orderConfirmationMail(model: OrderMailModel, origin: string): Mail {
  const links = orderLinks(origin, model.guid);
  const paid = model.payment.paidAt !== null;
  return mail(
    model.to,
    `Bevestiging van je bestelling ${model.orderNumber}`,
    {
      title: greeting(model, 'Bedankt voor je bestelling'),
      paragraphs: paid
        ? [
            `We hebben je bestelling ${model.orderNumber} en je betaling met ${model.payment.method} ontvangen. ${deliveryNote(model)}`,
            ...(invoiceAttached(model)
              ? [`Je factuur ${model.invoiceNumber} zit als pdf-bestand bij deze mail.`]
              : []),
          ]
        : [
            `We hebben je bestelling ${model.orderNumber} ontvangen. Zodra je betaling binnen is, versturen we je bestelling.`,
          ],
      sections: [...orderSections(model), ...sellerSection(model), ...withdrawalSections(model, origin)],
      closing: accountNote(model),
      button:
        paid && model.invoiceNumber
          ? { label: 'Download je factuur', url: links.invoice }
          : { label: 'Bekijk je bestelling', url: links.status },
    },
    invoiceAttachment(model),
  );
}

/** The shop's accounts for the billing country, one section each (spec 2 §9). */
function accountSections(instructions: TransferInstructions): MailSection[] {
  const several = instructions.accounts.length > 1;
  return instructions.accounts.map((account, index) => ({
    heading: several ? `Rekening ${index + 1}` : 'Rekening',
    rows: [
      ...(account.bank ? [{ label: 'Bank', value: account.bank }] : []),
      { label: 'IBAN', value: formatIban(account.iban) },
      ...(account.bic ? [{ label: 'BIC', value: account.bic }] : []),
      { label: 'Ten name van', value: instructions.holder },
    ],
  }));
}

/** Spec 2 §9: how to pay by bank transfer, with the accounts for the billing country and the order number. */
export function bankTransferMail(
  model: OrderMailModel,
  instructions: TransferInstructions,
  origin: string,
): Mail {
  const several = instructions.accounts.length > 1;
  const accounts = accountSections(instructions);
  return mail(model.to, `Betaalgegevens voor je bestelling ${model.orderNumber}`, {
    title: greeting(model, 'Bedankt voor je bestelling'),
    paragraphs: [
      `Je betaalt je bestelling ${model.orderNumber} per bankoverschrijving. Maak ${formatEuro(instructions.amountCents)} uiterlijk ${formatDateNl(instructions.payBefore)} over naar ${several ? 'een van de rekeningen' : 'de rekening'} hieronder en vermeld daarbij je bestelnummer ${instructions.reference}.`,
    ],
    sections: [
      {
        heading: 'Te betalen',
        rows: [
          { label: 'Bedrag', value: formatEuro(instructions.amountCents), strong: true },
          { label: 'Omschrijving', value: instructions.reference },
          { label: 'Uiterlijk betalen op', value: formatDateNl(instructions.payBefore) },
        ],
      },
      ...accounts,
      ...orderSections(model),
      ...sellerSection(model),
      ...withdrawalSections(model, origin),
    ],
    closing: [
      'Zodra we je betaling hebben ontvangen, versturen we je bestelling en krijg je een bevestiging van ons.',
      'Wil je toch liever online betalen? Via de knop hieronder kies je een andere betaalwijze.',
      ...accountNote(model),
    ],
    button: { label: 'Bekijk je bestelling', url: orderLinks(origin, model.guid).status },
  });
}

/**
 * Issue 30 (decision 611): the order goes on account — it will be sent before payment, the invoice is attached,
 * and the amount is due by the invoice's due day on one of the shop's accounts, with the order number.
 */
export function onAccountMail(
  model: OrderMailModel,
  instructions: TransferInstructions,
  origin: string,
): Mail {
  const several = instructions.accounts.length > 1;
  const due = formatDateNl(instructions.payBefore);
  return mail(
    model.to,
    `Factuur ${model.invoiceNumber} voor je bestelling ${model.orderNumber}`,
    {
      title: greeting(model, 'Bedankt voor je bestelling'),
      paragraphs: [
        `We leveren je bestelling ${model.orderNumber} op rekening: we versturen hem zonder op je betaling te wachten.`,
        invoiceAttached(model)
          ? `Je factuur ${model.invoiceNumber} zit als pdf-bestand bij deze mail; met de knop hieronder download je hem ook.`
          : `Je factuur ${model.invoiceNumber} staat voor je klaar: met de knop hieronder download je hem.`,
        `Maak ${formatEuro(instructions.amountCents)} uiterlijk ${due} over naar ${several ? 'een van de rekeningen' : 'de rekening'} hieronder en vermeld daarbij je bestelnummer ${instructions.reference}.`,
      ],
      sections: [
        {
          heading: 'Te betalen',
          rows: [
            { label: 'Bedrag', value: formatEuro(instructions.amountCents), strong: true },
            { label: 'Omschrijving', value: instructions.reference },
            { label: 'Uiterlijk betalen op', value: due },
          ],
        },
        ...accountSections(instructions),
        ...orderSections(model),
        ...sellerSection(model),
      ],
      closing: accountNote(model),
      button: { label: 'Download je factuur', url: orderLinks(origin, model.guid).invoice },
    },
    invoiceAttachment(model),
  );
}

/** The payment came in (a bank transfer, or an order paid later): thanks, and the invoice attached. */
export function paymentReceivedMail(model: OrderMailModel, origin: string): Mail {
  const links = orderLinks(origin, model.guid);
  const paidOn = model.payment.paidAt ? ` op ${formatDateNl(model.payment.paidAt)}` : '';
  return mail(
    model.to,
    `We hebben je betaling voor bestelling ${model.orderNumber} ontvangen`,
    {
      title: greeting(model, 'Bedankt'),
      paragraphs: [
        `We hebben je betaling van ${formatEuro(model.totalCents)} voor bestelling ${model.orderNumber}${paidOn} ontvangen (${model.payment.method}). ${deliveryNote(model)}`,
        invoiceAttached(model)
          ? `Je factuur ${model.invoiceNumber} zit als pdf-bestand bij deze mail; met de knop hieronder download je hem ook.`
          : model.invoiceNumber
            ? `Je factuur ${model.invoiceNumber} staat voor je klaar: met de knop hieronder download je hem.`
            : 'Je factuur volgt zo snel mogelijk.',
      ],
      sections: sellerSection(model),
      closing: accountNote(model),
      button: model.invoiceNumber
        ? { label: 'Download je factuur', url: links.invoice }
        : { label: 'Bekijk je bestelling', url: links.status },
    },
    invoiceAttachment(model),
  );
}

/**
 * Issue 30 (decision 567): the order went out. Where to, and how to follow each parcel — the carrier's page built
 * from the code, country and postcode (spec 2 §7); a parcel sent without a code says so.
 */
export function shippedMail(model: OrderMailModel, parcels: TrackTraceLink[], origin: string): Mail {
  const links = orderLinks(origin, model.guid);
  const address = model.delivery ?? model.billing;
  const follow =
    parcels.length === 0
      ? 'Dit pakket is verzonden zonder track & trace-code.'
      : parcels.length === 1
        ? `Je volgt je pakket bij ${CARRIER_NAMES[parcels[0]!.carrier]} met de track & trace-code ${parcels[0]!.barcode}.`
        : `Je bestelling komt in ${parcels.length} pakketten; je volgt ze met de track & trace-codes hieronder.`;
  return mail(model.to, `Je bestelling ${model.orderNumber} is verzonden`, {
    title: greeting(model, 'Goed nieuws'),
    paragraphs: [`We hebben je bestelling ${model.orderNumber} verzonden. ${follow}`],
    sections: [
      ...(parcels.length > 0
        ? [
            {
              heading: 'Track & trace',
              rows: parcels.map((parcel) => ({
                label: `${CARRIER_NAMES[parcel.carrier]} ${parcel.barcode}`,
                value: parcel.url,
              })),
            },
          ]
        : []),
      { heading: 'Verzonden naar', lines: addressLines(address) },
    ],
    closing: accountNote(model),
    button:
      parcels.length === 1
        ? { label: 'Volg je pakket', url: parcels[0]!.url }
        : { label: 'Bekijk je bestelling', url: model.hasAccount ? links.orders : links.status },
  });
}

/** What the refund mail says: the refunded lines (as on the credit invoice) and how the money comes back. */
export interface RefundMailModel {
  lines: { description: string; amount: number; cents: Cents }[];
  totalCents: Cents;
  creditNumber: string;
  /** 'provider': back through the way it was paid; 'manual': transferred back by the shop. */
  method: 'provider' | 'manual';
  /** The payment method as shown ('iDEAL'). */
  paymentMethod: string;
}

/**
 * Issue 30 (decision 568): money given back on an order — how much, for which lines, how it comes back and the
 * credit invoice's number (the invoice's correction, kept with the customer's own records).
 */
export function refundMail(model: OrderMailModel, refund: RefundMailModel, origin: string): Mail {
  const links = orderLinks(origin, model.guid);
  const how =
    refund.method === 'provider'
      ? `Het bedrag gaat terug via ${refund.paymentMethod} en staat meestal binnen enkele werkdagen op je rekening.`
      : 'We storten het bedrag terug op je rekening; het staat meestal binnen enkele werkdagen bij je.';
  return mail(model.to, `Terugbetaling voor bestelling ${model.orderNumber}`, {
    title: greeting(model, 'Hallo'),
    paragraphs: [
      `We betalen je ${formatEuro(refund.totalCents)} terug voor bestelling ${model.orderNumber}. ${how}`,
      model.invoiceNumber
        ? `Bij deze terugbetaling hoort creditfactuur ${refund.creditNumber}: die corrigeert factuur ${model.invoiceNumber}.`
        : `Bij deze terugbetaling hoort creditfactuur ${refund.creditNumber}.`,
    ],
    sections: [
      {
        heading: 'Terugbetaald',
        rows: [
          ...refund.lines.map((line) => ({
            label:
              line.amount > 1
                ? `${line.amount} × ${displayText(line.description)}`
                : displayText(line.description),
            value: formatEuro(line.cents),
          })),
          { label: 'Totaal terugbetaald', value: formatEuro(refund.totalCents), strong: true },
        ],
      },
    ],
    closing: accountNote(model),
    button: { label: 'Bekijk je bestelling', url: model.hasAccount ? links.orders : links.status },
  });
}

/**
 * Issue 30 (decision 609): staff cancelled the order before it was paid. Which order, that nothing was charged, and
 * — when a bank transfer was chosen — that money already transferred comes back; the order itself for reference.
 */
export function cancelledMail(model: OrderMailModel, origin: string, bankTransfer: boolean): Mail {
  const links = orderLinks(origin, model.guid);
  return mail(model.to, `Je bestelling ${model.orderNumber} is geannuleerd`, {
    title: greeting(model, 'Hallo'),
    paragraphs: [
      `We hebben je bestelling ${model.orderNumber} geannuleerd. Er is niets afgeschreven en je hoeft niets meer te betalen.`,
      bankTransfer
        ? 'Heb je het bedrag toch al overgemaakt? Dan storten we het terug op je rekening; daar hoef je niets voor te doen.'
        : 'Een betaling die nog openstond, hebben we stopgezet. Is er toch iets afgeschreven, dan krijg je dat terug.',
      'Wil je de boeken toch hebben? Bestel ze gerust opnieuw in onze winkel.',
    ],
    sections: orderSections(model),
    closing: accountNote(model),
    button: { label: 'Bekijk je bestelling', url: model.hasAccount ? links.orders : links.status },
  });
}
