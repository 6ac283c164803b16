import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noLiteralText from './tools/eslint/no-literal-text.js';

/** The parts of the tree whose imports the layers rule below governs (architecture.md §1 and §4). */
const elements = [
  { type: 'protocol', pattern: 'packages/protocol/**', partialMatch: false },
  { type: 'ui', pattern: 'packages/ui/**', partialMatch: false },
  { type: 'chat', pattern: 'packages/chat/**', partialMatch: false },
  { type: 'guide', pattern: 'packages/guide/**', partialMatch: false },
  { type: 'test-harness', pattern: 'packages/test-harness/**', partialMatch: false },
  // Its own files only: packages it resolves through its node_modules are not the app.
  { type: 'web', pattern: 'apps/mediation-web/{src,e2e,bench}/**', partialMatch: false },
  // The server's layers (architecture.md §2 and §4): plugins wire routes and realtime -> services -> repositories -> db; lib under all.
  { type: 'server-routes', pattern: 'apps/mediation-server/src/routes/**', partialMatch: false },
  { type: 'server-realtime', pattern: 'apps/mediation-server/src/realtime/**', partialMatch: false },
  { type: 'server-services', pattern: 'apps/mediation-server/src/services/**', partialMatch: false },
  { type: 'server-repositories', pattern: 'apps/mediation-server/src/repositories/**', partialMatch: false },
  { type: 'server-db', pattern: 'apps/mediation-server/src/db/**', partialMatch: false },
  { type: 'server-lib', pattern: 'apps/mediation-server/src/lib/**', partialMatch: false },
  { type: 'server-plugins', pattern: 'apps/mediation-server/src/plugins/**', partialMatch: false },
  // Its own files only: packages it resolves through its node_modules are not the server.
  { type: 'server', pattern: 'apps/mediation-server/{src,bench}/**', partialMatch: false },
];

const SERVER_ROUTES = { element: { type: 'server-routes' } };
const SERVER_REALTIME = { element: { type: 'server-realtime' } };
const SERVER_SERVICES = { element: { type: 'server-services' } };
const SERVER_REPOSITORIES = { element: { type: 'server-repositories' } };
const SERVER_DB = { element: { type: 'server-db' } };
const SERVER_LIB = { element: { type: 'server-lib' } };
const SERVER_PLUGINS = { element: { type: 'server-plugins' } };
const SERVER_APP = { element: { type: 'server' } };
const SERVER_EDGE = [SERVER_ROUTES, SERVER_REALTIME];
const SERVER_PARTS = [
  SERVER_ROUTES,
  SERVER_REALTIME,
  SERVER_SERVICES,
  SERVER_REPOSITORIES,
  SERVER_DB,
  SERVER_LIB,
  SERVER_PLUGINS,
  SERVER_APP,
];

