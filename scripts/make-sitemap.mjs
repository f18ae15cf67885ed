// `npm run sitemap`: writes web/public/sitemap.xml and web/public/robots.txt (both
// committed; Vite copies them into the build, and Hosting serves files before rewrites).
//
// Languages: Hosting's i18n rewrites serve Spanish at the same URLs as English, chosen by
// the firebase-language-override cookie or Accept-Language. A Spanish page therefore has no
// URL of its own, and crawlers (no cookie, English or no Accept-Language) are served the
// English page. hreflang alternates must point at URLs that serve that language, so the
// sitemap lists each route once, without alternates: an `es` alternate pointing at the
// English URL would be a claim the crawler cannot verify. Spanish pages become indexable
// only with URLs of their own (for example /es/...), then listed here as alternates.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { fail, root } from './lib/toolchain.mjs';

const origin = 'https://illinoistaekwondo.org';

// The public, indexable routes, one URL per page: aliases (/membership,
// /we-are-it, /events) render the same page and are left out; /register-club needs an
// invitation and /404 is no page to index.
const publicRoutes = [
  '/',
  '/join',
  '/join-legacy',
  '/mission',
  '/members',
  '/clubs',
  '/calendar',
  '/upcoming-events',
  '/usat-il-state',
  '/sponsored-events',
  '/faq',
  '/downloads',
  '/contact',
  '/resources',
  '/privacy',
  '/login',
  '/register',
];

// Signed-in areas, email actions, Hosting's reserved paths and the API.
const privatePrefixes = [
  '/my-account',
  '/admin',
  '/manage-club',
  '/verify',
  '/handover',
  '/unsubscribe',
  '/auth/',
  '/__/',
  '/api/',
];

// A route renamed in the app must not linger here as a dead link.
const routeTable = readFileSync(join(root, 'web', 'src', 'app', 'routes.tsx'), 'utf8');
const unknown = publicRoutes.filter((route) => !routeTable.includes(`path: '${route}'`));
if (unknown.length > 0) fail(`Not in web/src/app/routes.tsx: ${unknown.join(', ')}`);

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...publicRoutes.map((route) => `  <url><loc>${origin}${route}</loc></url>`),
  '</urlset>',
  '',
].join('\n');

const robots = [
  'User-agent: *',
  'Allow: /',
  ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
  '',
  `Sitemap: ${origin}/sitemap.xml`,
  '',
].join('\n');

writeFileSync(join(root, 'web', 'public', 'sitemap.xml'), sitemap);
writeFileSync(join(root, 'web', 'public', 'robots.txt'), robots);
console.log(`Wrote web/public/sitemap.xml (${publicRoutes.length} routes) and robots.txt.`);
