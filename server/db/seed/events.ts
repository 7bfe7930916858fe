// Demo events for 'Ontmoet de auteur' (issue 15 #2): the two ticketed lectures of the demo catalogue (fixed-books.ts
// EVENTS, spec 3 §9 'The example event ticket costs 20 euro') — one with places left, one sold out — and two
// postponed lectures (spec 3 §2 'All lectures are postponed'). Each has a coupon code (README "Demo events").
import { EVENTS } from './fixed-books.ts';
import type { SqlConn } from './sql.ts';

interface DemoEvent {
  reference: string;
  title: string;
  description: string;
  organisation: string;
  location: string;
  couponCode: string;
  explanationForm: string;
  textAfterRegistration: string;
  /** The ticket's title in the catalogue (its sku is looked up), or null. */
  ticket: string | null;
  priceCents: number | null;
  status: 'planned' | 'postponed';
  startsAt: string | null;
  places: number;
  placesTaken: number;
}

const AT_THE_DOOR =
  'De toegang van € 20 betaal je bij de ingang, contant of met je pinpas. Kun je toch niet? Laat het ons even weten, dan geven we je plaats aan iemand op de wachtlijst.';

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    reference: 'lezing-meer-zelfvertrouwen',
    title: 'Lezing Meer zelfvertrouwen met Annemiek van der Berg',
    description:
      'Annemiek van der Berg vertelt over haar boek Meer zelfvertrouwen: waar onzekerheid vandaan komt en wat je er elke dag aan kunt doen. Een avond vol inzichten en kleine oefeningen, met ruim tijd voor je vragen. Na afloop signeert de auteur haar boek. Inclusief koffie en thee.',
    organisation: 'Leeswijzer en Boekhandel De Omslag',
    location: 'Boekhandel De Omslag, Oudegracht 112, Utrecht',
    couponCode: 'ZELFVERTROUWEN27',
    explanationForm:
      'Vul je gegevens in. Je kunt één gast meenemen; vul dan ook de naam van je gast in. Heb je een vraag voor Annemiek? Zet hem onderaan, dan neemt zij hem mee in de lezing.',
    textAfterRegistration: `Je bent van harte welkom op zaterdag 20 maart 2027 vanaf 19.00 uur; de lezing begint om 19.30 uur.\n\n${AT_THE_DOOR}`,
    ticket: EVENTS[0]!.title,
    priceCents: 2000,
    status: 'planned',
    startsAt: '2027-03-20T18:30:00Z',
    places: 60,
    placesTaken: 47,
  },
  {
    reference: 'workshop-mindful-leven',
    title: 'Workshop Mindful leven met Marieke de Wit',
    description:
      'Een dag over mindfulness in het dagelijks leven met Marieke de Wit, schrijver van Mindful leven. Met korte meditaties, wandelen in stilte en oefeningen die je thuis meteen kunt doen. Lunch inbegrepen.',
    organisation: 'Leeswijzer',
    location: 'Zaal Het Koetshuis, Kleine Houtweg 18, Haarlem',
    couponCode: 'MINDFUL27',
    explanationForm: 'Vul je gegevens in. Neem je iemand mee? Vul dan ook de naam van je gast in.',
    textAfterRegistration: `We verwachten je op zaterdag 15 mei 2027 om 9.45 uur; we beginnen om 10.00 uur en ronden om 16.00 uur af. Neem makkelijke kleding mee.\n\n${AT_THE_DOOR}`,
    ticket: EVENTS[1]!.title,
    priceCents: 2000,
    status: 'planned',
    startsAt: '2027-05-15T08:00:00Z',
    places: 24,
    placesTaken: 24,
  },
  {
    reference: 'lezing-stoppen-met-piekeren',
    title: 'Lezing Stoppen met piekeren',
    description:
      'Waarom blijven gedachten malen, en hoe zet je ze stil? Een lezing over het boek Stoppen met piekeren, met oefeningen voor de avond en de nacht.',
    organisation: 'Bibliotheek Eemland',
    location: 'Bibliotheek Eemland, Amersfoort',
    couponCode: 'PIEKEREN',
    explanationForm: 'Vul je gegevens in. Je kunt één gast meenemen.',
    textAfterRegistration: 'We sturen je een paar dagen van tevoren nog een herinnering.',
    ticket: null,
    priceCents: 0,
    status: 'postponed',
    startsAt: null,
    places: 80,
    placesTaken: 0,
  },
  {
    reference: 'avond-hooggevoeligheid',
    title: 'Avond over hooggevoeligheid',
    description:
      'Een avond voor iedereen die veel opmerkt en snel overprikkeld raakt: wat hooggevoeligheid is, en hoe je er rust in vindt. Met een gesprek tussen twee van onze auteurs.',
    organisation: 'Leeswijzer',
    location: 'Leeswijzer, Amsterdam',
    couponCode: 'HSP2027',
    explanationForm: 'Vul je gegevens in.',
    textAfterRegistration: 'Tot dan!',
    ticket: null,
    priceCents: 1250,
    status: 'postponed',
    startsAt: null,
    places: 40,
    placesTaken: 0,
  },
];

export async function insertDemoEvents(conn: SqlConn): Promise<void> {
  for (const event of DEMO_EVENTS) {
    const sku = event.ticket
      ? String((await conn.query('SELECT sku FROM books WHERE title = $1', [event.ticket])).rows[0]!.sku)
      : null;
    await conn.query(
      `INSERT INTO events (reference, title, description, organisation, location, coupon_code, explanation_form,
         text_after_registration, sku, price_cents, status, starts_at, places, places_taken, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, '2026-11-20T10:00:00Z')`,
      [
        event.reference,
        event.title,
        event.description,
        event.organisation,
        event.location,
        event.couponCode,
        event.explanationForm,
        event.textAfterRegistration,
        sku,
        event.priceCents,
        event.status,
        event.startsAt,
        event.places,
        event.placesTaken,
      ],
    );
  }
}
