import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { verifyFiles, type ManifestChunk } from '../scripts/lib/verify-precache.mjs';

/** The runtime configuration is a file served at /config/env.json, chosen by build mode. */
function runtimeConfig(mode: string): Plugin {
  const source = resolve(__dirname, 'env', `${mode}.json`);
  return {
    name: 'runtime-config',
    apply: 'build',
    closeBundle() {
      if (!existsSync(source)) {
        throw new Error(`Missing ${source}: copy env/production.example.json and fill it in.`);
      }
      mkdirSync(resolve(__dirname, 'dist', 'config'), { recursive: true });
      copyFileSync(source, resolve(__dirname, 'dist', 'config', 'env.json'));
    },
  };
}

/** `vite` dev server: serve the emulator configuration at the same address. */
function devRuntimeConfig(): Plugin {
  return {
    name: 'dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config/env.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(readFileSync(resolve(__dirname, 'env', 'emulator.json')));
      });
    },
  };
}

/**
 * Message catalogues are compiled to ICU ASTs at build time, so the browser needs no
 * message parser (react-intl then runs with the parser-free build).
 */
function precompiledMessages(): Plugin {
  const catalogue = /[\\/]src[\\/]i18n[\\/](en|es)[\\/][^\\/]+\.json$/;
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (!catalogue.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, parse(text)]),
      );
      return JSON.stringify(compiled);
    },
  };
}

/**
 * The theme (src/config/theme.ts) uses no CSS variables and no colour schemes, so MUI's
 * builder and provider for CSS-variable themes never run; createTheme and ThemeProvider
 * still import them, which costs every page ~7 KB of compressed JavaScript and the
 * provider's setup on load. They resolve to stand-ins that fail loudly if a theme ever
 * asks for them (the theme's unit test checks it does not).
 */
function muiWithoutCssVariables(): Plugin {
  const cssVariablesModule =
    /node_modules[\\/]@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
  const unsupported = (what: string) =>
    `() => { throw new Error('${what}: this app is built without MUI CSS-variable themes (vite.config.ts)'); }`;
  return {
    name: 'mui-without-css-variables',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      const match = cssVariablesModule.exec(id);
      if (!match) return null;
      if (match[1] === 'createThemeWithVars') {
        return [
          `export default ${unsupported('createThemeWithVars')};`,
          `export const createGetCssVar = ${unsupported('createGetCssVar')};`,
        ].join('\n');
      }
      return [
        'CssVarsProvider',
        'useColorScheme',
        'getInitColorSchemeScript',
        'Experimental_CssVarsProvider',
      ]
        .map((name) => `export const ${name} = ${unsupported(name)};`)
        .join('\n');
    },
  };
}

/**
 * React Router ships one module whose unused components (framework mode's links, forms and
 * route prefetching: about 3 KB compressed) survive tree-shaking, because it creates them
 * with top-level forwardRef, memo and createContext calls that carry no pure annotation,
 * then names each one for React's developer tools. The calls have no side effects and the
 * names show only in development: marked pure and without the names, what the app does not
 * use goes.
 */
function reactRouterPureCalls(): Plugin {
  const reactRouterDist = /node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
  return {
    name: 'react-router-pure-calls',
    apply: 'build',
    transform(code, id) {
      if (!reactRouterDist.test(id)) return null;
      return {
        code: code
          .replace(
            /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
            '$1/* @__PURE__ */ $2',
          )
          .replace(/^\w+\.displayName = "\w+";$/gm, ''),
        map: null,
      };
    },
  };
}

/**
 * MUI's ButtonBase (every button, link-button and icon button) imports its ripple, which
 * no page needs to render: MUI mounts it at the first press. Resolved to a stand-in that
 * loads it then (src/lib/mui/touch-ripple-on-demand.tsx), it leaves the first load of
 * every page.
 */
function muiTouchRippleOnDemand(): Plugin {
  const buttonBase = /node_modules[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/;
  const onDemand = resolve(__dirname, 'src/lib/mui/touch-ripple-on-demand.tsx');
  return {
    name: 'mui-touch-ripple-on-demand',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === './TouchRipple.mjs' && importer && buttonBase.test(importer)) return onDemand;
      return null;
    },
  };
}

