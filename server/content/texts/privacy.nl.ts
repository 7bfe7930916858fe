// Issue 32: the texts of the account's privacy tab (/account/privacy) and of closing an account on staff's
// customer page. The periods and contents come in as {placeholders} from domain/personal-data.ts, the same
// constants the export, the closing and the retention job use (decisions 821–831).
export const privacyTextsNl: Readonly<Record<string, string>> = {
  'account.tab.privacy': 'Mijn privacy',
  'privacy.title': 'Je gegevens en je account',
  'privacy.export.title': 'Je gegevens downloaden',
  'privacy.export.text':
    'Je krijgt een zip-bestand met alles wat we over je bewaren, en je facturen als pdf. Het bestand staat meteen klaar. Erin staan:',
  'privacy.export.button': 'Download mijn gegevens',
  'privacy.export.throttled':
    'Je hebt je gegevens net al een paar keer gedownload. Probeer het over {minutes} minuten opnieuw.',
  'privacy.close.title': 'Je account verwijderen',
  'privacy.close.text':
    'We verwijderen je account, je sessies, je winkelwagen, je verlanglijstje, je opgeslagen adressen en je aanmelding voor de nieuwsbrief. Je wordt meteen uitgelogd en krijgt een bevestiging per e-mail.',
  'privacy.close.kept':
    'Je bestellingen en facturen moeten we wettelijk {years} jaar bewaren. We houden daarvan alleen wat op de factuur staat; je e-mailadres en telefoonnummer halen we eruit. Na die {years} jaar verwijderen we ook de rest.',
  'privacy.close.reviews': "Recensies die je schreef blijven staan, onder de naam '{name}'.",
  'privacy.close.partner_unpaid':
    'Je bent partner en er staat nog {amount} excl. btw aan commissie open. Die vervalt als je je account nu verwijdert. Wil je hem eerst laten uitbetalen? Wacht dan de volgende uitbetaling af of neem contact met ons op.',
  'privacy.close.partner_none': 'Je partneraccount wordt ook beëindigd.',
  'privacy.close.staff': 'Dit is een medewerkersaccount. Vraag een beheerder om het eerst op te heffen.',
  'privacy.close.password': 'Je wachtwoord, ter bevestiging',
  'privacy.close.button': 'Verwijder mijn account',
  'privacy.close.wrong_password': 'Dit wachtwoord klopt niet. Je account is niet verwijderd.',
  'privacy.close.no_password':
    'Je account heeft nog geen wachtwoord. Kies er eerst een via Wachtwoord vergeten, of vraag ons om je account te verwijderen.',
  'privacy.closed.title': 'Je account is verwijderd',
  'privacy.closed.text':
    'Je account bij Leeswijzer is verwijderd en je bent uitgelogd. We hebben je een bevestiging gemaild.',
  'privacy.policy_link': 'Lees ons privacybeleid',
  // Staff's customer page (/beheer/klanten/{id}).
  'beheer.customer.close.title': 'Account verwijderen (AVG)',
  'beheer.customer.close.text':
    'Op verzoek van de klant: het account, de sessies, de winkelwagen, het verlanglijstje, de adressen en de nieuwsbriefaanmelding worden verwijderd. Bestellingen en facturen blijven {years} jaar bewaard met alleen wat op de factuur staat. De klant krijgt een bevestiging per e-mail.',
  'beheer.customer.close.partner_unpaid': 'Openstaande commissie die vervalt: {amount} excl. btw.',
  'beheer.customer.close.confirm':
    'De klant heeft hierom gevraagd en ik heb gecontroleerd dat het verzoek van hem of haar komt',
  'beheer.customer.close.confirm_missing': 'Vink aan dat je het verzoek hebt gecontroleerd.',
  'beheer.customer.close.button': 'Verwijder dit account',
  'beheer.customer.close.staff': 'Dit is een medewerkersaccount: zet eerst het toegangsniveau op 0.',
  'beheer.customer.closed': 'Het account is verwijderd; de klant krijgt een bevestiging per e-mail.',
  'beheer.audit.action.customer.close': 'Account verwijderd (AVG)',
  'beheer.audit.action.customer.export': 'Gegevens gedownload (AVG)',
  'beheer.customer.export.title': 'Gegevens van de klant (AVG)',
  'beheer.customer.export.text':
    'Op verzoek van de klant: een zip-bestand met alles wat we over hem of haar bewaren, met de facturen. Het downloaden komt in het logboek.',
  'beheer.customer.export.button': 'Download de gegevens',
  'beheer.customer.done.te-vaak':
    'De gegevens van deze klant zijn het afgelopen uur al vaak gedownload. Probeer het later opnieuw.',
};
