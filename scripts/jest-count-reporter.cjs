// Writes this package's pass/fail counts to reports/<name>.json so the root test script can sum them, with
// the package's wall time and each suite's time (the run's summary lists the slowest suites).
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  constructor(_globalConfig, options) {
    this.name = options.name;
  }
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_REPORT_DIR || path.join(__dirname, '..', 'reports');
    fs.mkdirSync(dir, { recursive: true });
    const failedSuites =
      results.numFailedTestSuites - results.numFailedTests > 0 ? results.numRuntimeErrorTestSuites : 0;
    fs.writeFileSync(
      path.join(dir, `${this.name}.json`),
      JSON.stringify({
        name: this.name,
        passed: results.numPassedTests,
        failed: results.numFailedTests + failedSuites,
        skipped: results.numPendingTests + results.numTodoTests,
        seconds: (Date.now() - results.startTime) / 1000,
        suites: results.testResults.map((r) => ({
          file: path.relative(path.join(__dirname, '..'), r.testFilePath),
          seconds: (r.perfStats.end - r.perfStats.start) / 1000,
        })),
      }),
    );
  }
}
module.exports = CountReporter;
