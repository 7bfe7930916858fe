// Dutch blurbs: an opening, one to three middle sentences and a closing line, chosen per genre. Spec 1 §2.6:
// the description '0' means "none", so a few books get '0' or an empty text on purpose.
import type { Genre, ProductTemplate } from './catalogue.ts';
import type { Random } from './random.ts';
import * as w from './words.ts';

export interface BlurbContext {
  title: string;
  author: string;
}

type Sentence = (r: Random, c: BlurbContext) => string;

interface Blurb {
  openings: Sentence[];
  middles: Sentence[];
  closings: Sentence[];
}

const SITUATIONS = [
  'je hoofd nooit stilstaat',
  "je 's nachts wakker ligt van je zorgen",
  'je ja zegt terwijl je nee bedoelt',
  'je je vaak opgejaagd voelt',
  'je twijfelt over de volgende stap in je leven',
  'je meer rust wilt in je dag',
];
const LEARNINGS = [
  'je grenzen aan te geven',
  'beter te ontspannen',
  'negatieve gedachten te herkennen',
  'keuzes te maken die bij je passen',
  'met meer aandacht te leven',
  'je energie slim te verdelen',
  'vriendelijker voor jezelf te zijn',
  'moeilijke gesprekken aan te gaan',
];
const SCIENCES = [
  'de positieve psychologie',
  'de neurowetenschap',
  'de oosterse filosofie',
  'mindfulness',
  'de gedragstherapie',
];
const EXPERTS = [
  'coach',
  'psycholoog',
  'trainer',
  'therapeut',
  'huisarts',
  'yogadocent',
  'organisatieadviseur',
];