const ours = (names) => names.map((name) => ({ module: { source: `@mediation/${name}` } }));
const DATABASE_LIBRARIES = [
  { module: { source: 'drizzle-orm' } },
  { module: { source: 'pg' } },
  { module: { source: '@electric-sql/pglite' } },
];
/** Every part but the harness itself: none may use the test harness outside its tests. */
const PRODUCT_PARTS = elements.filter(({ type }) => type !== 'test-harness').map(({ type }) => ({ element: { type } }));
const TEST_HARNESS = [{ element: { type: 'test-harness' } }, { module: { source: '@mediation/test-harness{,/**}' } }];
const REACT = [{ module: { source: 'react' } }, { module: { source: 'react-dom' } }, { module: { source: 'styled-components' } }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/data/**',
      '**/db/migrations/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The layers: protocol under everything and free of React; ui imports no other package; packages
    // never import the apps; the server's routes and real-time code reach the database only through
    // services and repositories. A wrong import fails `pnpm lint`.
    files: ['packages/**/*.{ts,tsx,js,mjs}', 'apps/**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['packages/**', 'apps/**'],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        // Helpers only tests import: a package's *.testing.ts files and the server's src/testing.
        { category: 'test-helper', pattern: '**/*.testing.{ts,tsx}' },
        { category: 'test-helper', pattern: 'apps/mediation-server/src/testing/**' },
        // End-to-end specs and benchmarks drive real servers and sockets from outside the app.
        { category: 'outside', pattern: 'apps/mediation-web/{e2e,bench}/**' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Packages (react, drizzle-orm, our own by name) are checked as well as files.
          checkAllOrigins: true,
          policies: [
            {
              from: [{ element: { type: 'protocol' } }],
              disallow: { to: [...REACT, ...ours(['ui', 'chat', 'guide', 'web', 'server'])] },
              message: 'protocol is the wire contract under every part: it imports no React and no other package of ours',
            },
            {
              from: [{ element: { type: 'ui' } }],
              disallow: { to: ours(['protocol', 'chat', 'guide', 'web', 'server']) },
              message: 'ui holds the primitives: it imports no other package of ours',
            },
            {
              from: [{ element: { type: 'chat' } }, { element: { type: 'guide' } }],
              disallow: { to: [{ element: { type: 'web' } }, ...SERVER_PARTS, ...ours(['web', 'server'])] },
              message: 'packages never import the apps',
            },
            {
              from: [{ element: { type: 'protocol' } }, { element: { type: 'ui' } }],
              disallow: { to: [{ element: { type: 'web' } }, ...SERVER_PARTS] },
              message: 'packages never import the apps',
            },
            {
              from: SERVER_EDGE,
              disallow: { to: [SERVER_DB, ...DATABASE_LIBRARIES] },
              message: 'routes and real-time code reach the database only through services and repositories',
            },
            {
              from: [SERVER_REALTIME],
              disallow: { to: [SERVER_REPOSITORIES, SERVER_ROUTES] },
              message: 'real-time code goes through services (services/*.ts): it imports no repository, not even a type, and no route',
            },
            {
              from: [SERVER_ROUTES],
              disallow: { to: [SERVER_REALTIME] },
              message: 'routes ask services (app.joins, app.presence, ...), never the socket layer',
            },
            {
              from: [SERVER_ROUTES],
              disallow: { to: [SERVER_REPOSITORIES], dependency: { kind: 'value', specifiers: ['*Repository'] } },
              message: 'routes use the repositories the db plugin registered (app.repos), never build their own on the database',
            },
            {
              from: [SERVER_SERVICES],
              disallow: { to: [SERVER_ROUTES, SERVER_REALTIME, SERVER_PLUGINS, ...DATABASE_LIBRARIES] },
              message: 'services are transport-free and store through repositories: no route, socket, plugin or database library',
            },
            {
              from: [SERVER_SERVICES],
              disallow: { to: [SERVER_DB], dependency: { kind: 'value' } },
              message: 'services store through repositories: from the database they take a transaction type at most',
            },
            {
              from: [SERVER_REPOSITORIES],
              disallow: { to: [SERVER_ROUTES, SERVER_REALTIME, SERVER_SERVICES, SERVER_PLUGINS] },
              message: 'repositories are under the services: they import only the database and lib',
            },
            {
              from: [SERVER_DB, SERVER_LIB],
              disallow: { to: [SERVER_ROUTES, SERVER_REALTIME, SERVER_SERVICES, SERVER_REPOSITORIES, SERVER_PLUGINS] },
              message: 'the database schema and lib are under every other layer of the server',
            },
            {
              // Tests may look at the rows and parts behind what they test; they are not a layer (rules are last-match-wins).
              from: SERVER_PARTS.map((part) => ({ ...part, file: { categories: 'test' } })),
              allow: { to: [...SERVER_PARTS, ...DATABASE_LIBRARIES] },
            },
            {
              from: [{ element: { type: 'web' } }],
              disallow: { to: [...SERVER_PARTS, ...ours(['server']), ...DATABASE_LIBRARIES] },
              message: 'the web app talks to the server over HTTP and the socket, never by import',
            },
            {
              // Real-time state belongs to the chat client (@mediation/chat/connect); the app never holds a raw socket.
              from: [{ element: { type: 'web' } }],
              disallow: { to: [{ module: { source: 'socket.io-client' } }] },
              message: 'the web app reaches the socket only through the @mediation/chat/connect client',
            },
            {
              // End-to-end specs and benchmarks start real servers with the server's test harness and act as
              // clients from outside; they are not the app (rules are last-match-wins).
              from: [{ element: { type: 'web' }, file: { categories: 'outside' } }],
              allow: { to: [SERVER_APP, { module: { source: 'socket.io-client' } }] },
            },
            {
              // The harness starts servers, nginx and databases: tests use it, shipped code never does.
              from: PRODUCT_PARTS,
              disallow: { to: TEST_HARNESS },
              message: '@mediation/test-harness is for tests only (*.test.ts, *.testing.ts, src/testing, e2e)',
            },
            {
              from: PRODUCT_PARTS.flatMap((part) => [
                { ...part, file: { categories: 'test' } },
                { ...part, file: { categories: 'test-helper' } },
                { ...part, file: { categories: 'outside' } },
              ]),
              allow: { to: TEST_HARNESS },
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a person reads comes from a message catalog (README "Languages"); stories and tests may
    // write their own fixtures.
    files: ['packages/{ui,chat,guide}/src/**/*.tsx', 'apps/mediation-web/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.testing.tsx', '**/test-utils.tsx', '**/fixtures.tsx'],
    plugins: { i18n: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'i18n/no-literal-text': 'error' },
  },
);
