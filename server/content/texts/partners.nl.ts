// Our own Dutch wording for the partner programme's pages (issue 17 #1, #2, #6, #7, #8): the application
// /partner-registration, the agreement /partner-agreement, staff's /beheer/partners, the partner area /partner
// with its commissions and technical tabs, and the short links /s/{code}. The spec's own partner texts (the
// missing-code warning, the out-of-stock link text, the empty commissions and payouts) are in spec.nl.ts. The long
// texts ('static.' keys) travel only with their own page (decision #336).
export const partnersTextsNl: Readonly<Record<string, string>> = {
  // The footer's partner link for a partner (spec 3 §6: /partner for logged-in users with a partner code)
  'footer.partner_page': 'Naar je partnerpagina',

  // /partner-registration
  'partner_application.title': 'Aanmelden als partner',
  'partner_application.description':
    'Meld je aan voor het partnerprogramma van Leeswijzer en verdien commissie op de boeken die je aanraadt.',
  'partner_application.intro':
    'Vul je gegevens, je website en je bankrekening in en vertel kort waarom je partner wilt worden. Binnen 10 dagen hoor je of je aanmelding is goedgekeurd.',
  'partner_application.login_hint': 'Heb je al een account? {link} om je gegevens niet opnieuw in te vullen.',
  'partner_application.login_link': 'Log eerst in',
  'partner_application.personal': 'Persoonlijke gegevens',
  'partner_application.email_fixed': 'Je e-mailadres wijzig je op je accountpagina.',
  'partner_application.account': 'Je account',
  'partner_application.account_intro':
    'Met dit wachtwoord log je straks in op je partnerpagina. Je krijgt meteen een account bij ons.',
  'partner_application.business': 'Bedrijfsgegevens',
  'partner_application.business_intro':
    'Heb je een bedrijf? Met een btw-nummer tonen en betalen we je commissie inclusief 21 % btw.',
  'partner_application.partner': 'Partnergegevens',
  'partner_application.partner_intro': 'Op deze rekening betalen we je commissie elk kwartaal uit.',
  'partner_application.about': 'Je aanmelding',
  'field.motivation': 'Waarom wil je partner worden?',
  'field.url_bookpage_yesno': 'Heb je op je website een pagina met boeken?',
  'field.url_bookpage_yes': 'Ja',
  'field.url_bookpage_no': 'Nee',
  'field.url_bookpage': 'Adres van die pagina',
  'field.no_spam': 'Geen spam',
  'field.agreement': 'Partnerovereenkomst',
  'partner_application.no_spam_label': 'Ik verspreid de links niet via ongevraagde e-mail (spam).',
  'partner_application.agreement_label': 'Ik ga akkoord met de {link}.',
  'partner_application.agreement_link': 'partnerovereenkomst',
  'partner_application.book_page_choose': 'Kies ja of nee.',
  'partner_application.no_spam_required': 'Vink aan dat je geen spam verstuurt.',
  'partner_application.agreement_required': 'Vink aan dat je akkoord gaat met de partnerovereenkomst.',
  'partner_application.submit': 'Verstuur je aanmelding',
  'partner_application.thanks':
    'Bedankt voor je aanmelding als partner! We bekijken je aanvraag en laten je binnen 10 dagen per e-mail weten of je aanmelding is goedgekeurd.',
  'partner_application.pending_title': 'Je aanmelding wordt bekeken',
  'partner_application.pending':
    'Je hebt je aangemeld als partner. We bekijken je aanvraag en laten je binnen 10 dagen per e-mail weten of je aanmelding is goedgekeurd.',
  'partner_application.registered_title': 'Je bent al aangemeld',
  'partner_application.registered':
    'Je bent al partner van Leeswijzer. Je gegevens en links vind je op je partnerpagina.',
  'partner_application.to_partner_page': 'Naar je partnerpagina',
  'partner_application.not_saved': 'Je aanmelding is nog niet verstuurd.',

  // Mails of the application and the decision
  'partner_mail.applied_subject': 'Je aanmelding als partner van Leeswijzer',
  'partner_mail.staff_subject': 'Nieuwe partneraanmelding: {name}',
  'partner_mail.approved_subject': 'Je bent partner van Leeswijzer',
  'partner_mail.rejected_subject': 'Je aanmelding als partner van Leeswijzer',

  // /partner-agreement (the agreement itself: static.partner_agreement.*)
  'static.partner_agreement.title': 'Partnerovereenkomst',
  'static.partner_agreement.description':
    'De voorwaarden van het partnerprogramma van Leeswijzer: commissie, uitbetaling, links en opzegging.',
  'static.partner_agreement.lead':
    'Deze overeenkomst geldt tussen Leeswijzer en iedere partner die via een eigen partnercode boeken aanraadt.',
  'static.partner_agreement.apply': 'Meld je aan als partner',
  'static.partner_agreement.body': `## 1. Aanmelding

- Je meldt je aan via [het aanmeldformulier](/partner-registration). Binnen 10 dagen laten we je weten of je aanmelding is goedgekeurd.
- Na goedkeuring krijg je een eigen partnercode. Met die code in je links weten we dat een bestelling via jou kwam.

## 2. Commissie

| Soort partner | Onze eigen uitgaven | Andere boeken |
| Partner | 20 % | 10 % |
| Particuliere partner | 5 % | 10 % |

- Is er voor jou geen percentage afgesproken, dan geldt 10 %.
- Je verdient commissie over betaalde bestellingen die binnenkomen via een link met jouw code. Over je eigen bestellingen verdien je geen commissie.
- Wordt een bestelling terugbetaald of geannuleerd, dan vervalt de commissie erover.
- Heb je een btw-nummer ingevuld, dan tonen en betalen we je commissie inclusief 21 % btw; zonder btw-nummer exclusief btw.

## 3. Uitbetaling

- We betalen elk kwartaal uit op de bankrekening in je partnergegevens.
- Een bedrag onder € 5 betalen we niet uit.
- Een bedrag van € 5 tot € 10 sparen we voor je op, tot 4 kwartalen lang; daarna betalen we het uit.

## 4. Links en reclame

- Je gebruikt je links alleen op je eigen website, in je nieuwsbrief, op sociale media en in persoonlijk contact.
- Je verstuurt geen ongevraagde e-mail (spam) en je doet je niet voor als Leeswijzer.

## 5. Opzegging

- Jij en wij kunnen de overeenkomst altijd opzeggen, met een opzegtermijn van 2 weken.
- Commissie die je tot het einde van de overeenkomst verdiende, betalen we volgens deze voorwaarden uit.

Vragen? Stel ze via [het contactformulier](/contact).`,

  // /partner (the partner area)
  'partner_area.title': 'Je partnerpagina',
  'partner_area.description': 'Je partnercode, commissies, uitbetalingen en links.',
  'partner_area.tabs_label': 'Partnerpagina',
  'partner_area.tab.commissions': 'Commissies',
  'partner_area.tab.technical': 'Links maken',
  'partner_area.not_partner_title': 'Nog geen partner',
  'partner_area.not_partner':
    'Je bent nog geen partner van Leeswijzer. Meld je aan, dan verdien je commissie op de boeken die je aanraadt.',
  'partner_area.apply': 'Meld je aan als partner',
  'partner_area.pending':
    'Je aanmelding als partner wordt bekeken. Binnen 10 dagen hoor je of ze is goedgekeurd.',
  'partner_area.code': 'Je partnercode',
  'partner_area.percentages': 'Je commissie',
  'partner_area.percent_own': 'Onze eigen uitgaven: {n} %',
  'partner_area.percent_other': 'Andere boeken: {n} %',
  'partner_area.vat_incl': 'Je hebt een btw-nummer ingevuld: de bedragen hieronder zijn inclusief 21 % btw.',
  'partner_area.vat_excl': 'Je hebt geen btw-nummer ingevuld: de bedragen hieronder zijn exclusief btw.',
  'partner_area.open_title': 'Openstaande commissies',
  'partner_area.open_intro': 'Commissies sinds je laatste uitbetaling.',
  'partner_area.payouts_title': 'Uitbetalingen',
  'partner_area.col_date': 'Datum',
  'partner_area.col_invoice': 'Factuur',
  'partner_area.col_item': 'Artikel',
  'partner_area.col_amount': 'Bedrag',
  'partner_area.col_commission': 'Commissie',
  'partner_area.col_rate': 'Tarief',
  'partner_area.rate_own': 'eigen uitgave',
  'partner_area.rate_other': 'ander boek',
  'partner_area.reversal': '(teruggedraaid: bestelling terugbetaald of geannuleerd)',
  'partner_area.open_total': 'Totaal openstaand',
  'partner_area.payout_summary': '{date}: {description} · {total}',
  'partner_area.payout_details': 'Bestellingen van {from} tot en met {to}',
  'partner_area.payout_empty': 'Bij deze uitbetaling horen geen bestellingen.',
  'partner_area.ledger_missing':
    'Je commissies kunnen nu niet worden getoond. Probeer het later nog een keer.',

  // The technical tab (long texts: static.partner_technical.*)
  'partner_tools.covers_title': 'Onze eigen uitgaven',
  'partner_tools.covers_intro':
    'Klik op een omslag: je krijgt de link naar dat boek met jouw partnercode, klaar om te kopiëren.',
  'partner_tools.link_for': 'Link naar ‘{title}’',
  'partner_tools.link_label': 'Link met jouw partnercode',
  'partner_tools.html_label': 'HTML voor je website',
  'partner_tools.copy': 'Kopieer',
  'partner_tools.copied': 'Gekopieerd',
  'partner_tools.logo_title': 'Logo-links',
  'partner_tools.logo_intro':
    'Zet een link naar Leeswijzer op je website: met het hele logo, alleen het beeldmerk of als tekst.',
  'partner_tools.logo_full': 'Volledig logo',
  'partner_tools.logo_img': 'Beeldmerk',
  'partner_tools.logo_text': 'Tekstlink',
  'partner_tools.logo_text_link': 'Boeken over persoonlijke groei bij Leeswijzer',
  'partner_tools.isbn_title': 'Link naar een boek maken',
  'partner_tools.isbn_intro':
    'Vul het ISBN in van een boek uit onze winkel: je krijgt de link met jouw partnercode.',
  'field.isbn': 'ISBN',
  'partner_tools.isbn_submit': 'Maak de link',
  'partner_tools.isbn_unknown': 'Dit boek is nog niet in onze database opgenomen',
  'partner_tools.more_title': 'Meer hulp',
  'partner_tools.more_contact': 'Vragen over links of commissies? Stel ze via het contactformulier.',
  'partner_tools.more_publications': 'Alle eigen uitgaven van Leeswijzer',
  'partner_tools.more_profile': 'Je partnergegevens en bankrekening wijzigen',
  'static.partner_technical.intro': `Met je partnercode in een link weten we dat een bezoeker via jou bij ons kwam. Bestelt die bezoeker binnen {affiliate_days} dagen, dan krijg je commissie over de betaalde boeken.

- Elke link naar onze winkel kan je code dragen: zet ?pc= met je code achter het adres.
- Gebruik de omslagen, de logo-links of de ISBN-generator hieronder: die zetten je code er al in.`,
  'static.partner_technical.social': `## Sociale media

Deel een boek vanaf de boekpagina: als partner dragen de deelknoppen daar je code al mee. Op Facebook, LinkedIn, X, Instagram (in je bio) en WhatsApp plak je de link die je hier maakt. Een korte link (/s/…) telt hoe vaak er op geklikt is.`,
  'static.partner_technical.cms': `## Websites en blogs

In WordPress, Wix, Squarespace en andere systemen plak je de HTML-code in een blok van het type 'HTML' of 'Eigen code'. Een gewone link zet je bij een woord of afbeelding via de knop 'Link invoegen'.`,

  // /beheer/partners
  'beheer.partners': 'Partners',
  'beheer.partners_intro':
    'Aanmeldingen voor het partnerprogramma. Aanmelders horen binnen 10 dagen of ze partner worden.',
  'beheer.partners_count': '{n} te beoordelen',
  'beheer.partners_empty': 'Er zijn geen aanmeldingen te beoordelen.',
  'beheer.partner_motivation': 'Motivatie',
  'beheer.partner_website': 'Website',
  'beheer.partner_book_page': 'Boekenpagina',
  'beheer.partner_no_book_page': 'geen',
  'beheer.partner_bank': 'Rekening',
  'beheer.partner_company': 'Bedrijf',
  'beheer.partner_approve': 'Goedkeuren',
  'beheer.partner_reject': 'Afwijzen',
  'beheer.partner_done_approved':
    'De aanmelding is goedgekeurd, met partnercode {code}. De partner krijgt een e-mail.',
  'beheer.partner_done_rejected': 'De aanmelding is afgewezen. De aanmelder krijgt een e-mail.',

  // /beheer/commissies: a refund or cancellation reverses the order's commission (decision 428)
  'beheer.commissions': 'Commissies',
  'beheer.commissions_intro':
    'Is een bestelling terugbetaald of geannuleerd? Draai hier de partnercommissie ervan terug. Commissie die al is uitbetaald, blijft staan.',
  'beheer.commission_order': 'Bestelnummer',
  'beheer.commission_order_invalid': 'Vul het bestelnummer in, alleen cijfers.',
  'beheer.commission_reverse': 'Commissie terugdraaien',
  'beheer.commission_reversed': 'De commissie van bestelling {number} is teruggedraaid ({n} regels).',
  'beheer.commission_none': 'Bij bestelling {number} hoort geen partnercommissie.',
  'beheer.commission_already': 'De commissie van bestelling {number} was al teruggedraaid.',
  'beheer.commission_paid_out': 'De commissie van bestelling {number} is al uitbetaald en blijft staan.',

  // /s/{code}
  'short_link.title': 'Korte link',
  'short_link.label': 'Link om te delen',
};
