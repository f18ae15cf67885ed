// `npm run bench`: the JavaScript each route downloads before it can render, gzipped,
// from the production build's manifest (the Hosting emulator does not compress).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { root, run } from './lib/toolchain.mjs';

const dist = join(root, 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  run('npm', ['run', 'build:emulator', '-w', 'web']);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;

/** A chunk and everything it imports statically: what must arrive before it runs. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(next, seen);
  return seen;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const entry = staticClosure('index.html');
const entryBytes = [...entry].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);

// Budgets in gzipped KB: the home page is what most visitors load first.
const routes = [
  ['/ (home)', 'src/features/home/home-page.tsx', 150],
  ['/join', 'src/features/join/join-page.tsx', 170],
  ['/calendar', 'src/features/events/calendar-page.tsx', 170],
  ['/mission', 'src/features/mission/mission-page.tsx', 170],
  ['/login', 'src/features/auth/login-page.tsx', 200],
  ['/my-account', 'src/features/account/my-account-page.tsx', 250],
  ['/admin', 'src/features/admin/admin-page.tsx', 250],
];

let overBudget = false;
console.log(`Entry (shell, router, theme, i18n runtime): ${kb(entryBytes)} gzipped\n`);
console.log('Route'.padEnd(16) + 'first-render JS'.padStart(18) + 'budget'.padStart(12));
for (const [route, source, budget] of routes) {
  if (!manifest[source]) continue;
  const closure = staticClosure(source, new Set(entry));
  const bytes = [...closure].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
  const over = bytes > budget * 1024;
  overBudget ||= over;
  console.log(
    route.padEnd(16) +
      kb(bytes).padStart(18) +
      `${budget} KB`.padStart(12) +
      (over ? '  OVER' : ''),
  );
}

const firebaseChunks = Object.values(manifest).filter((c) => /init-firebase/.test(c.src ?? ''));
for (const chunk of firebaseChunks) {
  const closure = staticClosure(Object.keys(manifest).find((k) => manifest[k] === chunk));
  const bytes = [...closure].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
  console.log(`\nFirebase SDK (loaded after first paint): ${kb(bytes)} gzipped`);
}
process.exitCode = overBudget ? 1 : 0;
