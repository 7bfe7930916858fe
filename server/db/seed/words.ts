// Word lists stay compact, one theme per line (excluded from Prettier in .prettierignore).
// Dutch (and a little foreign) vocabulary for generated titles and texts. Nouns carry their article, because
// Dutch adjectives and titles depend on it (de tuin → De stille tuin, het huis → Het stille huis).

export type Noun = readonly [article: 'de' | 'het', noun: string];

// Names for titles and blurbs (hand-picked so that this module, loaded at every server start, needs no faker).
export const FIRST_NAMES = [
  'Anna', 'Sanne', 'Eva', 'Lotte', 'Fleur', 'Noor', 'Julia', 'Emma', 'Roos', 'Marit', 'Hanna', 'Ilse', 'Femke', 'Lieke',
  'Inge', 'Marieke', 'Annelies', 'Johanna', 'Margriet', 'Geertje', 'Sophie', 'Tess', 'Maud', 'Isa', 'Mirjam', 'Esther',
  'Ingrid', 'Carla', 'Merel', 'Floor', 'Evi', 'Lisa', 'Iris', 'Nina', 'Saskia', 'Yvonne', 'Ria', 'Truus', 'Fenna',
  'Wietske', 'Tjitske', 'Aaltje', 'Vera', 'Elin', 'Anouk', 'Charlotte', 'Daan', 'Thomas', 'Bram', 'Jesse', 'Lucas',
  'Sem', 'Ruben', 'Pieter', 'Joris', 'Wouter', 'Kees', 'Teun', 'Hendrik', 'Willem', 'Cornelis', 'Jan', 'Klaas', 'Gijs',
  'Sjoerd', 'Hidde', 'Henk', 'Gerrit', 'Jelle', 'Tim', 'Niels', 'Bas', 'Koen', 'Stijn', 'Otto', 'Floris', 'Reinier',
  'Maarten', 'Jurre', 'Mats', 'Olivier', 'Jasper',
];
/** Surnames as written without a first name: 'Van den Berg', not 'van den Berg'. */
export const SURNAMES = [
  'De Vries', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos', 'Vos', 'Peters', 'Hendriks', 'Dekker', 'Brouwer',
  'De Jong', 'Jansen', 'Van Dijk', 'De Boer', 'Van den Berg', 'Dijkstra', 'Van Leeuwen', 'Kok', 'Jacobs', 'De Haan',
  'Vermeulen', 'Van der Linden', 'Schouten', 'Willems', 'Van der Meer', 'Hoekstra', 'Koster', 'Prins', 'Huisman',
  'Peeters', 'Kuipers', 'Van Dam', 'Postma', 'Verhoeven', 'Kramer', 'Van Wijk', 'Scholten', 'Vink', 'De Graaf',
  'Timmermans', 'Groen', 'Gerritsen', 'Van der Heijden', 'Sanders', 'Evers', 'Wolters', 'Molenaar', 'Veenstra',
  'Martens', 'Maas', 'Hermans', 'Koning', 'Hofman', 'Van Beek', 'Bosman', 'Blom', 'Van Vliet',
];
export const KID_NAMES = [
  'Pim', 'Fleur', 'Sam', 'Lotte', 'Bram', 'Noor', 'Mees', 'Juul', 'Otis', 'Saar', 'Finn', 'Lieve', 'Teddie', 'Puck',
  'Jip', 'Mila', 'Siem', 'Fenna', 'Guus', 'Roosje', 'Ties', 'Dribbel', 'Kiki', 'Olle',
];
export const PLACES = [
  'Zeeland', 'Texel', 'Amsterdam', 'de Veluwe', 'Giethoorn', 'Lissabon', 'Triëst', 'Toscane', 'de Ardennen',
  'Friesland', 'Groningen', 'Maastricht', 'Delft', 'Vlieland', 'Antwerpen', 'Gent', 'Utrecht', 'Zwolle',
];
export const CITIES = [
  'Amsterdam', 'Utrecht', 'Haarlem', 'Leiden', 'Groningen', 'Nijmegen', 'Arnhem', 'Zwolle', 'Deventer',
  'Den Haag', 'Rotterdam', 'Eindhoven', 'Maastricht', 'Breda', 'Antwerpen', 'Gent', 'Leuven', 'Amersfoort',
];

