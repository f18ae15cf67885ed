// Writes every route of the site as static HTML in English and Spanish, after the client
// build (dist/) and the server build of src/entry-server.tsx (dist-ssr/). Firebase Hosting
// serves dist/<route>/index.html, and dist/localized-files/es/<route>/index.html to readers
// whose language cookie (or browser) says Spanish.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const mode = process.argv[2] === 'emulator' ? 'emulator' : 'production';
const LOCALES = ['en', 'es'];

// The browser runs production builds of React, MUI and emotion; the prerenderer must too, or
// emotion names its styles differently (with development labels), the browser cannot adopt
// the inlined styles and inserts every rule again while hydrating.
process.env.NODE_ENV = 'production';
const { renderPage, parseRuntimeConfig, PRERENDER_PATHS } = await import(
  join(web, 'dist-ssr', 'entry-server.js')
);
const config = parseRuntimeConfig(
  JSON.parse(readFileSync(join(web, 'env', `${mode}.json`), 'utf8')),
);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) {
  throw new Error('dist/index.html is a prerendered page already: run the client build first.');
}

const now = new Date();
const pad = (n) => String(n).padStart(2, '0');
const renderDate = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** Route path -> page module, read from the route table so the two cannot disagree. */
function pageSources() {
  const source = readFileSync(join(web, 'src', 'app', 'routes.tsx'), 'utf8');
  // Page modules are imported relative to src/app/ ('../features/...' or './join-route').
  const modules = new Map(
    [...source.matchAll(/const (\w+) = lazyPage\(\s*\(\) => import\('(\.{1,2}\/[^']+)'\)/g)].map(
      ([, name, path]) => [name, `${posix.join('src/app', path)}.tsx`],
    ),
  );
  const routes = [...source.matchAll(/\{ path: '([^']+)', page: (\w+) \}/g)];
  const byPath = new Map(routes.map(([, path, name]) => [path, modules.get(name)]));
  byPath.set('/404', modules.get('NotFoundPage'));
  for (const path of PRERENDER_PATHS) {
    if (!manifest[byPath.get(path)]) throw new Error(`No built page module for ${path}`);
  }
  return byPath;
}

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(next, seen);
  return seen;
}

const entry = staticClosure('index.html');
// The app's own layers, which the entry imports one after another (src/main.tsx).
const appLayers = (manifest['index.html'].dynamicImports ?? []).flatMap((key) => [
  ...staticClosure(key),
]);

/**
 * Everything the page needs to hydrate, which src/main.tsx starts fetching in parallel once
 * the page is painted: the runtime configuration, the app's layers, the page's chunks and
 * the language's catalogue.
 */
function pageAssets(pageSource, locale, messageAreas) {
  const chunks = [
    ...appLayers,
    ...staticClosure(pageSource),
    ...messageAreas.flatMap((area) => [...staticClosure(`src/i18n/${locale}/${area}.json`)]),
  ].filter((key) => !entry.has(key));
  return ['/config/env.json', ...new Set(chunks.map((key) => `/${manifest[key].file}`))].join(' ');
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function pageHtml(page, pageSource, locale) {
  let html = template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.meta.title)}</title>`)
    .replace('</head>', `    ${page.styles}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered${page.startsOnIntent ? ' data-start="on-intent"' : ''} data-render-date="${renderDate}" data-assets="${pageAssets(pageSource, locale, page.messageAreas)}">${page.html}</div>`,
    );
  // The HTML and its inlined styles are the whole first paint; the entry script only makes
  // the page interactive, so it must not compete with it (browsers fetch module scripts at
  // high priority otherwise).
  html = html
    .replaceAll(
      '<script type="module" crossorigin',
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
  if (page.meta.description) {
    html = html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      `$1${escapeHtml(page.meta.description)}$2`,
    );
  }
  return html;
}

const fileFor = (path) =>
  path === '/' ? 'index.html' : path === '/404' ? '404.html' : `${path.slice(1)}/index.html`;

const sources = pageSources();
let written = 0;
for (const path of PRERENDER_PATHS) {
  for (const locale of LOCALES) {
    const page = await renderPage(path, locale, config, renderDate);
    const file = join(dist, locale === 'en' ? '' : join('localized-files', locale), fileFor(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(page, sources.get(path), locale));
    written += 1;
  }
}
console.log(
  `Prerendered ${written} pages (${PRERENDER_PATHS.length} routes, ${LOCALES.join(' + ')}).`,
);
