// Ends the run with the plain 'N passed, N failed' line that CI reads, after where the time
// went: each project's total and the slowest files, also written to test-results/timings.json
// (timings-<stream>.json under scripts/jest-streams.mjs) so a slow suite can be found
// before it is guessed at.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const SLOWEST = 12;

/** Per-project totals and the slowest files, from [{ project, file, seconds }]. */
function summariseTimings(files) {
  const projects = new Map();
  for (const { project, seconds } of files) {
    const total = projects.get(project) ?? { project, files: 0, seconds: 0 };
    total.files += 1;
    total.seconds += seconds;
    projects.set(project, total);
  }
  return {
    projects: [...projects.values()].sort((a, b) => b.seconds - a.seconds),
    slowest: [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST),
  };
}

const seconds = (value) => `${value.toFixed(1)} s`.padStart(9);

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.files = [];
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats;
    this.files.push({
      project: test.context.config.displayName?.name ?? 'default',
      file: result.testFilePath.slice(this.rootDir.length + 1),
      seconds: Math.max(0, end - start) / 1000,
    });
  }

  onRunComplete(_contexts, results) {
    const { projects, slowest } = summariseTimings(this.files);
    const wall = (Date.now() - results.startTime) / 1000;
    console.log(
      `\nWhere the time went (${wall.toFixed(0)} s of wall time; files overlap across workers):`,
    );
    for (const p of projects) console.log(`${seconds(p.seconds)}  ${p.project} (${p.files} files)`);
    console.log('Slowest files:');
    for (const f of slowest) console.log(`${seconds(f.seconds)}  ${f.project}  ${f.file}`);
    const dir = join(this.rootDir, 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `timings${process.env.JEST_STREAM ? `-${process.env.JEST_STREAM}` : ''}.json`),
      `${JSON.stringify({ wallSeconds: wall, projects, files: this.files }, null, 2)}\n`,
    );

    const skipped = results.numPendingTests + results.numTodoTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    console.log(`\n${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped`);
  }
}
module.exports = SummaryReporter;
module.exports.summariseTimings = summariseTimings;