// ── Self-help ───────────────────────────────────────────────────────────────

export const QUALITIES = [
  'zelfvertrouwen', 'rust', 'energie', 'geluk', 'balans', 'focus', 'veerkracht', 'zelfliefde', 'plezier',
  'tijd', 'vrijheid', 'moed', 'lef', 'overzicht', 'zelfcompassie', 'daadkracht', 'levenslust',
];
export const HABITS = [
  'piekeren', 'uitstellen', 'pleasen', 'perfectionisme', 'emotie-eten', 'klagen', 'roken', 'vergelijken',
  'overdenken', 'jezelf wegcijferen', 'doemscrollen', 'mopperen', 'haasten',
];
export const PRACTICES = [
  'Mindfulness', 'Meditatie', 'Yoga', 'NLP', 'Journaling', 'Ademwerk', 'Stoïcisme', 'Zelfhypnose',
  'Minimalisme', 'Reiki', 'Tai chi', 'Intuïtief eten', 'Positieve psychologie',
];
export const POWERS = [
  'positief denken', 'stilte', 'intuïtie', 'dankbaarheid', 'kwetsbaarheid', 'kleine gewoontes',
  'je onderbewustzijn', 'vergeving', 'aandacht', 'verbeelding', 'vertrouwen', 'woorden', 'rust', 'verwondering',
];
export const FEARS = ['angst', 'stress', 'schuldgevoel', 'zorgen', 'oordeel', 'spijt', 'faalangst', 'haast'];
export const SECRETS = ['geluk', 'succes', 'innerlijke rust', 'een lang leven', 'echte verbinding', 'tevredenheid'];
export const GOALS = [
  'meer zelfvertrouwen', 'innerlijke rust', 'een gelukkig leven', 'financiële vrijheid', 'meer energie',
  'een nieuwe baan', 'je ware zelf', 'een sterke relatie', 'een rustig hoofd', 'meer plezier in je werk',
];
export const GRIPS = ['je emoties', 'je leven', 'stress', 'je tijd', 'je gedachten', 'je geldzaken', 'de overgang', 'je dag'];
export const FROM_TO: readonly (readonly [string, string])[] = [
  ['burn-out', 'balans'], ['angst', 'vertrouwen'], ['chaos', 'rust'], ['stress', 'veerkracht'],
  ['twijfel', 'daadkracht'], ['overleven', 'leven'], ['moeten', 'willen'], ['piekeren', 'doen'],
];
export const BRAINS = ['veerkrachtige', 'gelukkige', 'creatieve', 'hooggevoelige', 'rustige', 'jonge', 'dankbare'];
export const LEARN = ['loslaten', 'nee zeggen', 'ontspannen', 'kiezen', 'vertrouwen', 'voelen', 'ademen', 'vergeven'];
export const BECOME = ['gelukkiger', 'rustiger', 'succesvoller', 'wie je bent', 'je eigen coach', 'een betere luisteraar'];
export const HANDBOOKS = [
  'zelfcompassie', 'voor hooggevoelige mensen', 'voor introverten', 'innerlijke rust', 'positieve psychologie',
  'voor mantelzorgers', 'voor jonge ouders',
];
export const AUDIENCES = [
  'drukke ouders', 'hooggevoelige mensen', 'iedereen die vastloopt', 'starters en ondernemers',
  'vrouwen met een vol hoofd', 'mannen die willen veranderen', 'leidinggevenden', 'jongvolwassenen',
  'vijftigplussers', 'mantelzorgers', 'studenten',
];
export const LIFE_ADJECTIVES = ['rustiger', 'gelukkiger', 'bewuster', 'lichter', 'vrijer', 'evenwichtiger', 'zinvoller'];
export const HOW_TO = [
  'grip krijgt op je gedachten', 'je grenzen bewaakt', 'je energie terugvindt', 'met vertrouwen kiest',
  'beter slaapt', 'doet wat je belangrijk vindt', 'leert ontspannen', 'je angst de baas wordt',
];

