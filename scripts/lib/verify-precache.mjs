// What the card checker's service worker precaches (web/vite.config.ts): the built files
// /verify can load, read from the client build's Vite manifest.
import { posix } from 'node:path';

/** The message areas /verify shows (web/src/app/routes.tsx), besides the shell's. */
export const VERIFY_AREAS = ['common', 'signed-in', 'registration', 'verify'];

/** The page modules of the route table, as manifest keys ('src/features/.../x-page.tsx'). */
export function pageModules(routeTable) {
  return new Set(
    [...routeTable.matchAll(/lazyPage\(\s*\(\) => import\('(\.{1,2}\/[^']+)'\)/g)].map(
      ([, path]) => `${posix.join('src/app', path)}.tsx`,
    ),
  );
}

/**
 * The built files /verify can load: the entry and the app's layers, what they load on
 * demand (the Firebase SDK, the layout's menus), the verify page and everything it loads,
 * and its languages' catalogues; not the other pages, nor their message areas.
 */
export function verifyFiles(manifest, routeTable) {
  const pages = pageModules(routeTable);
  const verifyPage = [...pages].find((key) => key.includes('/verify-card/'));
  if (!verifyPage || !manifest[verifyPage]) throw new Error('No built /verify page module');
  const otherArea = (key) => {
    const area = /^src\/i18n\/(?:en|es)\/([\w-]+)\.json$/.exec(key)?.[1];
    return area !== undefined && !VERIFY_AREAS.includes(area);
  };
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key) || (pages.has(key) && key !== verifyPage) || otherArea(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  visit(verifyPage);
  return files;
}
