// The account mails (issue 5), in Dutch, as HTML and text (server/integrations/mail/layout.ts). Links are
// absolute on the shop's public origin; nothing in a mail is a password. The only typed text in them is a first
// name, which reaches unchecked addresses (the welcome mail, an email change's link): no link in it is mailed
// (decision 524).
import { displayText } from '../../domain/account-input.ts';
import { withoutForeignLinks } from '../../domain/mail-links.ts';
import type { Mail } from '../integrations/mail/mailer.ts';
import { renderMail } from '../integrations/mail/layout.ts';

const SIGNATURE = 'Met vriendelijke groet,\nLeeswijzer';

function mail(to: string, subject: string, content: Parameters<typeof renderMail>[0]): Mail {
  return { to, subject, ...renderMail({ ...content, footer: content.footer ?? SIGNATURE }) };
}

/**
 * A stored first name as the visitor typed it (spec 2 §5 keeps apostrophes as backticks); '' when there is none.
 * A link in it ('www.koopnu.nl') becomes LINK_REMOVED: a name never needs one (no origin: none is the shop's).
 */
function shownName(firstname: string): string {
  return withoutForeignLinks(displayText(firstname).trim(), '').text;
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

// ── Email change (issue 11 #9): a link to the new address, notices to the old one ─────────────────────

/** To the new address: the link that makes the change (it opens a page with a button; opening alone does nothing). */
export function emailChangeConfirmMail(input: {
  to: string;
  firstname: string;
  url: string;
  validHours: number;
}): Mail {
  const name = shownName(input.firstname);
  return mail(input.to, 'Bevestig je nieuwe e-mailadres bij Leeswijzer', {
    title: name ? `Hallo ${name},` : 'Hallo,',
    paragraphs: [
      `Je wilt het e-mailadres van je Leeswijzer-account veranderen in ${input.to}. Bevestig dit adres met de knop hieronder; pas dan gaat de wijziging in.`,
      `De link werkt één keer en is ${input.validHours} uur geldig. Na de wijziging log je in met dit adres en ben je op je andere apparaten uitgelogd.`,
      'Heb je dit niet zelf gevraagd? Dan hoef je niets te doen: zonder bevestiging verandert er niets.',
    ],
    button: { label: 'Bevestig mijn nieuwe e-mailadres', url: input.url },
  });
}

/**
 * To the new address when it already belongs to another account: no link, and the requester hears nothing
 * different (issue 11 #5), so the profile tells nobody which addresses have an account.
 */
export function emailChangeInUseMail(input: { to: string; origin: string }): Mail {
  return mail(input.to, 'Iemand wilde dit e-mailadres gebruiken bij Leeswijzer', {
    title: 'Hallo,',
    paragraphs: [
      `Iemand heeft gevraagd om ${input.to} te gebruiken voor een ander Leeswijzer-account. Dit adres hoort al bij een account, dus er is niets veranderd.`,
      'Was jij dat? Log dan in met dit e-mailadres. Wachtwoord vergeten? Dan kies je op de inlogpagina een nieuw.',
      'Was jij het niet? Dan hoef je niets te doen: je account blijft zoals het is.',
    ],
    button: { label: 'Naar de inlogpagina', url: `${input.origin}/login` },
  });
}

/** To the old address at the request: what is about to happen, and how to stop it. */
export function emailChangeRequestedMail(input: {
  to: string;
  firstname: string;
  newEmail: string;
  validHours: number;
  origin: string;
}): Mail {
  const name = shownName(input.firstname);
  return mail(input.to, 'Je e-mailadres bij Leeswijzer wordt veranderd', {
    title: name ? `Hallo ${name},` : 'Hallo,',
    paragraphs: [
      `Via je account is gevraagd om je e-mailadres te veranderen in ${input.newEmail}. We hebben een bevestigingslink naar dat adres gestuurd; de wijziging gaat pas in als die binnen ${input.validHours} uur wordt bevestigd.`,
      `Was jij dit niet? Kies dan meteen een nieuw wachtwoord via 'Wachtwoord vergeten' op de inlogpagina: de link komt op dit adres en met een nieuw wachtwoord vervalt de wijziging. Neem daarna contact met ons op.`,
    ],
    button: { label: 'Kies een nieuw wachtwoord', url: `${input.origin}/login` },
  });
}

/** To the old address once the change is made. */
export function emailChangedMail(input: { to: string; firstname: string; newEmail: string }): Mail {
  const name = shownName(input.firstname);
  return mail(input.to, 'Je e-mailadres bij Leeswijzer is veranderd', {
    title: name ? `Hallo ${name},` : 'Hallo,',
    paragraphs: [
      `Het e-mailadres van je Leeswijzer-account is veranderd in ${input.newEmail}. Je logt voortaan met dat adres in; op je andere apparaten ben je uitgelogd.`,
      'Was jij dit niet? Neem dan meteen contact met ons op.',
    ],
  });
}

/**
 * Spec 2 §2 SMS option (feature SMS_PW): the same single-use link, short enough for one SMS (160 GSM characters;
 * a longer text is sent and paid as two) with the shop's origin: 73 characters besides the 84 of the link.
 */
export function passwordResetSms(url: string, validMinutes: number): string {
  return `Nieuw Leeswijzer-wachtwoord kiezen: ${url} (${validMinutes} min). Niet gevraagd? Negeer dit.`;
}

/**
 * Issue 30 (decision 600): an admin made this address a staff account; the staff member chooses their own password
 * through a single-use link (a password-reset link, valid longer: the invitation may wait a weekend). No password
 * is ever mailed.
 */
export function staffInviteMail(input: {
  to: string;
  firstname: string;
  role: string;
  url: string;
  validDays: number;
}): Mail {
  const name = shownName(input.firstname);
  return mail(input.to, 'Je medewerkersaccount bij Leeswijzer', {
    title: name ? `Hallo ${name},` : 'Hallo,',
    paragraphs: [
      `Je bent toegevoegd aan het team van Leeswijzer, met de rol ${input.role}. Via de knop hieronder kies je je eigen wachtwoord; daarna log je in met dit e-mailadres.`,
      `De link werkt één keer en is ${input.validDays} dagen geldig. Is hij verlopen? Vraag dan via "Wachtwoord vergeten" een nieuwe aan.`,
      'Verwacht je dit niet? Neem dan contact met ons op.',
    ],
    button: { label: 'Kies je wachtwoord', url: input.url },
  });
}
