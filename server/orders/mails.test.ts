// Issue 14 #10: the order mails — their Dutch texts in HTML and text, the links on the origin, the bank accounts
// per country (spec 2 §9), and every value the customer typed escaped in the HTML.
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../../tests/support/seller-fixture.ts';
import { bankAccountsFromSettings, transferInstructions } from '../../domain/bank-transfer.ts';
import { cents } from '../../domain/money.ts';
import type { PostalAddress } from '../../domain/postal-address.ts';
import {
  bankTransferMail,
  type OrderMailModel,
  orderConfirmationMail,
  orderLinks,
  paymentReceivedMail,
} from './mails.ts';

const ORIGIN = 'https://www.leeswijzer.nl';
const GUID = 'b6c1f7a2-93d4-4e0f-9a51-2f6f0c8d7e11';

const billing: PostalAddress = {
  name: 'Anna de Vries',
  company: '',
  address: 'Dorpsstraat',
  housenr: '7',
  addition: '',
  zipcode: '3511 AB',
  city: 'Utrecht',
  countryCode: 'NL',
  countryName: 'Nederland',
};

/** A text row as the mail's text part lays it out: the label padded to the section's longest label. */
const row = (width: number, label: string, value: string) => `${label.padEnd(width)}  ${value}`;

const paidOrder: OrderMailModel = {
  fulfilment: 'parcel',
  to: 'anna@voorbeeld.nl',
  firstname: 'Anna',
  orderNumber: 'LW-260457',
  guid: GUID,
  orderDate: '2026-03-02T09:15:00Z',
  lines: [
    { description: 'Meer zelfvertrouwen', amount: 2, discountPercent: 10, totalCents: cents(3591) },
    { description: 'Mindfulness-kaartenset', amount: 1, discountPercent: 0, totalCents: cents(1495) },
  ],
  shippingCents: cents(845),
  vatCents: cents(625),
  // The books and their shipping at 9 %, the card set at 21 %.
  vat: [
    { vatPercent: 9, inclCents: cents(4436), vatCents: cents(366), exclCents: cents(4070) },
    { vatPercent: 21, inclCents: cents(1495), vatCents: cents(259), exclCents: cents(1236) },
  ],
  totalCents: cents(5931),
  billing,
  delivery: null,
  business: null,
  remark: '',
  payment: { method: 'iDEAL', paidAt: '2026-03-02T09:17:00Z' },
  invoiceNumber: '2026-000123',
  hasAccount: false,
  seller: DEMO_SELLER,
  sellerPhone: '020 123 45 67',
};
const openOrder: OrderMailModel = {
  ...paidOrder,
  payment: { method: 'Overboeking', paidAt: null },
  invoiceNumber: null,
};

// The demo accounts (valid check digits), as the settings hold them.
const accounts = bankAccountsFromSettings(
  new Map([
    ['bankAccountHolder', 'Leeswijzer B.V.'],
    ['bankNl1', 'NL91ABNA0417164300'],
    ['bankNl1Name', 'ABN AMRO'],
    ['bankNl2', 'NL20INGB0001234567'],
    ['bankNl2Name', 'ING'],
    ['bankBe', 'BE68539007547034'],
    ['bankBeName', 'Belfius'],
    ['bankForeignIban', 'NL91ABNA0417164300'],
    ['bankForeignBic', 'ABNANL2A'],
    ['bankForeignName', 'ABN AMRO'],
  ]),
);
const instructionsFor = (countryCode: string) =>
  transferInstructions({
    countryCode,
    orderNumber: 'LW-260457',
    amountCents: cents(5931),
    accounts,
    chosenOn: '2026-11-29',
    days: 7,
  });

describe('orderLinks', () => {
  it('builds the status, invoice and orders links on the origin, the guid made safe for a URL', () => {
    expect(orderLinks(ORIGIN, GUID)).toEqual({
      status: `${ORIGIN}/?guid=${GUID}`,
      invoice: `${ORIGIN}/invoice/${GUID}`,
      orders: `${ORIGIN}/account/orders`,
    });
    expect(orderLinks(ORIGIN, 'a b/c?d').status).toBe(`${ORIGIN}/?guid=a%20b%2Fc%3Fd`);
  });
});

