// ESLint (flat config): recommended JS and TypeScript rules, React hooks rules, Prettier for layout, and the
// boundaries between server capabilities (issue 12 #6; the arrows are listed in docs/architecture.md).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Issue 12 #6 boundaries. A server folder is a capability (or shared infrastructure); from outside it, only its
// face may be imported: index.ts, service.ts and the modules listed here. lib/ and integrations/ are shared
// infrastructure, open to all. The composition root (server/*.ts), the demo data generator (server/db/seed/), the
// client's whole schema (server/db/schema.ts, gathering each capability's schema.ts) and tests may reach anywhere.
// Test helpers live under tests/ (issue 28): production code (server/, app/, domain/ outside *.test.ts) imports
// nothing from there, so no file of the shop exists only for tests.
const CAPABILITY_FACES = {
  accounts: ['api.ts', 'csrf.ts', 'schema.ts', 'sessions.ts', 'viewer.ts', 'personal-data.ts'],
  api: ['registry.ts', 'plugin.ts'],
  audit: ['schema.ts'],
  cart: ['api.ts', 'guest-cookie.ts', 'schema.ts', 'personal-data.ts'],
  catalog: ['api.ts', 'api-shared.ts', 'schema.ts'],
  content: ['texts.ts', 'newsletter-files.ts', 'schema.ts'],
  // db/schema.ts is the client's whole schema (drizzle(), drizzle-kit, the seed): code imports a capability's own
  // schema.ts instead, so the owned tables below cannot be reached around their owner.
  db: ['client.ts', 'transaction.ts'],
  ebooks: ['schema.ts', 'personal-data.ts'],
  events: ['schema.ts', 'personal-data.ts'],
  forms: ['schema.ts', 'personal-data.ts'],
  http: ['auth.ts', 'problem.ts'],
  invoices: ['invoice-pdf.ts', 'invoice-model.ts', 'seller-settings.ts', 'numbering.ts', 'schema.ts'],
  media: ['routes.ts'],
  monitoring: ['retention.ts', 'schema.ts'],
  orders: ['routes.ts', 'schema.ts', 'personal-data.ts'],
  outbox: ['outbox.ts', 'delivery.ts', 'staff-queue.ts', 'schema.ts', 'personal-data.ts'],
  partners: ['staff-payouts.ts', 'schema.ts', 'personal-data.ts'],
  // Issue 32: privacy (server/privacy/) reads and erases each capability's share through its personal-data.ts.
  privacy: [],
  payments: ['providers/index.ts', 'webhook-routes.ts', 'poller.ts', 'schema.ts', 'personal-data.ts'],
  reviews: ['schema.ts', 'personal-data.ts'],
  search: ['api.ts', 'schema.ts'],
  seo: ['routes.ts', 'origin.ts'],
  settings: ['schema.ts'],
  shell: ['types.ts'],
};
// Tables that only their owning capability may import from its server/<owner>/schema.ts (issue 12 #6). The other
// tables of a schema file are open to all: authors, categories, subcategories, languages and productGroups are
// catalog's too, but shell and seo still read them directly (docs/architecture.md: the next step); content's and
// settings' tables are read across the shop.
const TABLE_OWNERS = {
  catalog: [
    'books',
    'bookMedia',
    'downloads',
    'rankings',
    'top10Entries',
    'top10Sections',
    'homeTips',
    'productSubgroups',
    'reviewers',
    'reviews',
    'catalogueImports',
  ],
  accounts: ['users', 'sessions', 'passwordResets', 'emailChanges', 'newsletterSubscribers', 'rateLimits'],
  search: ['searchQueries', 'searchElevations', 'searchWords'],
  outbox: ['outboxMessages'],
  cart: ['carts', 'cartLines', 'wishlistEntries', 'userDiscountRules'],
  payments: ['testGatewayPayments', 'testGatewayRefunds', 'payments'],
  orders: ['orders', 'orderLines', 'refunds'],
  invoices: ['invoiceCounters', 'creditCounters'],
  forms: ['formMessages'],
  events: ['events', 'eventRegistrations'],
  reviews: ['reviewSubmissions'],
  partners: ['partners', 'commissions', 'payouts', 'partnerCodeUses', 'shortLinks'],
  audit: ['auditLog'],
  monitoring: ['checkoutCounts'],
  ebooks: ['ebookFiles', 'ebookLinks', 'ebookDownloads'],
};
const ALL_OWNED_TABLES = Object.values(TABLE_OWNERS).flat();
const NO_TEST_CODE = {
  regex: '^(\\.\\./)+tests/',
  message: 'Productiecode importeert niets uit tests/ (issue 28).',
};
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The no-restricted-imports patterns for files of `owner` (null: any other server file); `alsoTables` are
 * tables this file may import besides its owner's. */
