// Writes the admin search's tokens on records stored before the API wrote them (accounts,
// memberships, clubs, event entries), a page at a time; records that hold them already are
// left alone.
//
//   npm run backfill-search-tokens -- --project <id>   a real project: application default
//                                                       credentials
//   npm run backfill-search-tokens -- --emulator       the local emulators (demo-iltkd)
//
// It builds the functions workspace first: the tokens come from its compiled domain module,
// the same code the API runs.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

import { backfillSearchTokens } from './lib/search-token-backfill.mjs';
import { run } from './lib/toolchain.mjs';

// firebase-admin is a dependency of the functions workspace.
const require = createRequire(new URL('../functions/package.json', import.meta.url));
const { applicationDefault, initializeApp } = require('firebase-admin/app');
const { getFirestore } = require('firebase-admin/firestore');

const { values } = parseArgs({
  options: { emulator: { type: 'boolean', default: false }, project: { type: 'string' } },
});
if (values.emulator) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
const projectId =
  values.project ?? process.env.GCLOUD_PROJECT ?? (emulated ? 'demo-iltkd' : undefined);
if (!projectId) {
  console.error('Say which project: --project <id>, or --emulator.');
  process.exit(2);
}

run('npm', ['run', 'build', '-w', 'functions']);
const { searchTokens } = await import('../functions/lib/domain/search-text.js');
const app = initializeApp(
  emulated ? { projectId } : { projectId, credential: applicationDefault() },
);
const written = await backfillSearchTokens(getFirestore(app), searchTokens);
console.log(`Search tokens written in ${projectId}${emulated ? ' (emulator)' : ''}:`, written);