/** Per self-help category a few titles that only fit there (the generic patterns fill the rest). */
export const FLAVOUR_TITLES: Record<string, readonly string[]> = {
  zelfontwikkeling: [
    'Leef je dromen', 'Word wie je bent', 'Durf te kiezen', 'Het beste uit jezelf', 'Elke dag een beetje beter',
    'Vind je kracht', 'Doen wat je echt wilt', 'Jij bent genoeg', 'Ja zeggen tegen jezelf',
  ],
  psychologie: [
    'Omgaan met angst', 'Burn-out voorbij', 'Hooggevoelig en nu?', 'Het piekerboek', 'Waarom we doen wat we doen',
    'De emotiecode', 'Opgebrand', 'Als je hoofd overuren maakt', 'Somberheid de baas',
  ],
  spiritualiteit: [
    'Het pad van het hart', "Chakra's in balans", 'Ontmoeting met je ziel', 'De stilte in jezelf',
    'Leven in het moment', 'Licht op je pad', 'De wijsheid van de boeddha', 'Thuiskomen in jezelf',
  ],
  relaties: [
    'Liefde die blijft', 'Praten met je partner', 'Samen sterker', 'Verder na verlies', 'Echt contact',
    'Liefde in drukke tijden', 'Ruzie maken zonder schade', 'Houden van wie je bent',
  ],
  gezondheid: [
    'Gezond eten zonder dieet', 'Beter slapen in zes weken', 'Fit na je vijftigste', 'Yoga voor elke dag',
    'Eet je gelukkig', 'Het darmboek', 'Vitaal ouder worden', 'Bewegen is medicijn',
  ],
  opvoeding: [
    'Opvoeden zonder strijd', 'Het zelfbewuste kind', 'Ouderschap met aandacht', 'Pubers begrijpen',
    'Rust in het gezin', 'Grenzen stellen met liefde', 'Kinderen en schermtijd', 'Opvoeden is een werkwoord',
  ],
  management: [
    'Leidinggeven met lef', 'Timemanagement in tien stappen', 'Succesvol ondernemen', 'Het energieke team',
    'Coachend leiderschap', 'Slimmer werken, niet harder', 'De kunst van het delegeren', 'Focus op resultaat',
    'Vergaderen kan beter',
  ],
};

// ── Fiction ─────────────────────────────────────────────────────────────────

