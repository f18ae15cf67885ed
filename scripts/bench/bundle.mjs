// The JavaScript each route downloads before it can render, gzipped, read from the build's
// Vite manifest: a check that needs no browser and does not depend on machine speed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Budgets in gzipped KB: the home page is what most visitors load first.
// Each route's page module as routes.tsx imports it (a manifest key of the build).
const routes = [
  ['/ (home)', 'src/features/home/home-page.tsx', 150],
  ['/join', 'src/app/join-route.tsx', 170],
  ['/calendar', 'src/features/events/calendar-page.tsx', 170],
  ['/mission', 'src/features/mission/mission-page.tsx', 170],
  // The email form and its dialog load on demand: 150.8 KB since then.
  ['/login', 'src/features/auth/login-page.tsx', 160],
  // Signed-in routes (issue 21): what they measured at 6f1118d, plus a few KB (134.0, 141.9,
  // 191.9 and 144.1), so that what was taken out does not come back unseen.
  ['/my-account', 'src/app/my-account-route.tsx', 140],
  ['/members', 'src/features/directory/directory-page.tsx', 148],
  ['/manage-club', 'src/features/club/manage-club-page.tsx', 200],
  ['/admin', 'src/features/admin/admin-page.tsx', 150],
  // The card checker (issue 33), with jose and the service worker's registration: 196.0 KB
  // at its first build; the camera's reader loads when the camera starts.
  ['/verify', 'src/features/verify-card/verify-card-page.tsx', 200],
];

// The innermost node_modules decides: the SDK nests some packages (firebase/node_modules/
// @firebase/auth). reactfire counts too: it is only ever loaded together with the SDK.
const firebaseSource = /.*node_modules\/(@firebase\/[^/]+|firebase|reactfire)\//;

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** A chunk and everything it imports statically: what must arrive before it runs. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** The HTML entry: index.html, or whichever HTML file the build declares as its entry. */
function entryKey(manifest) {
  if (manifest['index.html']) return 'index.html';
  return Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('.html'));
}

// What a prerendered page runs before its first paint (the entry script and its static
// imports) must stay small: the app's layers are fetched after that paint.
export const BEFORE_PAINT_BUDGET_KB = 5;

/**
 * Gzipped first-render JavaScript per route, against the budgets above: the entry, the
 * app's layers it imports (src/main.tsx) and the page's own chunks. Also the entry alone,
 * against the before-paint budget.
 */
export function bundleReport(dist, manifest) {
  const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;
  const total = (keys) => [...keys].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
  const key = entryKey(manifest);
  const entry = staticClosure(manifest, key);
  const app = new Set(entry);
  for (const layer of manifest[key].dynamicImports ?? []) staticClosure(manifest, layer, app);
  // A page module that moved or was renamed fails its row instead of dropping out unseen.
  const rows = routes.map(([route, source, budgetKb]) => {
    if (!manifest[source]) return { route, bytes: null, budgetKb, pass: false, missing: source };
    const bytes = total(staticClosure(manifest, source, new Set(app)));
    return { route, bytes, budgetKb, pass: bytes <= budgetKb * 1024 };
  });
  const entryBytes = total(entry);
  const entryRow = {
    route: 'Before the first paint (entry)',
    bytes: entryBytes,
    budgetKb: BEFORE_PAINT_BUDGET_KB,
    pass: entryBytes <= BEFORE_PAINT_BUDGET_KB * 1024,
  };
  return { rows: [entryRow, ...rows] };
}

/** The Firebase package a source file belongs to, or the app module that loads the SDK. */
function firebasePackage(path) {
  const match = firebaseSource.exec(path);
  if (match) return match[1];
  return /init-firebase/.test(path) ? 'init-firebase' : null;
}

/**
 * The Firebase SDK's chunks, by file name, with the packages each contains. Shared chunks
 * carry no source path in the manifest, so their source maps say what is inside; a chunk
 * without a map counts when its manifest source is the SDK or the app's init-firebase module.
 */
export function firebaseChunks(dist, manifest) {
  const chunks = new Map();
  for (const { file, src } of Object.values(manifest)) {
    if (!file.endsWith('.js') || chunks.has(file)) continue;
    const mapPath = join(dist, `${file}.map`);
    const sources = existsSync(mapPath)
      ? JSON.parse(readFileSync(mapPath, 'utf8')).sources
      : [src ?? ''];
    const packages = [...new Set(sources.map(firebasePackage).filter(Boolean))].sort();
    if (packages.length > 0) chunks.set(file, packages);
  }
  return chunks;
}
