// The mails of the partner application and its decision (issue 17 #1, #2), in Dutch, as HTML and text
// (server/integrations/mail/layout.ts escapes everything). Subjects are fixed texts: an applicant's input never
// reaches a header, only the body.
import { displayText } from '../../domain/account-input.ts';
import type { Mail } from '../integrations/mail/mailer.ts';
import { renderMail } from '../integrations/mail/layout.ts';

const SIGNATURE = 'Met vriendelijke groet,\nLeeswijzer';
const AUTOMATIC = 'Dit bericht is automatisch verstuurd door de website van Leeswijzer.';

export interface ApplicantFacts {
  email: string;
  firstname: string;
  lastname: string;
  website: string;
  company: string;
  motivation: string;
  bookPageUrl: string;
}

const name = (a: Pick<ApplicantFacts, 'firstname' | 'lastname'>) =>
  displayText(`${a.firstname} ${a.lastname}`.trim());

/** To the applicant: received, and the decision within 10 days (spec 2 §9). */
export function appliedMail(a: ApplicantFacts): Mail {
  return {
    to: a.email,
    subject: 'Je aanmelding als partner van Leeswijzer',
    ...renderMail({
      title: `Bedankt voor je aanmelding, ${displayText(a.firstname)}!`,
      paragraphs: [
        'We hebben je aanmelding voor het partnerprogramma van Leeswijzer ontvangen.',
        'We bekijken je aanvraag en laten je binnen 10 dagen per e-mail weten of je aanmelding is goedgekeurd.',
      ],
      closing: ['Heb je je niet zelf aangemeld? Laat het ons dan weten via het contactformulier.'],
      footer: SIGNATURE,
    }),
  };
}

/** To staff: a new application waits in /beheer/partners. */
export function applicationStaffMail(input: { to: string; applicant: ApplicantFacts; origin: string }): Mail {
  const a = input.applicant;
  return {
    to: input.to,
    subject: 'Nieuwe partneraanmelding',
    ...renderMail({
      title: 'Nieuwe partneraanmelding',
      paragraphs: [`${name(a)} heeft zich aangemeld als partner. Beslis binnen 10 dagen in het beheer.`],
      sections: [
        {
          heading: 'Aanmelding',
          rows: [
            { label: 'Naam', value: name(a) },
            { label: 'E-mailadres', value: a.email },
            { label: 'Website', value: a.website },
            ...(a.company ? [{ label: 'Bedrijf', value: displayText(a.company) }] : []),
            { label: 'Boekenpagina', value: a.bookPageUrl || 'geen' },
            { label: 'Motivatie', value: a.motivation },
          ],
        },
      ],
      button: { label: 'Naar de aanmeldingen', url: `${input.origin}/beheer/partners` },
      footer: AUTOMATIC,
    }),
  };
}

/**
 * To staff, once an hour at most (decision 521): more applications came in than are mailed one by one; the rest of
 * this hour's are in /beheer/partners only.
 */
export function applicationsCappedStaffMail(input: { to: string; max: number; origin: string }): Mail {
  return {
    to: input.to,
    subject: 'Veel nieuwe partneraanmeldingen',
    ...renderMail({
      title: 'Veel nieuwe partneraanmeldingen',
      paragraphs: [
        `Er zijn het afgelopen uur meer dan ${input.max} partneraanmeldingen binnengekomen. Over de volgende aanmeldingen van dit uur sturen we geen aparte mail.`,
        'Alle aanmeldingen staan in het beheer. Kijk ook of er misschien iemand misbruik maakt van het formulier.',
      ],
      button: { label: 'Naar de aanmeldingen', url: `${input.origin}/beheer/partners` },
      footer: AUTOMATIC,
    }),
  };
}

/** To the new partner: accepted, with the code and where the links are made. */
export function approvedMail(input: { to: string; firstname: string; code: string; origin: string }): Mail {
  return {
    to: input.to,
    subject: 'Je bent partner van Leeswijzer',
    ...renderMail({
      title: `Welkom als partner, ${displayText(input.firstname)}!`,
      paragraphs: [
        'Je aanmelding voor het partnerprogramma van Leeswijzer is goedgekeurd.',
        `Je partnercode is ${input.code}. Op je partnerpagina maak je links met deze code en zie je je commissies en uitbetalingen.`,
      ],
      button: { label: 'Naar je partnerpagina', url: `${input.origin}/partner` },
      footer: SIGNATURE,
    }),
  };
}

/** To the applicant: not accepted this time. */
export function rejectedMail(input: { to: string; firstname: string }): Mail {
  return {
    to: input.to,
    subject: 'Je aanmelding als partner van Leeswijzer',
    ...renderMail({
      title: `Beste ${displayText(input.firstname)},`,
      paragraphs: [
        'Bedankt voor je aanmelding voor het partnerprogramma van Leeswijzer. We hebben besloten je aanmelding op dit moment niet goed te keuren.',
        'Heb je vragen hierover? Stel ze gerust via het contactformulier op onze website.',
      ],
      footer: SIGNATURE,
    }),
  };
}

/** To staff: the decision, for the record (who decided is in /beheer). */
export function decisionStaffMail(input: {
  to: string;
  applicant: Pick<ApplicantFacts, 'firstname' | 'lastname' | 'email'>;
  approved: boolean;
  code: string | null;
}): Mail {
  const what = input.approved ? `goedgekeurd, partnercode ${input.code}` : 'afgewezen';
  return {
    to: input.to,
    subject: input.approved ? 'Partneraanmelding goedgekeurd' : 'Partneraanmelding afgewezen',
    ...renderMail({
      title: input.approved ? 'Partneraanmelding goedgekeurd' : 'Partneraanmelding afgewezen',
      paragraphs: [`De aanmelding van ${name(input.applicant)} (${input.applicant.email}) is ${what}.`],
      footer: AUTOMATIC,
    }),
  };
}
