// `npm test`: lint, type checks, a build of the emulator site, then every jest project
// (domain, API, web components, rules, integration, browser) under one emulators:exec.
import { firebaseBin, prepareEmulators, projectId, run } from './lib/toolchain.mjs';

const env = prepareEmulators();
const step = (title) => console.log(`\n=== ${title} ===`);

step('Lint (ESLint + Prettier)');
run('npm', ['run', 'lint'], { env });
step('Type check');
run('npm', ['run', 'typecheck'], { env });
step('Benchmark script tests (node:test)');
run('npm', ['run', 'test:bench'], { env });
step('Build (emulator mode)');
run('npm', ['run', 'build:emulator'], { env });
step('Tests under the emulator suite');
const jestArgs = ['jest', '--ci', ...process.argv.slice(2)].join(' ');
run(
  firebaseBin,
  ['emulators:exec', '--project', projectId, '--import', 'emulator-data', `npx ${jestArgs}`],
  { env },
);
