// `npm test`: lint, type checks, a build of the emulator site, then every jest project
// (domain, API, web components, rules, integration, browser) under one emulators:exec,
// the browser journeys beside the rest (scripts/jest-streams.mjs).
import { writeEmulatorConfig } from './lib/emulator-config.mjs';
import { firebaseBin, prepareEmulators, projectId, run } from './lib/toolchain.mjs';

const env = prepareEmulators();
// How long each step took, printed at the end so a slow step is seen, not guessed at.
const steps = [];
const step = (title) => {
  steps.push({ title, started: Date.now() });
  console.log(`\n=== ${title} ===`);
};

step('Lint (ESLint + Prettier)');
run('npm', ['run', 'lint'], { env });
step('Lint the OpenAPI document (Redocly, recommended rules)');
run('npm', ['run', 'lint:openapi'], { env });
step('Type check');
run('npm', ['run', 'typecheck'], { env });
step('Script tests (node:test)');
run('npm', ['run', 'test:scripts'], { env });
step('Build (emulator mode)');
run('npm', ['run', 'build:emulator'], { env });
step('Tests under the emulator suite');
const jestArgs = process.argv.slice(2).join(' ');
run(
  firebaseBin,
  [
    'emulators:exec',
    '--config',
    writeEmulatorConfig(),
    '--project',
    projectId,
    '--import',
    'emulator-data',
    // The year-two demo is dated from today first (scripts/seed/renewal-demo.mjs).
    `node scripts/seed/redate-renewal-demo.mjs && node scripts/jest-streams.mjs ${jestArgs}`,
  ],
  { env },
);
steps.push({ title: 'end', started: Date.now() });
console.log('\nSteps of npm test:');
for (let i = 0; i < steps.length - 1; i++) {
  const seconds = (steps[i + 1].started - steps[i].started) / 1000;
  console.log(`${seconds.toFixed(0).padStart(6)} s  ${steps[i].title}`);
}
