// What `npm test` reads from each runner's JSON report: the totals, and by name the browser tests
// that passed only on a retry. Playwright retries a failed test once in CI (playwright.config.ts);
// a pass on the retry counts as passed, but a test that needs it is named so it gets looked at.

/** Vitest's JSON report (Jest's format): passed, failed, skipped. */
export function vitestTotals(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    flaky: [],
  };
}

/**
 * Playwright's JSON report: passed (a flaky test, failed then passed on its retry, among them),
 * failed, skipped, and each flaky test named as Playwright's list reporter names it:
 * `[chromium] › menus.spec.ts:12:3 › menus › a panel opens on hover`.
 */
export function playwrightTotals(report) {
  const flaky = [];
  const visit = (suite, describes) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'flaky')
          flaky.push(
            [`[${test.projectName}]`, `${spec.file}:${spec.line}:${spec.column}`, ...describes, spec.title].join(' › '),
          );
    // The top-level suites are files; the ones inside them are describe blocks.
    for (const child of suite.suites ?? []) visit(child, [...describes, child.title]);
  };
  for (const file of report.suites ?? []) visit(file, []);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    flaky,
  };
}
