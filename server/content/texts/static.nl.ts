// Issue 15 #5: the static pages' content (spec 3 §2 "Other routes"), as interface texts so staff change a page
// without a release. Each page has a title, a description (search results), a lead and a body in the small
// markup of app/components/content/markup.ts. {placeholders} are filled by the page from settings and from the
// code's real limits (app/components/content/page-params.server.ts), so the privacy policy never promises
// other periods than the shop keeps. The bodies are long: the root loader leaves 'static.*' texts out of every
// page (decision #336); only the static page's own loader sends its texts.
export const staticTextsNl: Readonly<Record<string, string>> = {
  // /address
  'static.address.title': 'Adres en route',
  'static.address.description':
    'Het adres van Leeswijzer, hoe je ons bereikt en wanneer je ons kunt spreken.',
  'static.address.lead':
    'Leeswijzer is een webwinkel en uitgeverij. Je bestelt bij ons online; een winkel hebben we niet.',
  'static.address.body': `## Bezoek- en postadres

**{seller_name}**
{seller_address}
{seller_zipcode} {seller_city}

Wil je langskomen, bijvoorbeeld om een manuscript te bespreken of om boeken af te halen? Maak dan eerst een afspraak via [het contactformulier](/contact) of mail naar [{contact_email}](mailto:{contact_email}).

## Bereikbaarheid

- Met het openbaar vervoer: vanaf Amsterdam Centraal ben je met de tram (lijn 13 of 17, halte Westermarkt) in tien minuten bij ons.
- Met de auto: parkeren kan in de parkeergarage aan de Marnixstraat; in de grachtengordel zelf is parkeren duur en beperkt.
- Met de fiets: er is plek voor je fiets aan de gracht.

## Contact

- E-mail: [{contact_email}](mailto:{contact_email})
- Liever gebeld worden? Laat je nummer achter via [Bel mij terug](/call-me-back).
- Kamer van Koophandel: {seller_kvk}
- Btw-nummer: {seller_vat}`,

  // /business, /zakelijk
  'static.business.title': 'Zakelijk bestellen',
  'static.business.description':
    'Boeken bestellen voor je bedrijf, school of boekhandel: op factuur, met btw-nummer en staffelkorting.',
  'static.business.lead':
    'Bestel je boeken voor je organisatie, je klanten of je boekhandel? Dan regelen we dat graag.',
  'static.business.body': `## Bestellen voor je organisatie

Vul bij het afrekenen je bedrijfsgegevens in: bedrijfsnaam, KvK-nummer en btw-nummer. Een geldig btw-nummer uit een ander EU-land controleren we direct bij de Europese Commissie (VIES). Je krijgt altijd een factuur met de btw apart vermeld.

- Betaal met iDEAL of per bankoverschrijving.
- Je facturen vind je terug onder [Mijn bestellingen](/account/orders).

## Voor boekhandels en wederverkopers

Heb je een boekhandel of verkoop je boeken door? Vraag dan een wederverkopersaccount aan. Daarmee krijg je vanaf {reseller_min_amount} exemplaren 30 % korting op onze eigen uitgaven en 10 % op andere boeken, en je verzending is gratis vanaf {shipping_free_resellers}.

Neem voor een wederverkopersaccount [contact met ons op](/contact) en vermeld je KvK-nummer.

## Boeken als relatiegeschenk of voor een training

Wil je een grote oplage, een eigen voorwoord of je logo op het omslag? Voor een oplage vanaf 100 exemplaren van een eigen uitgave maken we graag een offerte op maat. Mail naar [{contact_email}](mailto:{contact_email}).`,

  // /disclaimer
  'static.disclaimer.title': 'Disclaimer',
  'static.disclaimer.description': 'Wat je wel en niet van de informatie op deze website mag verwachten.',
  'static.disclaimer.lead':
    'We doen ons best om alles op deze website juist en actueel te houden. Toch kan er iets misgaan.',
  'static.disclaimer.body': `## Informatie op deze website

De beschrijvingen, prijzen en levertijden op deze website stellen we met zorg samen. Een kennelijke vergissing, zoals een verkeerde prijs die iedereen als fout herkent, bindt ons niet. Een bestelling met zo'n fout nemen we contact met je over op.

## Geen advies

Onze boeken gaan over persoonlijke groei, gezondheid en welzijn. Wat je erin leest, vervangt geen advies van een arts, psycholoog of andere deskundige. Heb je klachten, raadpleeg dan een professional.

## Links naar andere websites

We linken soms naar websites van anderen, zoals auteurs of organisatoren van lezingen. Voor de inhoud van die websites zijn we niet verantwoordelijk.

## Auteursrecht

Teksten, omslagen, video's en geluidsopnamen op deze website zijn beschermd door het auteursrecht. Je mag ze bekijken en beluisteren voor eigen gebruik. Wil je iets overnemen, bijvoorbeeld voor een recensie, vraag het dan via onze [perspagina](/press).

## Vragen

Zie je een fout of heb je een vraag? [Laat het ons weten](/contact).`,

  // /mission, /missie
  'static.mission.title': 'Onze missie',
  'static.mission.description':
    'Waar Leeswijzer voor staat: boeken die je helpen groeien, eerlijk geprijsd en met zorg uitgegeven.',
  'static.mission.lead': 'Wij geloven dat het juiste boek op het juiste moment een leven kan veranderen.',
  'static.mission.body': `## Waar we voor staan

Leeswijzer is een uitgeverij en boekwinkel voor zelfhulp en persoonlijke groei. We geven boeken uit van Nederlandse auteurs die weten waarover ze schrijven: psychologen, coaches, therapeuten en mensen met een verhaal dat anderen verder helpt.

- **Bruikbaar.** Een goed zelfhulpboek geef je niet alleen een plek in je kast; je doet er iets mee. Onze boeken zijn helder geschreven en staan vol oefeningen die werken.
- **Betrouwbaar.** We geven geen wondermiddelen uit. Wat we beloven, moet een lezer kunnen waarmaken.
- **Toegankelijk.** Verzending in Nederland is gratis vanaf {shipping_free}, en we helpen je persoonlijk als er iets misgaat.

## Meer dan een winkel

Naast onze eigen uitgaven vind je bij ons een ruime keuze uit andere boeken over zelfhulp en persoonlijke ontwikkeling. We organiseren lezingen waar je [de auteur ontmoet](/events), en je kunt [zelf een boek bij ons uitgeven](/own-book).

## Samen verder

Ken je iemand die dit boek nodig heeft? Tip het vanaf de boekpagina, of word [partner](/partners) en verdien mee aan de boeken die je aanraadt.`,

  // /privacy-policy
  'static.privacy.title': 'Privacybeleid',
  'static.privacy.description':
    'Welke gegevens Leeswijzer bewaart, waarom, hoe lang, en welke rechten je hebt.',
  'static.privacy.lead':
    'We bewaren alleen wat we nodig hebben om je te helpen en je bestelling te leveren. Hier lees je precies wat dat is en hoe lang we het houden.',
  'static.privacy.body': `## Wie is verantwoordelijk

{seller_name}, {seller_address}, {seller_zipcode} {seller_city} (KvK {seller_kvk}) is verantwoordelijk voor de verwerking van je gegevens. Vragen over je gegevens stel je aan [{contact_email}](mailto:{contact_email}).

## Wat we bewaren, waarom en hoe lang

| Gegevens | Waarom | Hoe lang |
| Je account: naam, e-mailadres, telefoonnummer, adres en eventueel bedrijfsgegevens | Om je bestellingen te leveren en je account te tonen | Tot je je account laat verwijderen |
| Je wachtwoord, alleen als onherleidbare hash (scrypt) | Om je te laten inloggen; wij kennen je wachtwoord niet | Tot je het wijzigt of je account verwijdert |
| Je sessie (ingelogd zijn) | Zodat je ingelogd blijft | Vervalt na {session_idle_days} dagen zonder bezoek en uiterlijk na {session_max_days} dagen; bij uitloggen direct |
| Het winkelwagentje en verlanglijstje van een bezoeker zonder account | Zodat je boeken bewaard blijven tot je afrekent | {guest_cart_days} dagen na de laatste wijziging |
| Het winkelwagentje en verlanglijstje in je account | Zodat je op elk apparaat verder kunt | Zolang je account bestaat |
| Bestellingen, betalingen en facturen | Levering, garantie en de fiscale bewaarplicht | {invoice_retention_years} jaar na het einde van het jaar van de (laatste) factuur, zoals de Belastingdienst voorschrijft. Verwijder je je account, dan halen we meteen alles eruit wat niet op de factuur staat (zoals je e-mailadres en telefoonnummer); na de {invoice_retention_years} jaar verwijderen we automatisch ook de rest |
| Berichten via het contactformulier, Bel mij terug, de perspagina en Tip een vriend (ook de namen en e-mailadressen van wie je tipt) | Om je vraag te beantwoorden en je tip te versturen | {form_message_months} maanden; daarna verwijderen we ze automatisch. Vraag ons gerust om ze eerder te verwijderen |
| Je aanmelding voor de nieuwsbrief, met het moment en de tekst waarmee je toestemming gaf | Om je de nieuwsbrief te sturen en je toestemming te kunnen aantonen | Tot je je afmeldt; daarna bewaren we alleen dat je bent afgemeld, zodat we je niet opnieuw mailen |
| Tellingen van de kassa: per dag hoeveel bestellingen elke stap van het afrekenen bereikten, hoeveel betalingen er per betaalmethode begonnen en hoe ze afliepen. Van je apparaat tellen we alleen of het mobiel of desktop is en welke browser en welk besturingssysteem (zonder versie). Geen IP-adres, geen naam en geen profiel: alleen aantallen, niet terug te leiden naar jou | Om te zien waar het afrekenen hapert, zodat we het kunnen verbeteren | {checkout_count_days} dagen; daarna verwijderen we ze automatisch |
| Tellers van pogingen per IP-adres en e-mailadres | Bescherming tegen misbruik, zoals het raden van wachtwoorden | 24 uur; daarna ruimen we ze bij de eerstvolgende opschoning op |
| E-mails en sms'jes die we je sturen | Om ze betrouwbaar te verzenden, ook als een mailserver even niet bereikbaar is | Een kopie blijft bewaard als bewijs van verzending |

## Met wie we gegevens delen

- De betaaldienst die je iDEAL-betaling of andere online betaling verwerkt, krijgt van ons alleen het bedrag en je bestelnummer; je bankgegevens geef je bij de betaaldienst zelf op.
- De vervoerder die je pakket bezorgt, krijgt je naam en afleveradres.
- Een btw-nummer controleren we bij de Europese Commissie (VIES).
- Een partner via wiens link je bij ons kwam, ziet alleen de bestelde boeken en bedragen waarover hij commissie krijgt, nooit je naam of adres.

We verkopen je gegevens nooit en gebruiken geen advertentienetwerken.

## Cookies

We gebruiken alleen functionele cookies: cookies die nodig zijn om de winkel te laten werken. Daarvoor hoeven we je geen toestemming te vragen. We gebruiken geen trackingcookies en geen cookies van anderen.

| Cookie | Waarvoor | Hoe lang |
| lw_session | Houdt je ingelogd | Tot je uitlogt, uiterlijk {session_max_days} dagen |
| lw_csrf | Beschermt formulieren tegen misbruik door andere websites | 1 jaar |
| lw_guest | Onthoudt het winkelwagentje van een bezoeker zonder account; pas gezet als je iets toevoegt | {guest_cart_days} dagen |
| lw_shop | Onthoudt welke winkel je bekeek: onze eigen uitgaven of alle boeken | 1 jaar |
| lw_prefs | Onthoudt kleine voorkeuren, zoals dat je de cookiemelding hebt gezien; bevat geen persoonsgegevens | 1 jaar |
| lw_affiliate | Onthoudt de partnercode van de link waarmee je binnenkwam, zodat de partner commissie krijgt | {affiliate_days} dagen |

Via een beveiligde verbinding heten lw_session en lw_csrf __Host-lw_session en __Host-lw_csrf. De boeken die je onlangs bekeek, onthoudt je browser zelf (in de lokale opslag); die gegevens komen niet bij ons.

## Je rechten

Je mag je gegevens inzien, laten verbeteren of laten verwijderen, en je mag bezwaar maken tegen het gebruik ervan. Veel gegevens pas je zelf aan onder [Mijn gegevens](/account/profile). Voor de rest mail je naar [{contact_email}](mailto:{contact_email}); we reageren binnen een maand.

### Je gegevens downloaden

Onder [Mijn privacy](/account/privacy) download je zelf, meteen, een zip-bestand met alles wat we over je bewaren: {export_contents}. Elk onderdeel is een JSON-bestand; je facturen zitten erbij als pdf.

### Je account verwijderen

Onder [Mijn privacy](/account/privacy) verwijder je je account zelf; je bevestigt met je wachtwoord. Je kunt het ons ook vragen via [{contact_email}](mailto:{contact_email}). We verwijderen dan je account, je sessies, je winkelwagen, je verlanglijstje, je opgeslagen adressen en je aanmelding voor de nieuwsbrief, en je berichten via onze formulieren en je aanmeldingen voor evenementen. Bestellingen en facturen moeten we wettelijk {invoice_retention_years} jaar bewaren: daarvan houden we alleen wat op de factuur staat, en na die termijn verwijderen we ook dat. Recensies die je schreef blijven staan onder de naam '{erased_reviewer_name}'. Ben je partner, dan vervalt commissie die nog niet is uitbetaald; we laten je vooraf zien om welk bedrag het gaat. Je krijgt een bevestiging per e-mail.

Ben je het niet eens met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.

## Beveiliging

Al het verkeer met onze website is versleuteld. Wachtwoorden bewaren we alleen als hash, en we beperken het aantal inlogpogingen per account en per adres.`,

  // /terms-conditions
  'static.terms.title': 'Algemene voorwaarden',
  'static.terms.description':
    'De algemene voorwaarden van Leeswijzer: aanbod, prijzen, levering, betaling, herroepingsrecht en klachten.',
  'static.terms.lead':
    'Deze voorwaarden gelden voor elke bestelling bij Leeswijzer. We hebben ze kort en duidelijk gehouden.',
  'static.terms.body': `## 1. Wie we zijn

{seller_name}, {seller_address}, {seller_zipcode} {seller_city}. KvK-nummer {seller_kvk}, btw-nummer {seller_vat}. E-mail: [{contact_email}](mailto:{contact_email}).

## 2. Het aanbod

- Ons aanbod staat op deze website, met een duidelijke beschrijving van elk boek of product.
- Kennelijke vergissingen of fouten in het aanbod binden ons niet.
- Een boek is leverbaar zolang de voorraad strekt of de uitgever het levert; de levertijd staat bij het boek.

## 3. Prijzen

- Alle prijzen zijn in euro en inclusief btw.
- Verzendkosten zie je in het winkelwagentje voordat je bestelt. In Nederland verzenden we gratis vanaf {shipping_free}.

## 4. De overeenkomst

De overeenkomst komt tot stand als je de bestelling afrondet. We bevestigen je bestelling direct per e-mail.

## 5. Betaling

Je betaalt met iDEAL of een andere online betaalmethode, of per bankoverschrijving. Bij een bankoverschrijving versturen we je bestelling zodra je betaling binnen is.

## 6. Levering

- We leveren op het adres dat je bij je bestelling opgeeft.
- Meestal is je bestelling binnen 1 tot 3 werkdagen in huis. Lukt dat niet binnen 30 dagen, dan laten we het je weten en mag je de bestelling kosteloos annuleren.
- Tot de bezorging ben je niet verantwoordelijk voor beschadiging of verlies.

## 7. Herroepingsrecht: 14 dagen bedenktijd

- Je mag je bestelling binnen 14 dagen na ontvangst zonder opgave van redenen ontbinden.
- Meld dat binnen die 14 dagen aan ons, bijvoorbeeld met het modelformulier hieronder of per e-mail, en stuur het product binnen 14 dagen daarna terug.
- We betalen het aankoopbedrag en de standaard verzendkosten binnen 14 dagen na je melding terug, met hetzelfde betaalmiddel. De kosten van het terugsturen zijn voor jou.
- Behandel het boek zorgvuldig: lees er niet verder in dan nodig is om te beoordelen of je het wilt houden.
- Het herroepingsrecht geldt niet voor e-books en downloads nadat je met het downloaden bent begonnen, en niet voor toegangskaarten voor een lezing op een vaste datum.

### Modelformulier voor herroeping

Vul dit formulier alleen in als je de overeenkomst wilt herroepen, en stuur het naar [{contact_email}](mailto:{contact_email}) of naar {seller_name}, {seller_address}, {seller_zipcode} {seller_city}.

- Aan: {seller_name}, {seller_address}, {seller_zipcode} {seller_city}, {contact_email}
- Ik deel u hierbij mede dat ik onze overeenkomst betreffende de verkoop van de volgende producten herroep:
- Besteld op / ontvangen op:
- Ordernummer:
- Naam:
- Adres:
- Handtekening (alleen bij een formulier op papier):
- Datum:

## 8. Garantie en klachten

- Is een boek beschadigd of verkeerd geleverd, dan vervangen we het of betalen we het terug.
- Meld een klacht zo snel mogelijk, en uiterlijk binnen 2 maanden nadat je het gebrek ontdekte, via [het contactformulier](/contact) of per e-mail. We reageren binnen 14 dagen.
- Komen we er samen niet uit, dan kun je je klacht voorleggen via het Europese ODR-platform: [ec.europa.eu/odr](https://ec.europa.eu/consumers/odr).

## 9. Privacy

Hoe we met je gegevens omgaan, lees je in ons [privacybeleid](/privacy-policy).

## 10. Toepasselijk recht

Op deze voorwaarden en elke bestelling is Nederlands recht van toepassing.`,

  // /jobs, /vacature, /vacatures
  'static.jobs.title': 'Vacatures',
  'static.jobs.description': 'Werken bij Leeswijzer: we zoeken een opmaker en een pr-medewerker.',
  'static.jobs.lead':
    'We zijn een klein team dat met veel plezier boeken maakt en verkoopt. Op dit moment zoeken we twee nieuwe collega’s.',
  'static.jobs.body': `## Opmaker (24 tot 32 uur)

Jij zorgt ervoor dat onze boeken er goed uitzien, van binnen en van buiten.

- Je zet manuscripten op in InDesign en maakt ze drukklaar.
- Je ontwerpt omslagen samen met de auteur en de redactie.
- Je maakt beeld voor de website, de nieuwsbrief en sociale media.

Je hebt een opleiding in grafische vormgeving, oog voor typografie, en je werkt nauwkeurig, ook als de drukker morgen wil beginnen.

## Pr-medewerker (24 uur)

Jij zorgt ervoor dat Nederland onze boeken en auteurs leert kennen.

- Je schrijft persberichten en onderhoudt contact met journalisten, boekhandels en recensenten.
- Je organiseert lezingen en presentaties waar lezers [de auteur ontmoeten](/events).
- Je bedenkt samen met de auteurs campagnes voor nieuwe boeken.

Je schrijft foutloos Nederlands, je legt makkelijk contact en je houdt van boeken over persoonlijke groei.

## Wat we bieden

Een afwisselende baan in een klein, betrokken team, een goed salaris, flexibele werktijden en natuurlijk een boekenkast vol boeken.

## Solliciteren

We werken vooral samen op kantoor. Daarom vragen we dat je binnen **20 km** van ons kantoor in {seller_city} woont.

Stuur je motivatie en cv naar [{contact_email}](mailto:{contact_email}) en vermeld de functie in het onderwerp. Acquisitie naar aanleiding van deze vacatures stellen we niet op prijs.`,

  // /own-book
  'static.own_book.title': 'Je eigen boek uitgeven',
  'static.own_book.description':
    'Een boek schrijven over persoonlijke groei? Zo geef je het uit bij Leeswijzer.',
  'static.own_book.lead':
    'Heb je een boek geschreven, of wil je dat gaan doen? Leeswijzer geeft elk jaar boeken uit van nieuwe auteurs.',
  'static.own_book.body': `## Wat we zoeken

We zoeken boeken over zelfhulp, persoonlijke groei, gezondheid en relaties, geschreven vanuit kennis of ervaring. Een goed boek voor ons is helder, praktisch en geschreven voor lezers die er echt iets mee willen.

## Zo werkt het

1. Stuur ons een korte beschrijving van je boek, een inhoudsopgave en één voorbeeldhoofdstuk.
2. Binnen vier weken hoor je van de redactie of je boek bij ons past.
3. Past het, dan maken we samen een plan: redactie, omslag, opmaak, oplage en de lancering.
4. Je boek verschijnt in onze winkel, in de boekhandel en als e-book.

## Wat je van ons krijgt

- Een eigen redacteur die je tekst sterker maakt.
- Een professioneel omslag en een verzorgde opmaak.
- Aandacht in onze nieuwsbrief, op onze website en in de pers.
- Lezingen waar lezers je ontmoeten.
- Een eerlijke royaltyregeling, zwart op wit.

## Stuur je voorstel

Mail je voorstel naar [{contact_email}](mailto:{contact_email}) met als onderwerp 'Manuscript', of stel eerst je vragen via [het contactformulier](/contact). Bekijk ook [de boeken die al bij ons verschenen](/our-publications/our_books).`,

  // /partners, /partneruitleg
  'static.partners.title': 'Het partnerprogramma',
  'static.partners.description':
    'Verdien commissie door boeken van Leeswijzer aan te raden op je website, blog of in je praktijk.',
  'static.partners.lead':
    'Raad je boeken aan op je website, in je nieuwsbrief of aan je cliënten? Word partner en verdien commissie op elke bestelling via jouw link.',
  'static.partners.apply': 'Meld je aan als partner',
  'static.partners.own_page': 'Naar je partnerpagina',
  'static.partners.body': `## Zo werkt het

1. Je meldt je aan met je gegevens, je website en een korte motivatie.
2. Binnen 10 dagen hoor je of je aanmelding is goedgekeurd.
3. Je krijgt een eigen partnercode. Links naar boeken met jouw code maak je eenvoudig op je partnerpagina.
4. Bestelt een bezoeker via jouw link, dan krijg je commissie over die bestelling.

## Wat je verdient

| Soort partner | Onze eigen uitgaven | Andere boeken |
| Partner | 20 % | 10 % |
| Particuliere partner | 5 % | 10 % |

- Heb je een btw-nummer, dan betalen we 21 % btw over je commissie.
- Is er voor jou geen percentage afgesproken, dan geldt 10 %.
- Je ziet je commissies en uitbetalingen altijd op je partnerpagina.

## Uitbetaling

- We betalen je commissie elk kwartaal uit op je bankrekening.
- Een bedrag onder € 5 betalen we niet uit.
- Een bedrag van € 5 tot € 10 sparen we voor je op, tot 4 kwartalen lang, zodat het alsnog wordt uitbetaald.

## Stoppen

Je kunt altijd stoppen, en wij ook, met een opzegtermijn van 2 weken. Commissie die je tot dan verdiende, betalen we gewoon uit.`,

  // Spec 3 §2 meditation downloads
  'static.download_placebo.title': 'Meditaties bij ‘Je bent de placebo’',
  'static.download_placebo.description':
    'Download de begeleide meditaties bij het boek ‘Je bent de placebo’ als MP3.',
  'static.download_placebo.lead':
    'Bij het boek ‘Je bent de placebo’ horen begeleide meditaties. Hier download je ze gratis als MP3, om te beluisteren op je telefoon of computer.',
  'static.download_placebo.body': `## Zo gebruik je de meditaties

- Begin met de inleiding: die legt uit hoe de meditatie werkt.
- Zoek een rustige plek waar je een half uur niet gestoord wordt, en gebruik bij voorkeur een koptelefoon.
- Luister niet tijdens het autorijden.

Werkt een download niet? [Laat het ons weten](/contact).`,
  'static.download_doorbreek.title': 'Meditaties bij ‘Doorbreek de gewoonte om jezelf te zijn’',
  'static.download_doorbreek.description':
    'Download de begeleide meditaties bij het boek ‘Doorbreek de gewoonte om jezelf te zijn’ als MP3.',
  'static.download_doorbreek.lead':
    'Bij het boek ‘Doorbreek de gewoonte om jezelf te zijn’ horen begeleide meditaties. Hier download je ze gratis als MP3.',
  'static.download_doorbreek.body': `## Zo gebruik je de meditaties

- Lees eerst de hoofdstukken over de meditatie in het boek, en begin dan met de inleiding.
- Mediteer elke dag op hetzelfde moment, bijvoorbeeld 's ochtends vroeg.
- Luister niet tijdens het autorijden.

Werkt een download niet? [Laat het ons weten](/contact).`,
  'static.download.placebo-1-inleiding': 'Inleiding op de meditatie',
  'static.download.placebo-2-meditatie': 'Meditatie: het placebo-effect in jezelf',
  'static.download.doorbreek-1-inleiding': 'Inleiding op de meditatie',
  'static.download.doorbreek-2-meditatie': 'Meditatie: een nieuwe gewoonte',
  'static.download.file': 'MP3, {size}',
  'static.download.action': 'Download',
  'static.download.action_label': 'Download ‘{title}’ (MP3, {size})',
  'static.download.missing': 'Dit bestand is op dit moment niet beschikbaar.',
};
