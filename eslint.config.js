import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The parts of the tree whose imports the layers rule below governs (architecture.md §1 and §4). */
const elements = [
  { type: 'protocol', pattern: 'packages/protocol/**', partialMatch: false },
  { type: 'ui', pattern: 'packages/ui/**', partialMatch: false },
  { type: 'chat', pattern: 'packages/chat/**', partialMatch: false },
  { type: 'guide', pattern: 'packages/guide/**', partialMatch: false },
  { type: 'web', pattern: 'apps/mediation-web/**', partialMatch: false },
  { type: 'server-edge', pattern: 'apps/mediation-server/src/{routes,realtime}/**', partialMatch: false },
  { type: 'server-db', pattern: 'apps/mediation-server/src/db/**', partialMatch: false },
  { type: 'server', pattern: 'apps/mediation-server/**', partialMatch: false },
];

const ours = (names) => names.map((name) => ({ module: { source: `@mediation/${name}` } }));
const DATABASE_LIBRARIES = [{ module: { source: 'drizzle-orm' } }, { module: { source: 'pg' } }, { module: { source: '@electric-sql/pglite' } }];
const REACT = [{ module: { source: 'react' } }, { module: { source: 'react-dom' } }, { module: { source: 'styled-components' } }];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/coverage/**', '**/data/**', '**/db/migrations/**'],
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
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
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
              disallow: { to: [{ element: { type: 'web' } }, { element: { type: 'server-edge' } }, { element: { type: 'server' } }, ...ours(['web', 'server'])] },
              message: 'packages never import the apps',
            },
            {
              from: [{ element: { type: 'protocol' } }, { element: { type: 'ui' } }],
              disallow: { to: [{ element: { type: 'web' } }, { element: { type: 'server-edge' } }, { element: { type: 'server' } }, { element: { type: 'server-db' } }] },
              message: 'packages never import the apps',
            },
            {
              from: [{ element: { type: 'server-edge' } }],
              disallow: { to: [{ element: { type: 'server-db' } }, ...DATABASE_LIBRARIES] },
              message: "routes and real-time code reach the database only through services and repositories",
            },
            {
              // Tests may look at the rows behind what they test; they are not a layer (rules are last-match-wins).
              from: [{ element: { type: 'server-edge' }, file: { categories: 'test' } }],
              allow: { to: [{ element: { type: 'server-db' } }, ...DATABASE_LIBRARIES] },
            },
            {
              from: [{ element: { type: 'web' } }],
              disallow: { to: [{ element: { type: 'server-edge' } }, { element: { type: 'server-db' } }, ...DATABASE_LIBRARIES] },
              message: 'the web app talks to the server over HTTP and the socket, never by import',
            },
          ],
        },
      ],
    },
  },
);
