// `npm run seed`: writes the deterministic demo dataset into fresh Auth and Firestore
// emulators and exports it to emulator-data/, which `npm start` and `npm test` import.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

import { firebaseBin, prepareEmulators, projectId, root, run } from './lib/toolchain.mjs';

const env = prepareEmulators();
// The seed writes its data through the compiled domain module (functions/lib/domain).
run('npm', ['run', 'build', '-w', 'functions'], { env });
rmSync(join(root, 'emulator-data'), { recursive: true, force: true });
run(
  firebaseBin,
  [
    'emulators:exec',
    '--project',
    projectId,
    '--only',
    'auth,firestore',
    '--export-on-exit',
    'emulator-data',
    'node scripts/seed/write-demo-data.mjs',
  ],
  { env },
);
console.log('Demo data exported to emulator-data/.');
