import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import jsxTextInConstants from './web/lint/jsx-text-in-constants.ts';

// Text between JSX tags that is the same in every language: figures and signs, codes in capitals, and the
// names shown as examples (the Home page's sample card).
const SAME_IN_EVERY_LANGUAGE = ['[0-9!-/:-@[-`{-~…–—·]+', '[A-Z_-]+', 'Maple', 'Labrador Retriever'];

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/service-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // The web app's layers, as in bulletproof-react: lib ← api ← components ← features ← app. Each
    // imports only the layers before it; a feature imports its own folder too, never another feature.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app', partialMatch: false },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'api', pattern: 'web/src/api', partialMatch: false },
        { type: 'components', pattern: 'web/src/components', partialMatch: false },
        { type: 'lib', pattern: 'web/src/lib', partialMatch: false },
        { type: 'i18n', pattern: 'web/src/i18n', partialMatch: false },
        // What is left at the top, the page entries: main.tsx mounts the app; verify-main.tsx mounts the verify
        // page's own start, which names that feature's screen (docs/decisions/033-verify-page-entry.md).
        { type: 'entry', pattern: 'web/src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.type }}{{#if from.captured.feature}} "{{ from.captured.feature }}"{{/if}} may not import {{ to.type }}{{#if to.captured.feature}} "{{ to.captured.feature }}"{{/if}}. Layers: lib ← i18n ← api ← components ← features ← app; a feature imports only lib/, i18n/, api/, components/ and its own folder, so move what two features share into one of those.',
          policies: [
            {
              from: { element: { type: 'entry' } },
              allow: { to: { element: { type: ['app', 'feature', 'i18n', 'lib'] } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: ['app', 'feature', 'components', 'api', 'i18n', 'lib'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: ['components', 'api', 'i18n', 'lib'] } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { type: ['components', 'api', 'i18n', 'lib'] } } },
            },
            { from: { element: { type: 'api' } }, allow: { to: { element: { type: ['api', 'lib'] } } } },
            { from: { element: { type: 'i18n' } }, allow: { to: { element: { type: ['i18n', 'lib'] } } } },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'lib' } } } },
          ],
        },
      ],
    },
  },
  {
    // The server's floors, lowest first (docs/ARCHITECTURE.md, "The server's floor plan"): lib ← config.ts ← db ←
    // access ← core ← plugins ← features ← app. A file imports its own floor and those below it, never one above.
    // Tests stand outside the floors.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/test/**', 'server/src/reliability/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts'] } },
      'boundaries/elements': [
        { type: 'tests', pattern: 'server/src/(test|reliability)', partialMatch: false },
        { type: 'lib', pattern: 'server/src/lib', partialMatch: false },
        { type: 'db', pattern: 'server/src/db', partialMatch: false },
        { type: 'access', pattern: 'server/src/access', partialMatch: false },
        {
          type: 'core',
          pattern: 'server/src/(lifecycle|activity|email|files|scheduling)',
          partialMatch: false,
        },
        { type: 'plugins', pattern: 'server/src/(plugins|tracing)', partialMatch: false },
        { type: 'feature', pattern: 'server/src/*', capture: ['feature'], partialMatch: false },
        // The files at the top of server/src: the entries, and two that sit lower (the categories below).
        { type: 'app', pattern: 'server/src', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'config', pattern: 'server/src/config.ts' },
        { category: 'context', pattern: 'server/src/app-context.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // The files at the top of server/src are one element: check their imports of each other too.
          checkInternals: true,
          message:
            'This import runs up the server\'s floors. Lowest first: lib ← config.ts ← db ← access ← core (lifecycle, activity, email, files, scheduling) ← plugins (plugins, tracing) ← features (every other folder, and app-context.ts) ← app (main.ts, app.ts, startup.ts, the command-line tools). A file imports only its own floor and those below it: move what a lower floor needs down to it (docs/ARCHITECTURE.md, "The server\'s floor plan").',
          // The last policy that matches decides.
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: ['app', 'feature', 'plugins', 'core', 'access', 'db', 'lib'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: ['feature', 'plugins', 'core', 'access', 'db', 'lib'] } } },
                { to: { file: { categories: ['config', 'context'] } } },
              ],
            },
            {
              from: { element: { type: 'plugins' } },
              allow: [
                { to: { element: { type: ['plugins', 'core', 'access', 'db', 'lib'] } } },
                { to: { file: { categories: 'config' } } },
              ],
            },
            {
              from: { element: { type: 'core' } },
              allow: [
                { to: { element: { type: ['core', 'access', 'db', 'lib'] } } },
                { to: { file: { categories: 'config' } } },
              ],
            },
            {
              from: { element: { type: 'access' } },
              allow: [
                { to: { element: { type: ['access', 'db', 'lib'] } } },
                { to: { file: { categories: 'config' } } },
              ],
            },
            {
              from: { element: { type: 'db' } },
              allow: [{ to: { element: { type: ['db', 'lib'] } } }, { to: { file: { categories: 'config' } } }],
            },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'lib' } } } },
            // app-context.ts sits with the features; config.ts just above lib.
            {
              from: { file: { categories: 'context' } },
              disallow: { to: { element: { type: 'app' } } },
            },
            {
              from: { file: { categories: 'context' } },
              allow: { to: { file: { categories: 'config' } } },
            },
            {
              from: { file: { categories: 'config' } },
              disallow: { to: { element: { type: ['app', 'feature', 'plugins', 'core', 'access', 'db'] } } },
            },
          ],
        },
      ],
    },
  },
  {
    // No files import each other in a circle, anywhere. The rule does not count type-only imports;
    // server/src/system/docs-paths.test.ts checks those too.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // common/ is shared by browser and server and must not reach into either.
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['../server/*', '../web/*', '**/server/**', '**/web/**', 'node:*'] },
      ],
    },
  },
  {
    // The browser never imports server code.
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    // Only the API modules (web/src/api/, features/<name>/api/) send requests; screens call their functions and hooks.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/api/**', 'web/src/features/*/api/**', 'web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'] },
            {
              group: ['**/lib/api-client', '**/lib/upload'],
              importNames: ['apiFetch', 'postJson', 'sendJson', 'postMultipart'],
              message: 'Call a function or hook of an API module (web/src/api/ or features/<name>/api/) instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every word a person reads comes from the catalogues (common/i18n), so no English sentence reaches a
    // Spanish page: text between JSX tags, and the attributes a person reads or hears, are never literals.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { i18next, catalogue: { rules: { 'jsx-text-in-constants': jsxTextInConstants } } },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', words: { exclude: SAME_IN_EVERY_LANGUAGE } }],
      // The same for what that rule takes for a constant: `const P = () => <p>Hello</p>` (web/lint/).
      'catalogue/jsx-text-in-constants': ['error', { words: SAME_IN_EVERY_LANGUAGE }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|aria-valuetext|aria-roledescription|title|alt|placeholder|label)$/] > Literal[value=/[a-z]{2}/]',
          message: 'Words a person reads or hears come from the catalogues: use t(…).',
        },
        {
          selector: 'JSXElement > JSXExpressionContainer > ConditionalExpression > Literal[value=/[A-Za-z]{2}/]',
          message: 'Words a person reads come from the catalogues: use t(…).',
        },
      ],
    },
  },
  {
    // The server's own code never reaches into what only tests, benchmarks and scripts share (support/).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/support/**'], message: 'support/ is for tests, benchmarks and scripts only.' }] },
      ],
    },
  },
  {
    // Every transaction opens through db/transaction.ts, which tells the change feed when a registration
    // changed (db/change-feed.ts); tests may open their own.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/db/transaction.ts',
      'server/src/**/*.test.ts',
      'server/src/test/**',
      'server/src/reliability/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[arguments.length=0] > MemberExpression.callee[property.name='transaction']",
          message:
            'Open a transaction with inTransaction(deps, work) from db/transaction.ts: it tells the change feed when a registration changed.',
        },
      ],
    },
  },
  {
    // A repository is the SQL for its tables: it never reaches up to the code that shapes answers or
    // makes decisions (docs/ARCHITECTURE.md).
    files: ['server/src/**/*-repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/support/**'], message: 'support/ is for tests, benchmarks and scripts only.' },
            {
              group: ['**/*-service', '**/*-routes', '**/*-presenter'],
              message: 'A repository imports only db/, lib/ and other repositories (docs/ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
);
