import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { importCycles } from './eslint-rules/import-cycles.mjs';

// Imports flow one way in the web app: app -> features -> components -> lib, config, i18n;
// no feature imports another. The domain module imports nothing but yup and markdown-it
// (both pure: no I/O), so forms, API and mail validate and render the same way.
const features = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...['features', 'components', 'lib', 'config', 'i18n'].map((layer) => ({
    target: `./web/src/${layer}`,
    from: './web/src/app',
    message: 'Only the app shell imports from app/.',
  })),
  ...['components', 'lib', 'config', 'i18n'].map((layer) => ({
    target: `./web/src/${layer}`,
    from: './web/src/features',
    message: 'Shared code must not depend on a feature: move what both need down.',
  })),
  ...['lib', 'config', 'i18n'].map((layer) => ({
    target: `./web/src/${layer}`,
    from: './web/src/components',
    message: 'lib, config and i18n sit below the shared components.',
  })),
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move shared code to components/ or lib/.',
  })),
  // Background work (triggers, payments, mail, ...) shares Firestore helpers through
  // functions/src/firestore, never through the HTTP API's folders.
  ...['triggers', 'payments', 'audit', 'mail', 'standing', 'scheduler', 'backups', 'firestore'].map(
    (folder) => ({
      target: `./functions/src/${folder}`,
      from: './functions/src/api',
      message:
        'Only the HTTP API imports from api/: move what both need to functions/src/firestore.',
    }),
  ),
  // The calendar feeds function reads events itself, like the background work.
  {
    target: './functions/src/calendar',
    from: './functions/src/api',
    message: 'Only the HTTP API imports from api/: move what both need to functions/src/firestore.',
  },
  {
    target: './functions/src/domain',
    from: './functions/src',
    except: ['./domain'],
    message: 'The domain module is pure: it imports nothing from the API or Firebase.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
      'web/dist-ssr/**',
      'emulator-data/**',
      '.cache/**',
      '.firebase-alt/**',
      'bench-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver': { typescript: { project: ['web/tsconfig.json'] }, node: true },
      // ESLint stops on imports inside msw's bundled type files that it cannot resolve.
      'import-x/ignore': ['/node_modules/msw/'],
    },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', ['sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-named-as-default': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // import-x/no-cycle skips `import type`; this one counts every import (dynamic ones too),
    // so it finds every cycle import-x/no-cycle would, at an eighth of its time.
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'import-cycles': importCycles },
    rules: { 'import-cycles/no-import-cycle': 'error', 'import-x/no-cycle': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // React Router's Link and NavLink bring framework mode's prefetching into the
      // 'libraries' chunk every page loads (+2 KB on the home page): use lib/routing's.
      // reactfire's other products are built without their SDKs (vite.config.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use RouterLink from lib/routing/router-link.',
            },
            {
              name: 'reactfire',
              allowImportNames: [
                'AuthProvider',
                'FirebaseAppProvider',
                'FirestoreProvider',
                'useFirestore',
                'useFirestoreCollection',
                'useFirestoreCollectionData',
                'useFirestoreDocData',
              ],
              message:
                "Only the Firestore hooks: the build leaves out the SDKs of reactfire's other products.",
            },
          ],
        },
      ],
      // Typography's color takes palette keys only ('textSecondary', 'error'); MUI 9
      // silently ignores a path such as 'text.secondary', leaving the body colour.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'] > Literal[value=/\\./]",
          message: "Typography's color takes a palette key ('textSecondary', 'error'), not a path.",
        },
      ],
    },
  },
  {
    files: ['functions/src/domain/**/*.ts'],
    ignores: ['functions/src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!yup$|markdown-it$|\\.{1,2}/)',
              message: 'The domain module imports nothing but yup, markdown-it and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // The seed and the token backfill import the compiled domain module, which they build first.
    files: ['scripts/seed/**/*.mjs', 'scripts/backfill-search-tokens.mjs'],
    rules: { 'import-x/no-unresolved': ['error', { ignore: ['/functions/lib/'] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'describe', property: 'only' },
        { object: 'test', property: 'only' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