export const NOVEL_NOUNS: readonly Noun[] = [
  ['de', 'zomer'], ['de', 'tuin'], ['de', 'brief'], ['de', 'dochter'], ['de', 'vertaler'], ['de', 'erfenis'],
  ['de', 'rivier'], ['de', 'boerderij'], ['de', 'herinnering'], ['de', 'stilte'], ['de', 'reis'],
  ['de', 'vuurtoren'], ['het', 'eiland'], ['het', 'huis'], ['de', 'winter'], ['de', 'zus'], ['de', 'pianist'],
  ['de', 'schilder'], ['de', 'boekhandel'], ['de', 'bakkerij'], ['de', 'belofte'], ['de', 'terugkeer'],
  ['het', 'landgoed'], ['het', 'meisje'], ['het', 'atelier'], ['het', 'lied'],
];
export const NOVEL_ADJECTIVES = ['stille', 'verloren', 'laatste', 'gouden', 'verborgen', 'lange', 'blauwe', 'vergeten', 'late', 'onzichtbare'];
export const NOVEL_VERBS = [
  'verloren', 'achterlieten', 'niet zeiden', 'beloofden', 'vergaten', 'nooit vertelden', 'liefhadden', 'bewaarden',
  'zochten', 'niet zagen', 'deelden', 'verzwegen',
];
export const NOVEL_THEMES = [
  'liefde en verlies', 'familiegeheimen', 'schuld en vergeving', 'vriendschap', 'opgroeien in een veranderende wereld',
  'de kracht van herinneringen', 'moed en keuzes', 'thuiskomen',
];
export const NOVEL_EVENTS = [
  'haar moeder onverwacht overlijdt', 'hij een brief krijgt van een onbekende', 'ze terugkeert naar het dorp waar ze opgroeide',
  'hij het huis van zijn grootvader erft', 'ze besluit alles achter te laten', 'er een vreemdeling aan de deur klopt',
];
export const THRILLER_NOUNS: readonly Noun[] = [
  ['de', 'getuige'], ['het', 'alibi'], ['de', 'verdwijning'], ['de', 'schaduw'], ['het', 'dossier'], ['de', 'val'],
  ['de', 'afrekening'], ['het', 'motief'], ['de', 'prooi'], ['de', 'vergelding'], ['het', 'geheim'], ['de', 'wraak'],
  ['de', 'tweeling'], ['het', 'meisje'], ['de', 'buurvrouw'], ['de', 'patiënt'], ['de', 'oppas'], ['het', 'bewijs'],
];
export const THRILLER_ADJECTIVES = ['stille', 'laatste', 'perfecte', 'koude', 'zwarte', 'dodelijke', 'verborgen', 'valse', 'onschuldige', 'vergeten'];
export const CODENAMES = [
  'Noorderlicht', 'Zwarte Zwaan', 'Windkracht', 'Kraai', 'Tulp', 'Nachtvlinder', 'IJsvogel', 'Stormvloed', 'Wolfsklem',
  'Zandloper', 'Dageraad', 'Sneeuwuil', 'Schaakmat', 'Rode Haan', 'Vuurtoren', 'Mistbank', 'Grijze Reiger', 'Eb',
];
export const THRILLER_SHORT = [
  'Nachtdienst', 'Koud bloed', 'Niemand is veilig', 'Wie zwijgt', 'Schuldig', 'Doodstil', 'Vals spel', 'Blinde vlek',
  'Tegenstroom', 'Zonder spoor', 'Eigen schuld', 'Laatste kans', 'Dubbelspel', 'Onderhuids', 'Zwarte sneeuw', 'Stille getuigen',
  'Het dertiende uur', 'Verborgen agenda', 'Kruisverhoor', 'Open einde',
];

export const ANIMALS: readonly Noun[] = [
  ['de', 'beer'], ['de', 'vos'], ['het', 'konijn'], ['de', 'uil'], ['de', 'draak'], ['de', 'olifant'],
  ['het', 'eendje'], ['de', 'egel'], ['de', 'dinosaurus'], ['de', 'pinguïn'], ['het', 'muisje'], ['de', 'giraf'],
];
export const KID_ADJECTIVES = ['kleine', 'grote', 'verdwaalde', 'dappere', 'slimme', 'vrolijke', 'boze', 'verlegen'];
export const KID_TOPICS = [
  'dieren', 'voertuigen', 'dinosaurus', 'ridder', 'ruimte', 'boerderij', 'piraten', 'seizoenen', 'prinsessen', 'brandweer',
  'oerwoud', 'zee', 'vogel', 'treinen',
];
export const KID_HIDEOUTS = [
  'de zolder', 'de boomhut', 'het oude kasteel', 'de vuurtoren', 'het bos', 'de kelder', 'de molen', 'het spookhuis',
  'de kermis', 'de schoolbus', 'het eiland', 'de dierentuin', 'de bibliotheek', 'het moeras', 'de sloot', 'de camping',
];

// ── Non-fiction ─────────────────────────────────────────────────────────────

