// Counts the memberships stored before the board dashboard's club counters existed
// (clubMemberCounts/{clubId}, kept by the clubMemberCount trigger from then on): each
// membership is looked at once, a page at a time. Safe to run again, and while the trigger runs.
//
//   npm run backfill-club-member-counts -- --project <id>   a real project: application
//                                                            default credentials
//   npm run backfill-club-member-counts -- --emulator       the local emulators (demo-iltkd)
//
// It builds the functions workspace first: the counting is the trigger's own compiled code.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

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
// Compiled by the build above (functions/lib is not in the repository).
// eslint-disable-next-line import-x/no-unresolved
const { clubMemberCounts } = await import('../functions/lib/triggers/club-member-counts.js');
const app = initializeApp(
  emulated ? { projectId } : { projectId, credential: applicationDefault() },
);
const seen = await clubMemberCounts(getFirestore(app)).backfill();
console.log(`Club member counts checked in ${projectId}${emulated ? ' (emulator)' : ''}:`, seen);
