// Writes this package's pass/fail counts to reports/<name>.json so the root test script can sum them, with
// the package's wall time, each suite's time (the run's summary lists the slowest suites) and each failed
// test with the first lines of its failure (the summary repeats them, so a CI log names them at its end).
const fs = require('node:fs');
const path = require('node:path');

const rel = (file) => path.relative(path.join(__dirname, '..'), file);
/** A failure's first lines, without colour codes: enough to name the cause in the run's summary. */
const firstLines = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' | ')
    .slice(0, 600);

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
        failures: results.testResults.flatMap((r) => [
          ...(r.testExecError
            ? [
                {
                  file: rel(r.testFilePath),
                  test: '(the file)',
                  message: firstLines(r.testExecError.message),
                },
              ]
            : []),
          ...r.testResults
            .filter((t) => t.status === 'failed')
            .map((t) => ({
              file: rel(r.testFilePath),
              test: t.fullName,
              message: firstLines(t.failureMessages.join('\n')),
            })),
        ]),
        suites: results.testResults.map((r) => ({
          file: path.relative(path.join(__dirname, '..'), r.testFilePath),
          seconds: (r.perfStats.end - r.perfStats.start) / 1000,
        })),
      }),
    );
  }
}
module.exports = CountReporter;
