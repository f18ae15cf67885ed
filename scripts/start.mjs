// `npm start`: install what is missing, build, and run the whole site on the emulator
// suite with the committed demo data.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { writeEmulatorConfig } from './lib/emulator-config.mjs';
import {
  demoSuiteArgs,
  firebaseBin,
  prepareEmulators,
  projectId,
  root,
  run,
} from './lib/toolchain.mjs';

const env = prepareEmulators();
console.log('Building functions and web...');
run('npm', ['run', 'build:emulator'], { env });

const siteUrl = 'http://127.0.0.1:5000';
const emulators = spawn(firebaseBin, ['emulators:start', ...demoSuiteArgs(writeEmulatorConfig())], {
  cwd: root,
  env,
  stdio: ['inherit', 'pipe', 'inherit'],
});

let announced = false;
emulators.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && chunk.toString().includes('All emulators ready')) {
    announced = true;
    // The year-two demo (due, lapsed, a family due) is dated from today, then announced.
    const redate = spawn('node', [join(root, 'scripts', 'seed', 'redate-renewal-demo.mjs')], {
      cwd: root,
      env: { ...env, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', GCLOUD_PROJECT: projectId },
      stdio: 'inherit',
    });
    redate.on('exit', announce);
  }
});
emulators.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => emulators.kill(signal));
}

function announce() {
  const accounts = JSON.parse(readFileSync(join(root, 'scripts', 'demo-accounts.json'), 'utf8'));
  const width = Math.max(...accounts.map((a) => a.email.length));
  const passwordWidth = Math.max(...accounts.map((a) => a.password.length));
  console.log(`\n  The site is running at ${siteUrl}\n`);
  console.log('  Demo sign-ins (email, password, who):');
  for (const account of accounts) {
    const password = account.password.padEnd(passwordWidth);
    console.log(`    ${account.email.padEnd(width)}  ${password}  ${account.description}`);
  }
  console.log('\n  Press Ctrl+C to stop.\n');
}
