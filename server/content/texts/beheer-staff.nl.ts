// Our own Dutch wording for the staff accounts (issue 30 "Staff and trust", decisions 599–601): /beheer/medewerkers
// with its list, the form that adds a colleague, the level change, what each did, the roles' names and the audit
// log's names for these changes. The spec quotes none of these.
export const beheerStaffTextsNl: Readonly<Record<string, string>> = {
  'beheer.staff': 'Medewerkers',
  'beheer.staff.intro':
    'Wie in het beheer mag werken, en wat. Een medewerker doet bestellingen, verzending, klanten bekijken, berichten, recensies, de mail en de aanmeldingen; financiën daarnaast terugbetalingen, partners, commissies, uitbetalingen en de exports; een beheerder alles, ook klantinstellingen, het logboek en deze pagina.',
  'beheer.staff.role.medewerker': 'Medewerker',
  'beheer.staff.role.financieel': 'Financiën',
  'beheer.staff.role.beheerder': 'Beheerder',
  'beheer.staff.role.none': 'Geen toegang tot het beheer',
  'beheer.staff.role.other': 'Niveau {n} (geen beheer)',
  'beheer.staff.table': 'Accounts met een toegangsniveau',
  'beheer.staff.col.name': 'Naam',
  'beheer.staff.col.level': 'Toegang',
  'beheer.staff.col.change': 'Wijzigen',
  'beheer.staff.no_password': 'Heeft nog geen wachtwoord gekozen',
  'beheer.staff.you': '(jij)',
  'beheer.staff.level_of': 'Toegang van {name}',
  'beheer.staff.save_level': 'Opslaan',
  'beheer.staff.none': 'Er zijn nog geen accounts met een toegangsniveau.',
  'beheer.staff.add_title': 'Medewerker toevoegen',
  'beheer.staff.add_intro':
    'De nieuwe medewerker krijgt een e-mail met een link om zelf een wachtwoord te kiezen (een week geldig). Heeft het e-mailadres al een account, dan krijgt dat account de gekozen toegang.',
  'beheer.staff.firstname': 'Voornaam',
  'beheer.staff.lastname': 'Achternaam',
  'beheer.staff.email': 'E-mailadres',
  'beheer.staff.level': 'Toegang',
  'beheer.staff.add': 'Medewerker toevoegen',
  'beheer.staff.refused': 'Controleer de gemarkeerde velden; er is niets opgeslagen.',
  'beheer.staff.summary': 'Er ging iets mis bij het toevoegen',
  'beheer.staff.done.created':
    'Het account is aangemaakt. De medewerker krijgt een e-mail om een wachtwoord te kiezen.',
  'beheer.staff.done.raised': 'Het bestaande account heeft de gekozen toegang gekregen.',
  'beheer.staff.done.saved': 'De toegang is gewijzigd.',
  'beheer.staff.done.unchanged': 'Er was niets te wijzigen.',
  'beheer.staff.done.gone': 'Dit account bestaat niet meer.',
  'beheer.audit.action.staff.create': 'Medewerker toegevoegd',
  'beheer.audit.action.staff.level': 'Toegangsniveau gewijzigd',
};
