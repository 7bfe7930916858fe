// The mails of the contact-type forms (issue 15): the message for staff and the confirmation to the sender, in
// Dutch, as HTML and text (server/integrations/mail/layout.ts escapes everything). Subjects are fixed texts: a
// visitor's input never reaches a header, only the body.
import { displayText } from '../../domain/account-input.ts';
import { CONTACT_FORM_FIELDS, CONTACT_TEXT_AREAS, type ContactFormKind } from '../../domain/contact-forms.ts';
import { withoutForeignLinks } from '../../domain/mail-links.ts';
import type { Mail } from '../integrations/mail/mailer.ts';
import { renderMail } from '../integrations/mail/layout.ts';

const SIGNATURE = 'Met vriendelijke groet,\nLeeswijzer';

/** What each form is called in a mail. */
export const KIND_NAMES: Readonly<Record<ContactFormKind, string>> = {
  contact: 'contactformulier',
  callback: 'terugbelverzoek',
  press: 'persaanvraag',
};

/** The field labels of the mails (the same words as the forms' labels). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstname: 'Voornaam',
  lastname: 'Achternaam',
  email: 'E-mailadres',
  phonenr: 'Telefoonnummer',
  question: 'Vraag of opmerking',
  address: 'Straat',
  housenr: 'Huisnummer',
  zipcode: 'Postcode',
  city: 'Plaats',
  media: 'Medium',
  book_select: 'Gevraagd boek',
  remark: 'Toelichting',
};

function rows(
  kind: ContactFormKind,
  fields: Readonly<Record<string, string>>,
  bookTitle: string | null,
  withTextAreas = true,
  /** Decision 520: for a mail to a typed address, the links in the values are not mailed (but this origin's). */
  linksOnlyTo: string | null = null,
) {
  const mailed = (value: string) => (linksOnlyTo ? withoutForeignLinks(value, linksOnlyTo).text : value);
  return CONTACT_FORM_FIELDS[kind]
    .filter((field) => (fields[field] ?? '') !== '')
    .filter((field) => withTextAreas || !CONTACT_TEXT_AREAS[kind].includes(field))
    .map((field) => ({
      label: FIELD_LABELS[field] ?? field,
      value:
        field === 'book_select' && bookTitle
          ? `${bookTitle} (${fields[field]})`
          : mailed(displayText(fields[field] ?? '')),
    }));
}

/** To staff (setting formsStaffEmail): every field, with the message's number as in /beheer. */
export function staffMail(input: {
  to: string;
  id: number;
  kind: ContactFormKind;
  fields: Readonly<Record<string, string>>;
  bookTitle: string | null;
  origin: string;
}): Mail {
  const name = KIND_NAMES[input.kind];
  return {
    to: input.to,
    subject: `Nieuw ${name} (bericht ${input.id})`,
    ...renderMail({
      title: `Nieuw ${name}`,
      paragraphs: [`Via de website is een ${name} verstuurd. Het bericht staat ook in het beheer.`],
      sections: [{ heading: 'Ingevuld', rows: rows(input.kind, input.fields, input.bookTitle) }],
      button: { label: 'Naar de berichten', url: `${input.origin}/beheer/berichten` },
      footer: 'Dit bericht is automatisch verstuurd door de website van Leeswijzer.',
    }),
  };
}

/**
 * To the sender: that we received it and when to expect an answer, with the details but without the free text
 * (decision 357): anyone may type any address, so the confirmation must not carry a stranger's words (or links) to
 * it; the per-recipient limit caps how many arrive. The links typed into the other fields (a name, a city) are not
 * mailed either (decision 520).
 */
export function confirmationMail(input: {
  to: string;
  kind: ContactFormKind;
  fields: Readonly<Record<string, string>>;
  bookTitle: string | null;
  /** The shop's origin: the only links the details may carry to a typed address (decision 520). */
  origin: string;
}): Mail {
  const firstname = withoutForeignLinks(displayText(input.fields.firstname ?? '').trim(), input.origin).text;
  const first =
    input.kind === 'callback'
      ? 'We hebben je terugbelverzoek ontvangen. We bellen je zo snel mogelijk, meestal binnen twee werkdagen.'
      : input.kind === 'press'
        ? 'We hebben je persaanvraag ontvangen. We nemen binnen twee werkdagen contact met je op.'
        : 'We hebben je bericht ontvangen. We antwoorden zo snel mogelijk, meestal binnen twee werkdagen.';
  return {
    to: input.to,
    subject: `We hebben je ${KIND_NAMES[input.kind]} ontvangen`,
    ...renderMail({
      title: firstname ? `Bedankt, ${firstname}!` : 'Bedankt!',
      paragraphs: [first, 'Hieronder staan de gegevens die je ons hebt gestuurd.'],
      sections: [
        {
          heading: 'Je gegevens',
          rows: rows(input.kind, input.fields, input.bookTitle, false, input.origin),
        },
      ],
      closing: ['Heb je dit niet zelf verstuurd? Dan kun je deze mail negeren.'],
      footer: SIGNATURE,
    }),
  };
}