export const CUISINES = ['Italiaans', 'Frans', 'Thais', 'Marokkaans', 'Indonesisch', 'Japans', 'Mexicaans', 'Hollands', 'Libanees', 'Grieks'];
export const INGREDIENTS = ['groenten', 'peulvruchten', 'kruiden', 'de seizoenen', 'restjes', 'vis', 'paddenstoelen', 'granen'];
export const OCCASIONS = ['doordeweeks', 'de airfryer', 'de feestdagen', 'de barbecue', 'een klein budget', 'het hele gezin', 'lange zondagen'];
export const KITCHEN_ADJECTIVES = ['groene', 'Hollandse', 'snelle', 'zondagse', 'eerlijke', 'zonnige'];
export const HISTORY_SUBJECTS = ['Nederland', 'Amsterdam', 'de Nederlanden', 'Europa', 'de VOC', 'het Romeinse Rijk', 'Byzantium', 'de Hanzesteden'];
export const HISTORY_YEARS = [1566, 1672, 1813, 1848, 1918, 1940, 1945, 1953, 1989];
export const HISTORY_FALLS = [
  'Rome', 'Constantinopel', 'Antwerpen', 'Berlijn', 'de Republiek', 'Troje', 'Carthago', 'Napoleon', 'Atlantis', 'het Hanzeverbond',
  'Byzantium', 'de Tempeliers',
];
export const BIOGRAPHY_SUBJECTS = [
  'Rembrandt', 'Vincent van Gogh', 'Willem van Oranje', 'Multatuli', 'Erasmus', 'Spinoza', 'Aletta Jacobs',
  'Mata Hari', 'Christiaan Huygens', 'Maria Montessori',
];
export const PROFESSIONS = [
  'huisarts', 'verpleegkundige', 'boer', 'politieagent', 'diplomaat', 'kok', 'leraar', 'vroedvrouw', 'journalist',
  'brandweerman', 'binnenvaartschipper', 'chirurg', 'rechter', 'predikant', 'topsporter', 'piloot', 'notaris', 'dierenarts',
];
export const LIFE_TURNS = [
  'Het jaar dat alles veranderde', 'Tussen twee werelden', 'Nooit meer terug', 'Dochter van de dijk', 'Zoon van de zee',
  'Het huis aan de gracht', 'Een leven lang onderweg', 'Mijn vader, de held', 'Wat ik mijn moeder nooit vertelde',
  'Opgegroeid in de oorlog', 'Terug naar Indië', 'De weg naar huis',
];
export const COUNTRIES_NL = ['Portugal', 'Italië', 'Frankrijk', 'IJsland', 'Schotland', 'Noorwegen', 'Japan', 'Costa Rica', 'Griekenland', 'Kroatië'];
export const REGIONS = ['de Ardennen', 'de Eifel', 'Zuid-Limburg', 'de Alpen', 'Drenthe', 'de Pyreneeën', 'de Vogezen', 'het Zwarte Woud'];
export const SPORTS = ['voetbal', 'schaatsen', 'wielrennen', 'hardlopen', 'golf', 'zeilen', 'tennis', 'zwemmen'];
export const HOBBIES = [
  'Tuinieren', 'Hardlopen', 'Breien', 'Haken', 'Fotograferen', 'Aquarelleren', 'Handletteren', 'Vogels kijken', 'Bonsai',
  'Moestuinieren', 'Kalligraferen', 'Pottenbakken', 'Schaken', 'Bridgen', 'Vissen', 'Imkeren', 'Naaien', 'Houtbewerken',
];
export const HOBBY_TITLES = [
  'Tuinieren voor beginners', 'Het grote puzzelboek', 'Hardlopen voor beginners', 'Vogels kijken in je tuin',
  'Fotograferen met je telefoon', 'Schilderen met aquarel', 'Kamerplanten verzorgen', 'Handletteren',
  'De moestuin door het jaar', 'Breien voor beginners', 'Het grote kruiswoordpuzzelboek',
];
export const SECRET_LIVES = [
  'bomen', 'bijen', 'octopussen', 'mieren', 'vogels', 'schimmels', 'kraaien', 'walvissen', 'wolven', 'egels', 'vleermuizen',
  'paddenstoelen', 'zeehonden', 'spinnen',
];
export const SCIENCE_SUBJECTS = [
  'het licht', 'de tijd', 'het getal nul', 'de kaart', 'het weer', 'de zee', 'het geheugen', 'de slaap', 'het vuur',
  'de rivier', 'de klok', 'het zout', 'de kleur', 'het ijs',
];
export const ORIGINS = ['het leven', 'taal', 'het heelal', 'de mens', 'muziek', 'het getal'];
export const HOW_WORKS = ['het brein', 'het klimaat', 'kunstmatige intelligentie', 'het immuunsysteem', 'het geheugen', 'de zee'];

