// The mails of an event registration (issue 15 #2): the confirmation to the registrant and the notice to staff, in
// Dutch, as HTML and text (server/integrations/mail/layout.ts escapes everything). Subjects carry only the event's
// title (staff's text): a visitor's input never reaches a header, only the body. The confirmation goes to a typed,
// unchecked address, so no link typed into a name or the phone reaches it (decision 524, as the forms' 520).
import { displayText } from '../../domain/account-input.ts';
import { withoutForeignLinks } from '../../domain/mail-links.ts';
import { formatEventStart, type RegistrationInput } from '../../domain/events.ts';
import { formatEuro } from '../../domain/money.ts';
import type { Mail } from '../integrations/mail/mailer.ts';
import { renderMail, type MailRow } from '../integrations/mail/layout.ts';

/** What a mail says about the event. */
export interface MailEvent {
  reference: string;
  title: string;
  startsAt: Date | null;
  location: string;
  organisation: string;
  priceCents: number | null;
  textAfterRegistration: string;
}

const fullName = (...parts: string[]) =>
  parts
    .map((p) => displayText(p).trim())
    .filter(Boolean)
    .join(' ');

function eventRows(event: MailEvent): MailRow[] {
  return [
    { label: 'Lezing', value: event.title },
    { label: 'Wanneer', value: event.startsAt ? formatEventStart(event.startsAt) : 'Datum volgt' },
    ...(event.location ? [{ label: 'Waar', value: event.location }] : []),
    ...(event.organisation ? [{ label: 'Organisatie', value: event.organisation }] : []),
    ...(event.priceCents !== null
      ? [{ label: 'Toegang', value: event.priceCents === 0 ? 'Gratis' : formatEuro(event.priceCents) }]
      : []),
  ];
}

/**
 * The registration's rows. For the registrant (`linksOnlyTo`: the shop's origin) the typed links in the names and
 * the phone are not mailed and the guest's address is left out (a typed address is a link too); staff see all.
 */
function personRows(
  input: Readonly<RegistrationInput>,
  places: number,
  linksOnlyTo: string | null = null,
): MailRow[] {
  const mailed = (value: string) => (linksOnlyTo ? withoutForeignLinks(value, linksOnlyTo).text : value);
  return [
    { label: 'Naam', value: mailed(fullName(input.firstname, input.middlename, input.lastname)) },
    { label: 'E-mailadres', value: input.email },
    { label: 'Telefoonnummer', value: mailed(input.phonenr) },
    ...(places === 2
      ? [
          {
            label: 'Gast',
            value: mailed(fullName(input.guestFirstname, input.guestMiddlename, input.guestLastname)),
          },
          ...(input.guestEmail && !linksOnlyTo
            ? [{ label: 'E-mailadres gast', value: input.guestEmail }]
            : []),
        ]
      : []),
    { label: 'Plaatsen', value: String(places) },
  ];
}

/**
 * To the registrant: the event, the places taken and the event's textAfterRegistration (spec 3 §3). Without the
 * question (decision 357 of the forms: the typed address may be a stranger's; the free text goes to staff only),
 * and without a link typed into the names or the phone (decision 524).
 */
export function registrationMail(input: {
  to: string;
  event: MailEvent;
  fields: Readonly<RegistrationInput>;
  places: number;
  origin: string;
}): Mail {
  const firstname = withoutForeignLinks(displayText(input.fields.firstname).trim(), input.origin).text;
  const after = input.event.textAfterRegistration.trim();
  return {
    to: input.to,
    subject: `Je aanmelding voor ${input.event.title}`,
    ...renderMail({
      title: firstname ? `Tot ziens, ${firstname}!` : 'Tot ziens!',
      paragraphs: [
        `Bedankt voor je aanmelding. We hebben ${input.places === 2 ? 'twee plaatsen' : 'een plaats'} voor je gereserveerd.`,
        ...(after ? after.split(/\n{2,}/) : []),
      ],
      sections: [
        { heading: 'De lezing', rows: eventRows(input.event) },
        { heading: 'Je aanmelding', rows: personRows(input.fields, input.places, input.origin) },
      ],
      closing: [
        'Kun je toch niet komen? Laat het ons weten door op deze mail te antwoorden, dan geven we je plaats aan een ander.',
        'Heb je je niet zelf aangemeld? Dan kun je deze mail negeren.',
      ],
      button: { label: 'Alle lezingen', url: `${input.origin}/events` },
      footer: 'Met vriendelijke groet,\nLeeswijzer',
    }),
  };
}

/** To staff (setting formsStaffEmail, else contactEmail): every field, the question included, and what is left. */
export function staffRegistrationMail(input: {
  to: string;
  id: number;
  event: MailEvent;
  fields: Readonly<RegistrationInput>;
  places: number;
  placesLeft: number;
}): Mail {
  const question = input.fields.question.trim();
  return {
    to: input.to,
    subject: `Nieuwe aanmelding voor ${input.event.title} (aanmelding ${input.id})`,
    ...renderMail({
      title: 'Nieuwe aanmelding',
      paragraphs: [
        `Via de website is een aanmelding binnengekomen. Er ${input.placesLeft === 1 ? 'is nog 1 plaats' : `zijn nog ${input.placesLeft} plaatsen`} vrij.`,
      ],
      sections: [
        { heading: 'De lezing', rows: eventRows(input.event) },
        {
          heading: 'Aanmelding',
          rows: [
            ...personRows(input.fields, input.places),
            ...(question ? [{ label: 'Vraag', value: displayText(question) }] : []),
          ],
        },
      ],
      footer: 'Dit bericht is automatisch verstuurd door de website van Leeswijzer.',
    }),
  };
}