describe('the order confirmation', () => {
  it('thanks the customer by name, confirms the payment and links to the invoice when paid', () => {
    const mail = orderConfirmationMail(paidOrder, ORIGIN);
    expect(mail.to).toBe('anna@voorbeeld.nl');
    expect(mail.subject).toBe('Bevestiging van je bestelling LW-260457');
    expect(mail.text).toContain('Bedankt voor je bestelling, Anna!\n');
    expect(mail.text).toContain(
      'We hebben je bestelling LW-260457 en je betaling met iDEAL ontvangen. Je bestelling wordt zo snel mogelijk verstuurd.',
    );
    expect(mail.text).toContain(`Download je factuur:\n${ORIGIN}/invoice/${GUID}\n`);
    expect(mail.html).toContain(`href="${ORIGIN}/invoice/${GUID}"`);
  });

  it('lists the lines with discount, the shipping, the total with its VAT, the billing address and the order data', () => {
    const { text } = orderConfirmationMail(paidOrder, ORIGIN);
    expect(text).toContain(
      [
        'Je bestelling',
        '-------------',
        '2 × Meer zelfvertrouwen (10% korting)  € 35,91',
        '1 × Mindfulness-kaartenset             € 14,95',
        'Verzendkosten                          € 8,45',
        'Totaal (incl. btw)                     € 59,31',
        // Issue 29: the VAT per rate, as on the invoice.
        row(37, 'Btw 9% over € 40,70', '€ 3,66'),
        row(37, 'Btw 21% over € 12,36', '€ 2,59'),
        '',
        'Factuuradres',
        '------------',
        'Anna de Vries',
        'Dorpsstraat 7',
        '3511 AB Utrecht',
        'anna@voorbeeld.nl',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        'Gegevens',
        '--------',
        'Bestelnummer  LW-260457',
        'Besteldatum   02-03-2026',
        'Betaalwijze   iDEAL',
      ].join('\n'),
    );
    for (const absent of ['Afleveradres', 'Bedrijfsgegevens', 'Je opmerking', 'Mijn bestellingen'])
      expect(text).not.toContain(absent);
  });

  it('without a payment yet, says the order ships once paid and links to its status page', () => {
    const { text } = orderConfirmationMail(openOrder, ORIGIN);
    expect(text).toContain(
      'We hebben je bestelling LW-260457 ontvangen. Zodra je betaling binnen is, versturen we je bestelling.',
    );
    expect(text).toContain(`Bekijk je bestelling:\n${ORIGIN}/?guid=${GUID}\n`);
    expect(text).not.toContain('/invoice/');
  });

  it('adds a different delivery address, the business data, the remark and the note for account holders', () => {
    const { text } = orderConfirmationMail(
      {
        ...paidOrder,
        firstname: 'Jan',
        delivery: {
          ...billing,
          name: 'Boekhandel De Zolder',
          address: 'Meir',
          housenr: '50',
          zipcode: '2000',
          city: 'Antwerpen',
          countryCode: 'BE',
          countryName: 'België',
        },
        business: { company: 'D`Hondt Coaching', kvk: '87654321', vatNumber: 'NL001234567B89' },
        remark: 'Graag bij de buren\nafgeven',
        hasAccount: true,
      },
      ORIGIN,
    );
    expect(text).toContain(
      'Afleveradres\n------------\nBoekhandel De Zolder\nMeir 50\n2000 Antwerpen\nBelgië',
    );
    expect(text).toContain(
      "Bedrijfsgegevens\n----------------\nD'Hondt Coaching\nKvK-nummer: 87654321\nBtw-nummer: NL001234567B89",
    );
    expect(text).toContain('Je opmerking\n------------\nGraag bij de buren\nafgeven');
    expect(text).toContain('Je vindt deze bestelling ook in je account, bij Mijn bestellingen.');
  });

  it('shows free shipping as Gratis and an order without a shipping row without one', () => {
    expect(orderConfirmationMail({ ...paidOrder, shippingCents: cents(0) }, ORIGIN).text).toMatch(
      /^Verzendkosten +Gratis$/m,
    );
    expect(orderConfirmationMail({ ...paidOrder, shippingCents: null }, ORIGIN).text).not.toContain(
      'Verzendkosten',
    );
  });

  it('greets without a name when there is none', () => {
    expect(orderConfirmationMail({ ...paidOrder, firstname: ' ' }, ORIGIN).text).toMatch(
      /^Bedankt voor je bestelling!\n/,
    );
  });
});

