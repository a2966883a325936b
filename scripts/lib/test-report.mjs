// Sums the JSON reports of the test runners into the closing 'N passed, N failed' line (scripts/test.mjs).

/**
 * Sums one Vitest JSON report. A file that failed outside its tests (a beforeAll that threw, an import
 * error) lists its tests as skipped and no failed assertion: it counts as one failure, not as skips.
 */
export function countVitest(report, into) {
  into.passed += report.numPassedTests;
  into.failed += report.numFailedTests;
  into.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) into.failed += 1;
  }
}

/** Sums one Playwright JSON report; errors outside any test (a global setup, the web server) count as failures. */
export function countPlaywright(report, into) {
  const s = report.stats;
  into.passed += s.expected + (s.flaky ?? 0);
  into.failed += s.unexpected + (report.errors?.length ?? 0);
  into.skipped += s.skipped;
}
