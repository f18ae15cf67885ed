// Writes the API reference page for integrators (a club's website, a tournament system) from
// the committed OpenAPI document: Redocly's build-docs prerenders it, so it reads without
// script and without network, into <dist>/developers/api/. The web build runs it into web/dist.
// Hosting's Content-Security-Policy runs only the site's own script files, so the scripts
// Redocly inlines are moved into files beside the page.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = resolve(process.argv[2] ?? join(root, 'web', 'dist'));
const ROUTE = '/developers/api';
const openapi = join(root, 'functions', 'src', 'api', 'openapi');

// Redoc draws its attribution logo from Redocly's CDN: readers' browsers would ask a third
// party for it on every visit. The attribution stays, drawn from a file beside the page.
const LOGO = 'redoc-logo.svg';
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="20" viewBox="0 0 72 20">' +
  '<text x="0" y="15" font-family="sans-serif" font-size="15" font-weight="700" fill="#e53935">Redoc</text></svg>\n';
function withLocalLogo(script) {
  const local = script.replace(
    /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g,
    `${ROUTE}/${LOGO}`,
  );
  if (local.includes('cdn.redoc.ly'))
    throw new Error("Redoc's page asks cdn.redoc.ly for more than its logo");
  return local;
}

const work = mkdtempSync(join(tmpdir(), 'api-reference-'));
try {
  const rendered = join(work, 'index.html');
  const build = spawnSync(
    join(root, 'node_modules', '.bin', 'redocly'),
    [
      'build-docs',
      join(openapi, 'openapi.json'),
      '--config',
      join(openapi, 'redocly.yaml'),
      '--inlineBundle',
      '--title',
      'API reference · Illinois Taekwondo Association',
      '--output',
      rendered,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    process.exit(build.status ?? 1);
  }

  const out = join(dist, ...ROUTE.split('/').filter(Boolean));
  mkdirSync(out, { recursive: true });
  const page = readFileSync(rendered, 'utf8').replace(
    /<script([^>]*)>([\s\S]*?)<\/script>/g,
    (tag, attributes, body) => {
      if (/\bsrc=/.test(attributes)) {
        throw new Error(`Redocly's page loads a script from elsewhere: ${tag.slice(0, 200)}`);
      }
      const name = `reference-${createHash('sha256').update(body).digest('hex').slice(0, 12)}.js`;
      writeFileSync(join(out, name), withLocalLogo(body));
      return `<script${attributes} src="${ROUTE}/${name}"></script>`;
    },
  );
  writeFileSync(join(out, 'index.html'), page);
  writeFileSync(join(out, LOGO), LOGO_SVG);
  console.log(`API reference written to ${join(out, 'index.html')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