describe('the bank-transfer instructions (spec 2 §9)', () => {
  it('for the Netherlands: the amount, the order number as reference and both Dutch accounts, no BIC', () => {
    const mail = bankTransferMail(openOrder, instructionsFor('NL'), ORIGIN);
    expect(mail.subject).toBe('Betaalgegevens voor je bestelling LW-260457');
    expect(mail.text).toContain(
      'Je betaalt je bestelling LW-260457 per bankoverschrijving. Maak € 59,31 uiterlijk 06-12-2026 over naar een van de rekeningen hieronder en vermeld daarbij je bestelnummer LW-260457.',
    );
    // Issue 29: by when to pay (the day bank transfer was chosen + the setting's 7 days).
    expect(mail.text).toContain(
      [
        'Te betalen',
        '----------',
        row(20, 'Bedrag', '€ 59,31'),
        row(20, 'Omschrijving', 'LW-260457'),
        row(20, 'Uiterlijk betalen op', '06-12-2026'),
      ].join('\n'),
    );
    expect(mail.text).toContain(
      'Rekening 1\n----------\nBank          ABN AMRO\nIBAN          NL91 ABNA 0417 1643 00\nTen name van  Leeswijzer B.V.',
    );
    expect(mail.text).toContain(
      'Rekening 2\n----------\nBank          ING\nIBAN          NL20 INGB 0001 2345 67\nTen name van  Leeswijzer B.V.',
    );
    expect(mail.text).not.toContain('BIC');
    expect(mail.text).not.toContain('BE68');
    // The order summary follows, and the way back to another payment method.
    expect(mail.text).toContain('Totaal (incl. btw)');
    expect(mail.text).toContain(
      'Wil je toch liever online betalen? Via de knop hieronder kies je een andere betaalwijze.',
    );
    expect(mail.text).toContain(`Bekijk je bestelling:\n${ORIGIN}/?guid=${GUID}\n`);
  });

  it('for Belgium: the Belgian account only', () => {
    const { text } = bankTransferMail(openOrder, instructionsFor('BE'), ORIGIN);
    expect(text).toContain('naar de rekening hieronder');
    expect(text).toContain(
      'Rekening\n--------\nBank          Belfius\nIBAN          BE68 5390 0754 7034\nTen name van  Leeswijzer B.V.',
    );
    expect(text).not.toContain('NL91');
  });

  it('abroad: the account for foreign payments with IBAN and BIC', () => {
    const { text } = bankTransferMail(openOrder, instructionsFor('DE'), ORIGIN);
    expect(text).toContain(
      'Rekening\n--------\nBank          ABN AMRO\nIBAN          NL91 ABNA 0417 1643 00\nBIC           ABNANL2A\nTen name van  Leeswijzer B.V.',
    );
  });
});

describe('the payment received', () => {
  it('confirms the amount, date and method, and links to the invoice', () => {
    const mail = paymentReceivedMail(
      { ...paidOrder, payment: { method: 'Overboeking', paidAt: '2026-03-04T08:00:00Z' } },
      ORIGIN,
    );
    expect(mail.subject).toBe('We hebben je betaling voor bestelling LW-260457 ontvangen');
    expect(mail.text).toContain('Bedankt, Anna!\n');
    expect(mail.text).toContain(
      'We hebben je betaling van € 59,31 voor bestelling LW-260457 op 04-03-2026 ontvangen (Overboeking). Je bestelling wordt zo snel mogelijk verstuurd.',
    );
    expect(mail.text).toContain(
      'Je factuur 2026-000123 zit als pdf-bestand bij deze mail; met de knop hieronder download je hem ook.',
    );
    expect(mail.attach).toEqual([{ kind: 'invoice', ref: GUID }]);
    expect(mail.text).toContain(`Download je factuur:\n${ORIGIN}/invoice/${GUID}\n`);
  });

  it('without the seller’s settings no invoice can be made: the link only, nothing attached', () => {
    const mail = paymentReceivedMail({ ...paidOrder, seller: null }, ORIGIN);
    expect(mail.text).toContain(
      'Je factuur 2026-000123 staat voor je klaar: met de knop hieronder download je hem.',
    );
    expect(mail.attach).toBeUndefined();
  });
});

