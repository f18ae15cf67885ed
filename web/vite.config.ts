import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

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

export default defineConfig(({ mode }) => ({
  plugins: [react(), runtimeConfig(mode === 'emulator' ? 'emulator' : 'production')],
  resolve: {
    alias: { '@domain': resolve(__dirname, '../functions/src/domain') },
  },
  server: { proxy: { '/api/v1': 'http://127.0.0.1:5000' } },
  build: { target: 'es2022', sourcemap: true },
}));
