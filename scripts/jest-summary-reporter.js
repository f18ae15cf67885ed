// Ends the run with the plain 'N passed, N failed' line that CI reads.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    console.log(`\n${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped`);
  }
}
module.exports = SummaryReporter;
