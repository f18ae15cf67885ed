// What a backfill script works on: the Firestore of the project named on its command line
// (`--project <id>`, with application default credentials) or of the local emulators
// (`--emulator`, demo-iltkd). The functions workspace is built first, so the script runs
// the same compiled code the API and triggers run.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

import { run } from './toolchain.mjs';

// firebase-admin is a dependency of the functions workspace.
const require = createRequire(new URL('../../functions/package.json', import.meta.url));

/** The target's Firestore and a label naming it, after the functions build. */
export function backfillTarget() {
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
  const { applicationDefault, initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  const app = initializeApp(
    emulated ? { projectId } : { projectId, credential: applicationDefault() },
  );
  return { db: getFirestore(app), label: `${projectId}${emulated ? ' (emulator)' : ''}` };
}