/**
 * reactfire ships one module for every Firebase product, and its top-level code keeps the
 * Realtime Database, Storage, Functions and Remote Config SDKs it imports (about 48 KB
 * compressed) in the chunk of every page that reads Firestore. The app uses its Firestore
 * hooks only (ESLint allows no others), so reactfire's imports of those SDKs resolve to
 * stand-ins that fail loudly if ever called.
 */
function reactfireWithoutUnusedSdks(): Plugin {
  const reactfire = /node_modules[\\/]reactfire[\\/]/;
  const unusedSdk = /^firebase\/(database|functions|remote-config|storage)$/;
  const prefix = '\0unused-sdk:';
  return {
    name: 'reactfire-without-unused-sdks',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!unusedSdk.test(source) || !importer || !reactfire.test(importer)) return null;
      return `${prefix}${source}|${importer}`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const [sdk, importer] = id.slice(prefix.length).split('|') as [string, string];
      const imported = new RegExp(`import \\{([^}]*)\\} from "${sdk}"`).exec(
        readFileSync(importer, 'utf8'),
      );
      const bindings = imported?.[1];
      if (!bindings) throw new Error(`reactfire no longer imports named bindings of ${sdk}`);
      return bindings
        .split(',')
        .map((binding) => binding.trim().split(/\s+as\s+/)[0])
        .map(
          (name) =>
            `export const ${name} = () => { throw new Error('${sdk} is not bundled (vite.config.ts)'); };`,
        )
        .join('\n');
    },
  };
}

/**
 * V8 compiles a function the first time it is called, on the main thread, inside whatever
 * task called it. A file that starts with `//# allFunctionsCalledOnLoad` (explicit compile
 * hints, Chrome 136+) is compiled whole on a background thread as it streams in. Only for
 * what a page runs at once: the entry's layers and the Firebase SDK of the signed-in pages
 * (traces of /my-account: its longest tasks 21-31 ms, then 14-23 ms).
 */
function eagerCompileHints(): Plugin {
  const layers = new Set(['react', 'styles', 'libraries', 'layout', 'shell']);
  const sdk = /node_modules[\\/]@firebase[\\/](app|auth|firestore)[\\/]/;
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'eager-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (!layers.has(chunk.name) && !chunk.moduleIds.some((id) => sdk.test(id))) continue;
        chunk.code = hint + chunk.code;
        // The source map's lines move down by the one the hint takes.
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const json = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        } else if (chunk.map) {
          chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      }
    },
  };
}

/**
 * The card checker (/verify) works with no connection after one online visit: a service
 * worker, registered by that page only (src/features/verify-card/register-service-worker.ts)
 * and scoped to /verify, keeps its app shell. The prerenderer later writes dist/index.html
 * over with the home page, so the plain shell is kept first as verify-shell.html, which the
 * worker serves for /verify (the page renders client-side, as signed-in pages do anyway).
 */
const VERIFY_SHELL = 'verify-shell.html';

// The client build's output directory, as Vite resolved it.
let outDir = resolve(__dirname, 'dist');

function verifyShell(): Plugin {
  return {
    name: 'verify-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      copyFileSync(resolve(outDir, 'index.html'), resolve(outDir, VERIFY_SHELL));
    },
  };
}