const BLURBS: Record<Genre, Blurb> = {
  selfhelp: {
    openings: [
      (r, c) => `In ${c.title} laat ${c.author} zien hoe je werkt aan ${r.pick(w.GOALS)}.`,
      (r, c) => `${c.title} is een praktisch boek voor iedereen die merkt dat ${r.pick(SITUATIONS)}.`,
      (r) => `Herken je dat ${r.pick(SITUATIONS)}? Dan is dit boek voor jou.`,
      (r, c) => `Met ${c.title} schreef ${c.author} een warm en eerlijk boek over ${r.pick(w.POWERS)}.`,
    ],
    middles: [
      () =>
        'Met praktische oefeningen, herkenbare voorbeelden en inspirerende inzichten helpt dit boek je stap voor stap op weg.',
      (r) =>
        `De auteur combineert inzichten uit ${r.pick(SCIENCES)} met jarenlange ervaring als ${r.pick(EXPERTS)}.`,
      () => 'Elk hoofdstuk sluit af met een korte opdracht die je direct kunt toepassen.',
      (r) => `Je leert onder meer ${r.pick(LEARNINGS)} en ${r.pick(LEARNINGS)}.`,
      () => 'Het boek is geschreven in heldere taal en zit vol concrete tips.',
      (r) => `Inclusief ${r.int(12, 40)} oefeningen en een werkschema voor ${r.pick([4, 6, 8, 12])} weken.`,
    ],
    closings: [
      () => 'Een must voor iedereen die bewuster wil leven.',
      () => 'Een boek om steeds weer ter hand te nemen.',
      () => 'Voor jezelf, of om cadeau te doen aan iemand die je lief is.',
      (r) => `Al meer dan ${r.int(5, 60)}.000 lezers gingen je voor.`,
    ],
  },
  novel: {
    openings: [
      (r) => `${r.pick(w.FIRST_NAMES)} is ${r.int(17, 74)} als ${r.pick(w.NOVEL_EVENTS)}.`,
      (r, c) => `${c.title} is een meeslepende roman over ${r.pick(w.NOVEL_THEMES)}.`,
    ],
    middles: [
      (r) => `Wanneer ${r.pick(w.FIRST_NAMES)} op haar pad komt, verandert alles.`,
      () => 'Gaandeweg blijkt dat het verleden niet zo eenvoudig is als het leek.',
      (r) => `Het verhaal speelt zich af in ${r.pick(w.PLACES)} en beslaat drie generaties.`,
      (r, c) =>
        `Met een scherp oog voor detail schetst ${c.author} een onvergetelijk portret van ${r.pick(['een familie', 'een dorp', 'een vriendschap', 'een huwelijk'])}.`,
    ],
    closings: [
      () => 'Een roman die je niet snel vergeet.',
      () => 'Ontroerend, geestig en wijs.',
      () => 'Een boek om in één ruk uit te lezen.',
    ],
  },
  thriller: {
    openings: [
      (r) =>
        `Wanneer in ${r.pick(w.PLACES)} het lichaam van een jonge vrouw wordt gevonden, staat rechercheur ${r.pick(w.FIRST_NAMES)} ${r.pick(w.SURNAMES)} voor een raadsel.`,
      (r) => `Op een stormachtige nacht verdwijnt ${r.pick(w.FIRST_NAMES)} spoorloos.`,
      (r) => `${r.pick(w.FIRST_NAMES)} dacht dat het verleden veilig begraven lag.`,
    ],
    middles: [
      () => 'Niets is wat het lijkt.',
      (r) =>
        `Terwijl de klok doortikt, raakt ${r.pick(w.FIRST_NAMES)} steeds dieper verstrikt in een web van leugens.`,
      () => 'De sporen leiden naar de hoogste kringen.',
      () => 'Wie kan nog worden vertrouwd?',
    ],
    closings: [
      () => 'Spannend tot de laatste bladzijde.',
      () => 'Een thriller die je in één adem uitleest.',
      () => 'Zenuwslopend en verrassend.',
    ],
  },
  kids: {
    openings: [
      (r) =>
        `${r.pick(w.KID_NAMES)} wil heel graag ${r.pick(['een eigen huisdier', 'het grootste zandkasteel bouwen', 'net zo hard fietsen als zijn zus', 'weten wat er op zolder ligt'])}.`,
      (r, c) =>
        `${c.title} is een vrolijk verhaal over ${r.pick(['vriendschap', 'durven', 'verhuizen', 'een nieuw broertje', 'de eerste schooldag'])}.`,
    ],
    middles: [
      () => 'Met kleurrijke illustraties op elke bladzijde.',
      () => 'Korte hoofdstukken en grote letters maken het boek ideaal om zelf te lezen.',
      () => 'Vol grapjes, spanning en een dikke knuffel aan het eind.',
    ],
    closings: [() => 'Heerlijk om voor te lezen.', () => 'Een feest van herkenning voor jong en oud.'],
  },
  cooking: {
    openings: [
      (r, c) => `In ${c.title} deelt ${c.author} meer dan ${r.pick([60, 80, 100, 120])} recepten.`,
      (r) => `Koken met ${r.pick(w.INGREDIENTS)} is eenvoudiger dan je denkt.`,
    ],
    middles: [
      () => 'Van snelle doordeweekse gerechten tot feestelijke diners.',
      () => 'Met prachtige foto’s, boodschappenlijstjes en handige tips.',
      () => 'Alle recepten zijn getest in een gewone thuiskeuken.',
    ],
    closings: [() => 'Ideaal voor beginners en gevorderde koks.', () => 'Eet smakelijk!'],
  },
  history: {
    openings: [
      (r, c) =>
        `${c.title} vertelt het verhaal van ${r.pick(w.HISTORY_SUBJECTS)} zoals je het nog niet kende.`,
      (r) => `In ${r.pick(w.HISTORY_YEARS)} verandert alles.`,
    ],
    middles: [
      (_r, c) =>
        `Aan de hand van brieven, dagboeken en archiefstukken brengt ${c.author} het verleden tot leven.`,
      () => 'Gewone mensen staan centraal: boeren, soldaten, kooplieden en hun families.',
    ],
    closings: [
      () => 'Een toegankelijk en rijk geïllustreerd boek.',
      () => 'Geschiedenis die leest als een roman.',
    ],
  },
  biography: {
    openings: [
      (r, c) =>
        `In dit openhartige boek vertelt ${c.author} over ${r.pick(['een bewogen jeugd', 'een leven vol tegenslag en veerkracht', 'dertig jaar in het vak', 'de zoektocht naar een onbekende vader'])}.`,
    ],
    middles: [
      () => 'Eerlijk, soms pijnlijk en vaak verrassend grappig.',
      () => 'Een inkijk in een wereld die de meeste mensen nooit zien.',
    ],
    closings: [() => 'Een indrukwekkend levensverhaal.'],
  },
  travel: {
    openings: [(r) => `Deze gids neemt je mee langs de mooiste plekken van ${r.pick(w.COUNTRIES_NL)}.`],
    middles: [
      () => 'Met praktische informatie over vervoer, overnachten en eten.',
      () => 'Inclusief kaarten en de mooiste routes.',
    ],
    closings: [() => 'Onmisbaar in je bagage.', () => 'Goede reis!'],
  },
  hobby: {
    openings: [(_r, c) => `${c.title} is een praktisch boek vol tips en stap-voor-stap uitleg.`],
    middles: [() => 'Geschikt voor beginners én gevorderden.', () => 'Met duidelijke foto’s bij elke stap.'],
    closings: [() => 'Zo haal je meer plezier uit je vrije tijd.'],
  },
  science: {
    openings: [(r, c) => `${c.author} legt helder uit hoe ${r.pick(w.HOW_WORKS)} werkt.`],
    middles: [
      () => 'Een fascinerende ontdekkingstocht langs de nieuwste inzichten uit de wetenschap.',
      () => 'Zonder formules, maar met veel verwondering.',
    ],
    closings: [() => 'Je kijkt daarna anders naar de wereld.'],
  },
};