// ── Foreign-language titles (kept short: a few percent of the catalogue) ────

/** Foreign-language titles: a few patterns per language, combined with these words. */
export const FOREIGN_WORDS = {
  EN: {
    selfhelpPatterns: ['The Power of {x}', 'The Art of {y}', 'Finding {x}', 'The {a} Mind', '{n} Habits of {p}', 'Beyond {x}'],
    x: ['Habit', 'Kindness', 'Stillness', 'Focus', 'Intuition', 'Gratitude', 'Rest', 'Balance', 'Courage', 'Purpose', 'Burnout'],
    y: ['Letting Go', 'Saying No', 'Slowing Down', 'Listening', 'Calm', 'Self-Compassion', 'Starting Over', 'Deep Work'],
    a: ['Resilient', 'Quiet', 'Grateful', 'Curious', 'Confident', 'Mindful', 'Open', 'Steady'],
    p: ['Happy People', 'Calm Minds', 'Resilient Leaders', 'Great Parents', 'Creative Thinkers'],
    otherPatterns: ['The {a} {noun}', 'Murder in {place}', 'A {season} in {place}', 'The {noun} Keeper', 'The Secret Life of {plural}'],
    adjectives: ['Silent', 'Last', 'Hidden', 'Lost', 'Golden', 'Broken', 'Secret', 'Quiet', 'Distant', 'Forgotten', 'Winter'],
    nouns: ['Garden', 'Witness', 'House', 'Letter', 'River', 'Island', 'Daughter', 'Lighthouse', 'Promise', 'Shore', 'Orchard'],
    places: ['Oxford', 'Cornwall', 'Kent', 'Boston', 'Brighton', 'Dublin', 'Edinburgh', 'Maine', 'York', 'Bath'],
    seasons: ['Summer', 'Winter', 'Spring', 'Autumn'],
    plurals: ['Crows', 'Trees', 'Bees', 'Octopuses', 'Rivers', 'Maps', 'Stars', 'Owls', 'Whales', 'Moths', 'Fungi', 'Foxes', 'Clouds', 'Seeds'],
  },
  DE: {
    selfhelp: ['Die Kraft der Stille', 'Der Weg zur Gelassenheit', 'Einfach gelassen leben', 'Die Kunst des Loslassens', 'Achtsam durch den Tag', 'Mut zur Lücke', 'Innere Ruhe finden', 'Das Glück der kleinen Dinge'],
    otherPatterns: ['Das Haus am {water}', 'Tod in {place}', 'Der Sommer in {place}', 'Die {adj} Stunde', 'Das Geheimnis von {place}'],
    water: ['See', 'Meer', 'Fluss', 'Deich', 'Hafen'],
    places: ['Hamburg', 'Wien', 'Bern', 'Dresden', 'Lübeck', 'Köln', 'Bremen', 'Leipzig'],
    adjectives: ['letzte', 'stille', 'blaue', 'dunkle', 'späte'],
  },
  FR: {
    selfhelp: ["L'art de lâcher prise", 'Le pouvoir de la gratitude', 'Vivre sans stress', "L'art de ralentir", 'La paix intérieure', 'Oser être soi', 'Le bonheur au quotidien'],
    otherPatterns: ['La maison de {name}', "L'été à {place}", 'Le dernier {noun}', 'Meurtre à {place}', 'Les secrets de {place}'],
    names: ['Jeanne', 'Louise', 'Camille', 'Margot', 'Lucien', 'Armand'],
    places: ['Paris', 'Lyon', 'Nantes', 'Marseille', 'Bordeaux', 'Arles', 'Rouen'],
    nouns: ['voyage', 'secret', 'hiver', 'été', 'témoin', 'rendez-vous'],
  },
  ES: {
    selfhelp: ['El arte de vivir despacio', 'El poder de la calma', 'Vivir sin miedo', 'El arte de escuchar', 'La felicidad sencilla'],
    otherPatterns: ['La casa de {name}', 'El último {noun}', 'La sombra de {place}', 'Muerte en {place}'],
    names: ['Lucía', 'Carmen', 'Elena', 'Mateo', 'Julián'],
    places: ['Sevilla', 'Madrid', 'Granada', 'Valencia', 'Toledo', 'Cádiz'],
    nouns: ['verano', 'secreto', 'invierno', 'viaje', 'testigo'],
  },
} as const;

