// The mails of the review form (issue 15 #3): to staff, that a review waits for moderation, and to the reviewer,
// that it arrived. Dutch, HTML and text (server/integrations/mail/layout.ts escapes everything); subjects are fixed
// texts, so a visitor's input never reaches a header.
import { displayText } from '../../domain/account-input.ts';
import type { ReviewFormInput } from '../../domain/review-form.ts';
import type { Mail } from '../integrations/mail/mailer.ts';
import { renderMail } from '../integrations/mail/layout.ts';

const yes = (flag: boolean) => (flag ? 'ja' : 'nee');

/** To staff (setting formsStaffEmail): the whole review with what the reviewer allows to show, and the way to /beheer. */
export function staffReviewMail(input: {
  to: string;
  id: number;
  book: { sku: string; title: string };
  review: ReviewFormInput;
  origin: string;
}): Mail {
  const r = input.review;
  const d = displayText;
  const rows = [
    { label: 'Boek', value: `${input.book.title} (${input.book.sku})` },
    { label: 'Naam', value: d(`${r.firstname} ${r.lastname}`) },
    { label: 'E-mailadres', value: r.email },
    ...(r.profession ? [{ label: 'Beroep', value: d(r.profession) }] : []),
    ...(r.website ? [{ label: 'Website', value: r.website }] : []),
    ...(r.profile ? [{ label: 'Over zichzelf', value: r.profile }] : []),
    ...(r.review_title ? [{ label: 'Titel', value: d(r.review_title) }] : []),
    { label: 'Recensie', value: r.review },
    {
      label: 'Tonen',
      value: `voornaam ${yes(r.show_firstname)}, achternaam ${yes(r.show_lastname)}, beroep ${yes(r.show_profession)}, website ${yes(r.show_website)}, profiel ${yes(r.show_profile)}`,
    },
  ];
  return {
    to: input.to,
    subject: `Nieuwe recensie om te beoordelen (recensie ${input.id})`,
    ...renderMail({
      title: 'Nieuwe recensie',
      paragraphs: [
        'Via de boekpagina is een recensie verstuurd. Ze staat pas op de site als je haar in het beheer goedkeurt.',
      ],
      sections: [{ heading: 'Ingevuld', rows }],
      button: { label: 'Naar de recensies', url: `${input.origin}/beheer/recensies` },
      footer: 'Dit bericht is automatisch verstuurd door de website van Leeswijzer.',
    }),
  };
}

/**
 * To the reviewer: that the review arrived and is read before it appears, naming the book but not repeating the
 * text (as the contact forms' confirmation, decision 357: anyone may type any address).
 */
export function reviewConfirmationMail(input: {
  to: string;
  firstname: string;
  book: { title: string };
}): Mail {
  const firstname = displayText(input.firstname).trim();
  return {
    to: input.to,
    subject: 'We hebben je recensie ontvangen',
    ...renderMail({
      title: firstname ? `Bedankt, ${firstname}!` : 'Bedankt!',
      paragraphs: [
        `We hebben je recensie van "${input.book.title}" ontvangen.`,
        'De redactie leest haar eerst; daarna verschijnt ze op de pagina van het boek.',
      ],
      closing: ['Heb je dit niet zelf verstuurd? Dan kun je deze mail negeren.'],
      footer: 'Met vriendelijke groet,\nLeeswijzer',
    }),
  };
}