function boundaryPatterns(owner, alsoTables = []) {
  const faces = Object.entries(CAPABILITY_FACES)
    .filter(([capability]) => capability !== owner)
    .map(([capability, extra]) => {
      const allowed = ['index.ts', 'service.ts', ...extra].map(escape).join('|');
      return {
        regex: `^(\\.\\./)+${capability}/(?!(${allowed})$)`,
        message: `Van buiten server/${capability}/ alleen ${['index.ts', 'service.ts', ...extra].join(', ')} (issue 12 #6).`,
      };
    });
  const tables = Object.entries(TABLE_OWNERS)
    .filter(([capability]) => capability !== owner)
    .flatMap(([capability, names]) => {
      const forbidden = names.filter((name) => !alsoTables.includes(name));
      return forbidden.length === 0
        ? []
        : [
            {
              regex: `(^|/)${capability}/schema(\\.ts)?$`,
              importNames: forbidden,
              message: `Deze tabellen zijn van server/${capability}/: gebruik de functies die het exporteert (issue 12 #6).`,
            },
          ];
    });
  return [...faces, ...tables, NO_TEST_CODE];
}

const SERVER_EXEMPT = [
  'server/*.ts',
  // The client's whole schema gathers every capability's tables (server/db/schema.ts), as the seed writes them.
  'server/db/schema.ts',
  'server/db/seed/**',
  'server/**/*.test.ts',
];
const boundaries = [
  // The exempt production files may reach any capability, but not the test helpers.
  {
    files: ['server/*.ts', 'server/db/schema.ts', 'server/db/seed/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TEST_CODE] }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: SERVER_EXEMPT,
    rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(null) }] },
  },
  ...Object.keys({ ...CAPABILITY_FACES, ...TABLE_OWNERS }).map((capability) => ({
    files: [`server/${capability}/**/*.ts`],
    ignores: SERVER_EXEMPT,
    rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(capability) }] },
  })),
  // A capability's schema file may name another's table for a foreign key (search_elevations.book_id → books).
  ...Object.keys(TABLE_OWNERS).map((capability) => ({
    files: [`server/${capability}/schema.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: boundaryPatterns(capability, ALL_OWNED_TABLES) }],
    },
  })),
  // Search keeps its full-text SQL over books; this one module names catalog's tables for it.
  {
    files: ['server/search/book-index.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: boundaryPatterns('search', ['books', 'authors']) }],
    },
  },
  // Reviews publishes an approved review into catalog's review list (and looks up the book it is about) here only.
  {
    files: ['server/reviews/publish.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: boundaryPatterns('reviews', ['books', 'reviewers', 'reviews']) },
      ],
    },
  },
  // domain/ holds pure rules: it imports nothing of the app or the server.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(server|app)/', message: 'domain/ importeert niets uit server/ of app/.' },
            NO_TEST_CODE,
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'dist/',
      'data/',
      '.react-router/',
      'test-results/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['app/**/*.tsx', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser bundle takes server modules as types only. `import { type X }` would still load the module
      // for its side effects (verbatimModuleSyntax), dragging server code (Buffer, crypto) into the page.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: 'Pagina-code neemt server-code alleen als type.',
            },
            NO_TEST_CODE,
          ],
        },
      ],
    },
  },
  ...boundaries,
  prettier,
);
