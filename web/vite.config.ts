import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    precompiledMessages(),
    react(),
    ...(isSsrBuild ? [] : [runtimeConfig(mode === 'emulator' ? 'emulator' : 'production')]),
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
        sourcemap: true,
        manifest: true,
        rolldownOptions: {
          output: {
            // The entry (src/main.tsx) imports five layers one after another, each one
            // chunk, so that each is evaluated in a task of its own and a page's first load
            // is a few requests, not dozens of small shared chunks (each a round trip on a
            // phone). Each group takes its modules' dependencies along, minus those a
            // group of higher priority took.
            codeSplitting: {
              groups: [
                // What the entry itself runs (Vite's helper for dynamic imports, the main
                // thread scheduling) stays apart: the later layers use it too, and it must
                // not pull one of them in ahead of the first paint.
                {
                  name: 'boot',
                  test: /vite[\\/]preload-helper|src[\\/]lib[\\/]scheduling[\\/]/,
                  priority: 4,
                },
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 3,
                },
                {
                  name: 'styles',
                  test: /(node_modules[\\/](@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming))[\\/]|node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]|src[\\/]config[\\/]theme\.ts$)/,
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