/** The runtime configuration's revision for the checker's precache: a hash of its content. */
function runtimeConfigHash(mode: string): string {
  const source = resolve(
    __dirname,
    'env',
    `${mode === 'emulator' ? 'emulator' : 'production'}.json`,
  );
  const text = existsSync(source) ? readFileSync(source) : '';
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function verifyServiceWorker(mode: string): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    // Registered by the /verify page itself: nothing is added to index.html.
    injectRegister: false,
    manifest: false,
    filename: 'verify-sw.js',
    scope: '/verify',
    workbox: {
      globPatterns: [VERIFY_SHELL, 'favicon.svg', 'assets/**/*.{js,css,woff,woff2,svg,png,jpg}'],
      manifestTransforms: [
        (entries) => {
          const manifest = JSON.parse(
            readFileSync(resolve(outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as Record<string, ManifestChunk>;
          const routeTable = readFileSync(resolve(__dirname, 'src/app/routes.tsx'), 'utf8');
          const needed = verifyFiles(manifest, routeTable);
          return {
            manifest: entries.filter(
              (entry) => !entry.url.startsWith('assets/') || needed.has(entry.url),
            ),
            warnings: [],
          };
        },
      ],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Hashed file names already change with their content.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: `/${VERIFY_SHELL}`,
      navigateFallbackAllowlist: [/^\/verify(?:[/?#]|$)/],
      // The runtime configuration (public: the API's address, the Firebase project), which
      // the shell loads first. No API answer is ever cached: the page keeps the keys and the
      // revocation list in IndexedDB.
      additionalManifestEntries: [{ url: '/config/env.json', revision: runtimeConfigHash(mode) }],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      sourcemap: false,
    },
  });
}

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    precompiledMessages(),
    muiWithoutCssVariables(),
    muiTouchRippleOnDemand(),
    reactRouterPureCalls(),
    reactfireWithoutUnusedSdks(),
    react(),
    ...(isSsrBuild
      ? []
      : [
          runtimeConfig(mode === 'emulator' ? 'emulator' : 'production'),
          eagerCompileHints(),
          verifyShell(),
          ...(command === 'build' ? verifyServiceWorker(mode) : []),
        ]),
    devRuntimeConfig(),
  ],
  resolve: {
    alias: [
      { find: '@domain', replacement: resolve(__dirname, '../functions/src/domain') },
      // MUI calls emotion's styled(tag, options) and nothing else; the full package also
      // builds a shortcut (styled.div and the like) for each of ~130 HTML tags on load.
      { find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' },
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
  },
  server: { proxy: { '/api/v1': 'http://127.0.0.1:5000' } },
  // The prerenderer (src/entry-server.tsx, built with --ssr) bundles emotion so its styles
  // are extracted with the same instance the pages render with.
  ssr: { noExternal: ['@emotion/*', '@mui/*'] },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true }
    : {
        target: 'es2022',
        // A lazy chunk's dependencies are left to the browser's module loader: Vite's helper
        // added a <link rel=modulepreload> for each of them in one task (13-38 ms in traces
        // of the signed-in pages, four times that on a phone), for chunks that a returning
        // member has cached. A prerendered page's own chunks are preloaded by src/main.tsx.
        modulePreload: false,
        sourcemap: true,
        manifest: true,
        rolldownOptions: {
          // CommonJS helpers that emotion and MUI import only for development checks go when
          // nothing uses them.
          treeshake: {
            moduleSideEffects: [
              {
                test: /node_modules[\\/](hoist-non-react-statics|prop-types|react-is)[\\/]/,
                sideEffects: false,
              },
            ],
          },
          output: {
            // The entry (src/main.tsx) imports five layers one after another, each one
            // chunk, so that each is evaluated in a task of its own and a page's first load
            // is a few requests, not dozens of small shared chunks (each a round trip on a
            // phone). Each group takes its modules' dependencies along, minus those a
            // group of higher priority took.
            codeSplitting: {
              groups: [
                // What the entry itself runs (Vite's helper for dynamic imports, the main
                // thread scheduling, the first use of Intl, the early clicks and the checks
                // of a stored session and language) stays apart: the later layers use it
                // too, and it must not pull one of them in ahead of the first paint.
                {
                  name: 'boot',
                  test: /vite[\\/]preload-helper|src[\\/]lib[\\/]scheduling[\\/]|src[\\/]i18n[\\/](load-locale-data|locales)\.ts$|src[\\/]app[\\/]early-input\.ts$|src[\\/]lib[\\/]session[\\/]session-(user|snapshots)\.ts$/,
                  priority: 4,
                },
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 3,
                },
                {
                  name: 'styles',
                  test: /src[\\/]app[\\/]styles-layer\.ts$/,
                  priority: 2,
                },
                {
                  name: 'libraries',
                  test: /node_modules[\\/](react-router|react-intl|@formatjs|intl-messageformat)[\\/]|src[\\/]app[\\/]libraries-layer\.ts$/,
                  priority: 2,
                },
                // The page layout (header, footer, navigation) and the MUI components it
                // renders, apart from the app's own code (routes, configuration, session).
                {
                  name: 'layout',
                  test: /src[\\/]components[\\/]layout[\\/]layout\.tsx$/,
                  priority: 1.5,
                },
                { name: 'shell', test: /src[\\/]app[\\/]start\.tsx$/, priority: 1 },
              ],
            },
          },
        },
      },
}));
