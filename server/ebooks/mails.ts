// Issue 32 (decision 807): the delivery mail of a paid order's e-books — one per order, queued in the paid
// transaction under 'ebook-delivery:<order id>' — with a personal download link per e-book, until when it works
// and how many times, in the shop's mail layout (server/integrations/mail/layout.ts escapes every value).
import { displayText } from '../../domain/account-input.ts';
import { formatDateNl } from '../../domain/dates.ts';
import { renderMail } from '../integrations/mail/layout.ts';
import type { Mail } from '../integrations/mail/mailer.ts';

export const DELIVERY_MAIL_KEY = (orderId: number) => `ebook-delivery:${orderId}`;

/** A paid e-book link's address: the token is its only key. */
export function downloadUrl(origin: string, token: string): string {
  return `${origin}/ebook/${encodeURIComponent(token)}`;
}

export interface DeliveryMailModel {
  to: string;
  firstname: string;
  orderNumber: string;
  hasAccount: boolean;
  links: { title: string; url: string; expiresAt: Date; maxDownloads: number }[];
  /** When the buyer consented to immediate delivery (decision 815); null for an order from before the box. */
  consentAt: Date | null;
}

export function deliveryMail(model: DeliveryMailModel): Mail {
  const name = displayText(model.firstname).trim();
  const one = model.links.length === 1;
  const first = model.links[0]!;
  const content = renderMail({
    title: name
      ? `Je e-book${one ? '' : 's'} staan klaar, ${name}!`
      : `Je e-book${one ? '' : 's'} staan klaar!`,
    paragraphs: [
      `Bedankt voor je bestelling ${model.orderNumber}. Je e-book${one ? ' is' : 's zijn'} een download: er wordt niets verzonden.`,
      `Elke downloadlink is persoonlijk: het e-book krijgt je naam en bestelnummer als watermerk. Deel de link daarom niet. Je kunt elk e-book ${first.maxDownloads} keer downloaden, tot ${formatDateNl(first.expiresAt.toISOString())}.`,
      // Art. 6:230t BW: the consent and the acknowledgement confirmed on a durable medium (decision 815).
      ...(model.consentAt
        ? [
            `Je gaf op ${formatDateNl(model.consentAt.toISOString())} toestemming om je e-book${one ? '' : 's'} meteen te leveren, en je weet dat je herroepingsrecht voor ${one ? 'het e-book' : 'de e-books'} daarmee vervalt.`,
          ]
        : []),
    ],
    sections: [
      {
        heading: one ? 'Je e-book' : 'Je e-books',
        rows: model.links.map((link) => ({ label: link.title, value: link.url })),
      },
    ],
    closing: model.hasAccount
      ? ['Je vindt de downloadlinks ook in je account, bij Mijn bestellingen.']
      : ['Bewaar deze mail: met de links hierboven download je je e-books.'],
    ...(one ? { button: { label: 'Download je e-book', url: first.url } } : {}),
    footer: 'Met vriendelijke groet,\nLeeswijzer',
  });
  return {
    to: model.to,
    subject: `Je e-book${one ? '' : 's'} bij bestelling ${model.orderNumber}`,
    ...content,
  };
}