/** A description of a few sentences; about 2 % '0' (the spec's "none") and 2 % empty. */
export function bookDescription(r: Random, genre: Genre, context: BlurbContext): string {
  const roll = r.next();
  if (roll < 0.02) return '0';
  if (roll < 0.04) return '';
  const blurb = BLURBS[genre];
  const middles = r.shuffle(blurb.middles).slice(0, r.int(1, Math.min(3, blurb.middles.length)));
  return [r.pick(blurb.openings), ...middles, r.pick(blurb.closings)].map((s) => s(r, context)).join(' ');
}

/** The one-line pitch on cards. */
export function shortDescription(r: Random, genre: Genre, context: BlurbContext): string {
  return r.pick(BLURBS[genre].openings)(r, context);
}

const PRODUCT_BLURBS: Record<ProductTemplate['theme'], string> = {
  meditation:
    'Rustgevende, geleide meditaties om elke dag even bij jezelf te komen. Met begeleidende muziek.',
  audiobook:
    'Het volledige boek, voorgelezen door de auteur. Luister onderweg, tijdens het wandelen of voor het slapengaan.',
  music: 'Ontspannende muziek om bij te mediteren, te werken of tot rust te komen.',
  software: 'Een interactief oefenprogramma met werkbladen om te printen.',
  yoga: 'Duidelijke lessen voor thuis, van een korte ochtendreeks tot een ontspannende avondles.',
  lecture: 'De volledige lezing, opgenomen voor publiek, met een extra vraag-en-antwoordsessie.',
  cards: 'Een set kaarten met vragen, inzichten en opdrachten. Trek elke dag een kaart.',
  greeting: 'Mooie kaarten met envelop, voor als woorden even tekortschieten.',
  agenda: 'Een overzichtelijke weekagenda met ruimte voor doelen, dankbaarheid en reflectie.',
  journal: 'Een invuldagboek met korte vragen voor elke ochtend en avond.',
  calendar: 'Elke dag een inspirerende tekst om je dag mee te beginnen.',
  birthday: 'Een eeuwigdurende verjaardagskalender met prachtige illustraties.',
  talkgame: 'Een spel met vragen die zorgen voor echte gesprekken, thuis of op het werk.',
  familygame: 'Een gezellig spel voor het hele gezin, vanaf 8 jaar.',
  novelAudio: 'De spannende thriller als luisterboek, voorgelezen door een bekende stem.',
};

export function productDescription(theme: ProductTemplate['theme']): string {
  return PRODUCT_BLURBS[theme];
}
