// What `npm test` reads from each runner's JSON report: the totals, and by name the browser tests
// that passed only on a retry. Playwright retries a failed test once in CI (playwright.config.ts);
// a pass on the retry counts as passed, but a test that needs it is named so it gets looked at.

export type RunnerTotals = { passed: number; failed: number; skipped: number; flaky: string[] };

/** The fields read from Vitest's report. */
type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };

/** The fields read from Playwright's report: nested suites of specs, and the run's counts. */
type PlaywrightSuite = {
  title: string;
  specs?: {
    file: string;
    line: number;
    column: number;
    title: string;
    tests: { status: string; projectName: string; results?: { duration: number }[] }[];
  }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  suites?: PlaywrightSuite[];
  stats: { expected: number; flaky: number; unexpected: number; skipped: number };
};

/** Vitest's JSON report (Jest's format): passed, failed, skipped. */
export function vitestTotals(json: unknown): RunnerTotals {
  const report = json as VitestReport;
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
export function playwrightTotals(json: unknown): RunnerTotals {
  const report = json as PlaywrightReport;
  const flaky: string[] = [];
  const visit = (suite: PlaywrightSuite, describes: string[]) => {
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

/**
 * The browser test files that took longest, as test-seconds (every run of every test, retries
 * included, summed per file; the workers run side by side, so these add up to more than the step):
 * where to look first when the browser step grows. Longest first, at most `count`.
 */
export function slowestFiles(json: unknown, count: number): { file: string; seconds: number }[] {
  const report = json as PlaywrightReport;
  const milliseconds = new Map<string, number>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results ?? [])
          milliseconds.set(spec.file, (milliseconds.get(spec.file) ?? 0) + result.duration);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const file of report.suites ?? []) visit(file);
  return [...milliseconds]
    .map(([file, total]) => ({ file, seconds: Math.round(total / 1000) }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))
    .slice(0, count);
}