describe('issue 29 #6: what the confirmation owes a Dutch consumer', () => {
  const { text, html, attach } = orderConfirmationMail(paidOrder, ORIGIN);

  it('names the seller: name, address, KvK and VAT number, email, phone and website', () => {
    expect(text).toContain(
      [
        'Verkoper',
        '--------',
        'Leeswijzer B.V.',
        'Keizersgracht 123',
        '1015 CJ Amsterdam',
        'KvK-nummer: 12345678',
        'Btw-nummer: NL123456789B01',
        'E-mail: info@leeswijzer.nl',
        'Telefoon: 020 123 45 67',
        'Website: www.leeswijzer.nl',
      ].join('\n'),
    );
    expect(html).toContain('KvK-nummer: 12345678');
  });

  it('explains the 14-day right of withdrawal, links the terms and gives the model form filled in for the shop', () => {
    expect(text).toContain(
      'Herroepingsrecht\n----------------\nJe mag je bestelling binnen 14 dagen na ontvangst',
    );
    expect(text).toContain('per e-mail aan info@leeswijzer.nl of met het modelformulier hieronder');
    expect(text).toContain(`Lees meer in onze algemene voorwaarden: ${ORIGIN}/terms-conditions`);
    expect(text).toContain(
      [
        'Modelformulier voor herroeping',
        '------------------------------',
        '(dit formulier alleen invullen en terugzenden wanneer u de overeenkomst wilt herroepen)',
        '— Aan: Leeswijzer B.V., Keizersgracht 123, 1015 CJ Amsterdam, info@leeswijzer.nl',
      ].join('\n'),
    );
    expect(text).toContain('— Besteld op*/ontvangen op* [datum] (bestelnummer LW-260457)');
    expect(text).toContain('* Doorhalen wat niet van toepassing is.');
  });

  it('says the invoice goes along, and names it to be attached at sending', () => {
    expect(text).toContain('Je factuur 2026-000123 zit als pdf-bestand bij deze mail.');
    expect(attach).toEqual([{ kind: 'invoice', ref: GUID }]);
    expect(orderConfirmationMail(openOrder, ORIGIN).attach).toBeUndefined();
  });

  it('has a plain-text part with everything the HTML part says', () => {
    for (const part of [
      'Verkoper',
      'Herroepingsrecht',
      'Modelformulier voor herroeping',
      'Btw 21% over € 12,36',
    ])
      expect([text.includes(part), html.includes(part)]).toEqual([true, true]);
  });

  it('the bank-transfer mail, the contract’s confirmation for those orders, names the seller and the withdrawal too', () => {
    const transfer = bankTransferMail(openOrder, instructionsFor('NL'), ORIGIN);
    expect(transfer.text).toContain('KvK-nummer: 12345678');
    expect(transfer.text).toContain('Modelformulier voor herroeping');
    expect(transfer.attach).toBeUndefined();
  });
});

describe('escaping', () => {
  const hostile = '<img src=x onerror="alert(1)">';
  const escaped = '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;';
  // Every value the customer typed (or a provider named) carries a tag, so each can be found in the mail.
  const address = (prefix: string): PostalAddress => ({
    name: `${prefix}-naam ${hostile}`,
    company: `${prefix}-bedrijf ${hostile}`,
    address: `${prefix}-straat ${hostile}`,
    housenr: `${prefix}-nr ${hostile}`,
    addition: `${prefix}-toevoeging ${hostile}`,
    zipcode: `${prefix}-postcode ${hostile}`,
    city: `${prefix}-plaats ${hostile}`,
    countryCode: 'XX',
    countryName: `${prefix}-land ${hostile}`,
  });
  const model: OrderMailModel = {
    ...paidOrder,
    firstname: `voornaam ${hostile}`,
    lines: [{ ...paidOrder.lines[0]!, description: `titel ${hostile}` }],
    billing: address('factuur'),
    delivery: address('aflever'),
    business: { company: `firma ${hostile}`, kvk: `kvk ${hostile}`, vatNumber: `btw ${hostile}` },
    remark: `opmerking ${hostile}`,
    payment: { method: `methode ${hostile}`, paidAt: '2026-03-02T09:17:00Z' },
  };
  const addressTags = ['naam', 'bedrijf', 'straat', 'nr', 'toevoeging', 'postcode', 'plaats', 'land'];
  const summaryTags = [
    'voornaam',
    'titel',
    ...addressTags.map((tag) => `factuur-${tag}`),
    ...addressTags.map((tag) => `aflever-${tag}`),
    'firma',
    'kvk',
    'btw',
    'opmerking',
    'methode',
  ];

  it.each([
    ['the confirmation', () => orderConfirmationMail(model, ORIGIN), summaryTags],
    [
      'the bank-transfer instructions',
      () => bankTransferMail(model, instructionsFor('NL'), ORIGIN),
      summaryTags,
    ],
    ['the payment received', () => paymentReceivedMail(model, ORIGIN), ['voornaam', 'methode']],
  ])(
    '%s escapes every value the customer typed, and its text part keeps them as typed',
    (_, render, tags) => {
      const { html, text } = render();
      expect(html).not.toContain('<img');
      for (const tag of tags) {
        expect(html, tag).toContain(`${tag} ${escaped}`);
        expect(text, tag).toContain(`${tag} ${hostile}`);
      }
    },
  );

  it('keeps a hostile guid inside its link', () => {
    const { html } = orderConfirmationMail({ ...paidOrder, guid: '"><script>alert(1)</script>' }, ORIGIN);
    expect(html).not.toContain('<script');
    expect(html).toContain(`href="${ORIGIN}/invoice/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"`);
  });
});