// ── Series, tags and keywords ───────────────────────────────────────────────

export const SERIES: Record<string, readonly string[]> = {
  selfhelp: ['Zelfhulp in de praktijk', 'Kleine boekjes over groot geluk', 'Werkboekenreeks', 'Psychologie voor iedereen'],
  novel: ['De Zeeuwse trilogie', 'Het Amsterdamse kwartet', 'Familie Van Dam'],
  thriller: ['Inspecteur Vos', 'Team Noord', 'De Dossiers van Bakker', 'Rechercheur De Wit'],
  kids: ['De avonturen van Pim', 'Lotte en Bram', 'Superegel', 'De boomhutclub'],
  cooking: ['Koken met plezier', 'Basiskookboeken'],
  history: ['Kleine geschiedenis', 'Canon van Nederland'],
  travel: ['Reisgids Compact', 'Wandelgids'],
  hobby: ['Hobby in beeld'],
  science: ['Wetenschap in je broekzak'],
  biography: ['Levens'],
};
export const VERSION_TAGS = ['Herziene editie', 'Jubileumeditie', 'Grote letter', 'Midprice', 'Geactualiseerde editie', '2e druk', 'Speciale editie'];
export const HIDDEN_KEYWORDS = ['!actie', '!boekenweek', '!intern', '!nieuwsbrief', '!tip-redactie', '!voorraadcheck'];
export const KEYWORDS: Record<string, readonly string[]> = {
  selfhelp: ['zelfhulp', 'persoonlijke groei', 'mindset', 'geluk', 'stress', 'balans', 'coaching', 'psychologie', 'welzijn'],
  novel: ['roman', 'familie', 'liefde', 'literatuur', 'historisch', 'feelgood', 'debuut'],
  thriller: ['thriller', 'spanning', 'misdaad', 'detective', 'moord', 'psychologisch'],
  kids: ['kinderboek', 'voorlezen', 'prentenboek', 'avontuur', 'dieren', 'school'],
  cooking: ['koken', 'recepten', 'vegetarisch', 'bakken', 'gezond', 'seizoen'],
  history: ['geschiedenis', 'oorlog', 'nederland', 'europa', 'middeleeuwen'],
  biography: ['biografie', 'memoires', 'levensverhaal', 'waargebeurd'],
  travel: ['reizen', 'reisgids', 'wandelen', 'fietsen', 'europa'],
  hobby: ['hobby', 'tuin', 'sport', 'puzzels', 'creatief'],
  science: ['wetenschap', 'natuur', 'heelal', 'biologie', 'techniek'],
};
