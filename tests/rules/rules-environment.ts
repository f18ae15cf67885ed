import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';

/**
 * firestore.rules loaded into the running Firestore emulator for a project of the suite's
 * own, so clearing it never touches another suite's data. Loading the rules also resets the
 * emulator's coverage report for that project.
 */
export function rulesTestEnvironment(projectId: string) {
  // Denied reads and writes are the point of these suites; the SDK would log each one.
  setLogLevel('error');
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(join(__dirname, '..', '..', 'firestore.rules'), 'utf8'),
    },
  });
}
