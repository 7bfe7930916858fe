// The account mails (issue 5), in Dutch, as HTML and text (server/integrations/mail/layout.ts). Links are
// absolute on the shop's public origin; nothing in a mail is a password.
import { displayText } from '../../domain/account-input.ts';
import type { Mail } from '../integrations/mail/mailer.ts';
import { renderMail } from '../integrations/mail/layout.ts';

const SIGNATURE = 'Met vriendelijke groet,\nLeeswijzer';

function mail(to: string, subject: string, content: Parameters<typeof renderMail>[0]): Mail {
  return { to, subject, ...renderMail({ ...content, footer: content.footer ?? SIGNATURE }) };
}

/** A stored first name as the visitor typed it (spec 2 §5 keeps apostrophes as backticks); '' when there is none. */
function shownName(firstname: string): string {
  return displayText(firstname).trim();
}

export function welcomeMail(input: {
  to: string;
  firstname: string;
  origin: string;
  subscribed: boolean;
}): Mail {
  const name = shownName(input.firstname);
  return mail(input.to, 'Welkom bij Leeswijzer', {
    title: name ? `Welkom, ${name}!` : 'Welkom!',
    paragraphs: [
      'Je account bij Leeswijzer is aangemaakt. Met je account bestel je sneller, volg je je bestellingen en bewaar je je verlanglijstje.',
      input.subscribed
        ? 'Je hebt aangegeven onze nieuwsbrief te willen ontvangen. Wil je hem toch niet? Schrijf je dan uit via de link onderaan elke nieuwsbrief of via onze uitschrijfpagina.'
        : 'Je ontvangt onze nieuwsbrief niet. Je kunt je altijd aanmelden via je account.',
      'Heb je dit account niet zelf aangemaakt? Neem dan contact met ons op.',
    ],
    button: { label: 'Naar mijn account', url: `${input.origin}/account/profile` },
  });
}

export function passwordResetMail(input: {
  to: string;
  firstname: string;
  url: string;
  validMinutes: number;
}): Mail {
  const name = shownName(input.firstname);
  return mail(input.to, 'Een nieuw wachtwoord voor je Leeswijzer-account', {
    title: name ? `Hallo ${name},` : 'Hallo,',
    paragraphs: [
      'Je hebt gevraagd om een nieuw wachtwoord voor je account bij Leeswijzer. Via de knop hieronder kies je een nieuw wachtwoord.',
      `De link werkt één keer en is ${input.validMinutes} minuten geldig.`,
      'Heb je dit niet zelf gevraagd? Dan hoef je niets te doen: je huidige wachtwoord blijft gewoon werken.',
    ],
    button: { label: 'Kies een nieuw wachtwoord', url: input.url },
  });
}

export function unsubscribeMail(input: { to: string; origin: string }): Mail {
  return mail(input.to, 'Je bent uitgeschreven voor de nieuwsbrief van Leeswijzer', {
    title: 'Je bent uitgeschreven',
    paragraphs: [
      `Vanaf nu sturen we geen nieuwsbrief meer naar ${input.to}.`,
      'Was dit een vergissing? Je kunt je altijd opnieuw aanmelden.',
    ],
    button: { label: 'Opnieuw aanmelden', url: `${input.origin}/newsletter` },
  });
}

export function newsletterConfirmMail(input: { to: string; url: string; validDays: number }): Mail {
  return mail(input.to, 'Bevestig je aanmelding voor de nieuwsbrief van Leeswijzer', {
    title: 'Bijna klaar!',
    paragraphs: [
      'Je hebt je aangemeld voor de gratis nieuwsbrief van Leeswijzer. Bevestig je aanmelding met de knop hieronder.',
      `De link is ${input.validDays} dagen geldig. Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging sturen we je niets.`,
    ],
    button: { label: 'Bevestig mijn aanmelding', url: input.url },
  });
}

/**
 * Spec 2 §2 SMS option (feature SMS_PW): the same single-use link, short enough for one SMS (160 GSM characters;
 * a longer text is sent and paid as two) with the shop's origin: 73 characters besides the 84 of the link.
 */
export function passwordResetSms(url: string, validMinutes: number): string {
  return `Nieuw Leeswijzer-wachtwoord kiezen: ${url} (${validMinutes} min). Niet gevraagd? Negeer dit.`;
}
