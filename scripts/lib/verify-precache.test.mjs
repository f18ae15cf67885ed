// `npm run test:scripts` (node:test): what the card checker's service worker precaches.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { pageModules, verifyFiles } from './verify-precache.mjs';

const routeTable = readFileSync(new URL('../../web/src/app/routes.tsx', import.meta.url), 'utf8');

// A build's manifest in small: the entry, a layer that loads every page and catalogue, a
// chunk the pages share, and the SDK loaded on demand.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_boot.js'],
    dynamicImports: ['src/app/start.tsx'],
  },
  '_boot.js': { file: 'assets/boot.js' },
  'src/app/start.tsx': {
    file: 'assets/start.js',
    imports: ['_shared.js'],
    dynamicImports: [
      'src/features/home/home-page.tsx',
      'src/app/my-account-route.tsx',
      'src/features/verify-card/verify-card-page.tsx',
      'src/i18n/en/common.json',
      'src/i18n/es/verify.json',
      'src/i18n/en/admin.json',
      '_firebase.js',
    ],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  '_firebase.js': { file: 'assets/firebase.js' },
  'src/features/home/home-page.tsx': { file: 'assets/home-page.js', imports: ['_home-only.js'] },
  '_home-only.js': { file: 'assets/home-only.js' },
  'src/app/my-account-route.tsx': { file: 'assets/my-account.js' },
  'src/features/verify-card/verify-card-page.tsx': {
    file: 'assets/verify-card-page.js',
    imports: ['_shared.js'],
    dynamicImports: ['../node_modules/qr-scanner/qr-scanner.min.js'],
  },
  '../node_modules/qr-scanner/qr-scanner.min.js': { file: 'assets/qr-scanner.js' },
  'src/i18n/en/common.json': { file: 'assets/common.js' },
  'src/i18n/es/verify.json': { file: 'assets/verify-es.js' },
  'src/i18n/en/admin.json': { file: 'assets/admin-en.js' },
};

test('the route table names the verify page module among the pages', () => {
  const pages = pageModules(routeTable);
  assert.ok(pages.has('src/features/verify-card/verify-card-page.tsx'));
  assert.ok(pages.has('src/app/my-account-route.tsx'));
  assert.ok(pages.has('src/features/home/home-page.tsx'));
});

test('precaches the shell, the verify page and what they load, not other pages or areas', () => {
  assert.deepEqual([...verifyFiles(manifest, routeTable)].sort(), [
    'assets/boot.js',
    'assets/common.js',
    'assets/firebase.js',
    'assets/index.js',
    'assets/qr-scanner.js',
    'assets/shared.css',
    'assets/shared.js',
    'assets/start.js',
    'assets/verify-card-page.js',
    'assets/verify-es.js',
  ]);
});

test('fails loudly when the build has no verify page', () => {
  const { ['src/features/verify-card/verify-card-page.tsx']: _, ...without } = manifest;
  assert.throws(() => verifyFiles(without, routeTable), /No built \/verify page module/);
});
