// Our own Dutch wording for the review form on the book page and the moderation page /beheer/recensies (issue 15
// #3). The spec's own texts ('(Naam bekend bij redactie)', 'Deze invoer is niet correct.') and the general field
// message are in spec.nl.ts.
export const reviewsTextsNl: Readonly<Record<string, string>> = {
  'form_errors.max_length': 'Gebruik maximaal {n} tekens.',
  'form_errors.website': 'Vul een geldig webadres in, bijvoorbeeld www.voorbeeld.nl.',

  // The form (book page, reviews tab, and /recensie/{sku} without JavaScript)
  'review_form.title': 'Schrijf een recensie',
  'review_form.intro':
    'Wat vond je van dit boek? Je recensie verschijnt op deze pagina nadat de redactie haar heeft gelezen.',
  'review_form.page_title': 'Recensie van {title}',
  'review_form.back': 'Terug naar het boek',
  'review_form.about_you': 'Over jou',
  'review_form.your_review': 'Je recensie',
  'review_form.show_legend': 'Wat mag er bij je recensie staan?',
  'field.profession': 'Beroep',
  'field.profile': 'Iets over jezelf',
  'field.review_title': 'Titel van je recensie',
  'field.review': 'Je recensie',
  'field.show_firstname': 'Mijn voornaam',
  'field.show_lastname': 'Mijn achternaam',
  'field.show_profession': 'Mijn beroep',
  'field.show_website': 'Mijn website',
  'field.show_profile': 'Wat ik over mezelf schreef',
  'review_form.show_hint': 'Je e-mailadres tonen we nooit. Zonder naam staat er: (Naam bekend bij redactie).',
  'review_form.email_account': 'Het e-mailadres van je account.',
  'review_form.website_hint': 'Zonder http:// zetten wij het ervoor.',
  'review_form.preview': 'Bekijk voorbeeld',
  'review_form.preview_title': 'Zo komt je recensie eruit te zien',
  'review_form.submit': 'Verstuur je recensie',
  'review_form.disabled_hint': 'Vul eerst je voornaam, achternaam, e-mailadres en je recensie in.',
  'review_form.sent':
    'Bedankt voor je recensie. De redactie leest haar en zet haar daarna op deze pagina. Je krijgt een bevestiging per e-mail.',

  // Moderation (/beheer/recensies)
  'beheer.reviews': 'Recensies',
  'beheer.reviews_intro':
    'Recensies die bezoekers stuurden, oudste eerst. Een recensie staat pas op de boekpagina als je haar goedkeurt.',
  'beheer.reviews_count': '{n} te beoordelen',
  'beheer.reviews_empty': 'Er zijn geen recensies te beoordelen.',
  'beheer.review_book': 'Boek',
  'beheer.review_reviewer': 'Recensent',
  'beheer.review_shown_as': 'Op de site als',
  'beheer.review_approve': 'Goedkeuren',
  'beheer.review_reject': 'Afwijzen',
  'beheer.review_approved': 'De recensie staat nu op de boekpagina.',
  'beheer.review_rejected': 'De recensie is afgewezen.',
  'beheer.review_unchanged': 'Deze recensie was al beoordeeld; er is niets veranderd.',
};
