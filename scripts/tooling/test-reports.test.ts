import { describe, expect, it } from 'vitest';
import { playwrightTotals, slowestFiles, vitestTotals } from './test-reports.ts';

// Trimmed from a real Playwright JSON report (retries: 1): one test passed, one failed on its
// first run and passed on the retry, one failed twice, one skipped.
const playwrightReport = {
  suites: [
    {
      title: 'menus.spec.ts',
      file: 'menus.spec.ts',
      specs: [
        {
          title: 'always fails',
          file: 'menus.spec.ts',
          line: 11,
          column: 1,
          tests: [{ projectName: 'chromium', status: 'unexpected' }],
        },
      ],
      suites: [
        {
          title: 'menus',
          file: 'menus.spec.ts',
          specs: [
            {
              title: 'opens on the second try',
              file: 'menus.spec.ts',
              line: 3,
              column: 3,
              tests: [{ projectName: 'chromium', status: 'flaky' }],
            },
            {
              title: 'always passes',
              file: 'menus.spec.ts',
              line: 6,
              column: 3,
              tests: [{ projectName: 'chromium', status: 'expected' }],
            },
            {
              title: 'skipped',
              file: 'menus.spec.ts',
              line: 9,
              column: 8,
              tests: [{ projectName: 'chromium', status: 'skipped' }],
            },
          ],
        },
      ],
    },
  ],
  stats: { expected: 1, skipped: 1, unexpected: 1, flaky: 1 },
};

describe('test reports', () => {
  it('Playwright: a test that passed only on its retry counts as passed and is named', () => {
    expect(playwrightTotals(playwrightReport)).toEqual({
      passed: 2,
      failed: 1,
      skipped: 1,
      flaky: ['[chromium] › menus.spec.ts:3:3 › menus › opens on the second try'],
    });
  });

  it.each([
    [1, [{ file: 'menus.spec.ts', seconds: 9 }]],
    [
      5,
      [
        { file: 'menus.spec.ts', seconds: 9 },
        { file: 'a.spec.ts', seconds: 2 },
        { file: 'b.spec.ts', seconds: 2 },
      ],
    ],
  ])('Playwright: the %i slowest files by test-seconds, retries counted', (count, expected) => {
    const timed = (file: string, ...durations: number[]) => ({
      title: file,
      specs: [
        {
          title: 't',
          file,
          line: 1,
          column: 1,
          tests: [
            { projectName: 'chromium', status: 'expected', results: durations.map((duration) => ({ duration })) },
          ],
        },
      ],
    });
    const report = {
      suites: [
        timed('b.spec.ts', 2100),
        { ...timed('menus.spec.ts', 3000, 2600), suites: [timed('menus.spec.ts', 3400)] },
        timed('a.spec.ts', 1600),
      ],
      stats: { expected: 4, skipped: 0, unexpected: 0, flaky: 0 },
    };
    expect(slowestFiles(report, count)).toEqual(expected);
  });

  it('Vitest: todo tests count as skipped, and nothing is flaky', () => {
    const report = { numPassedTests: 7, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 };
    expect(vitestTotals(report)).toEqual({ passed: 7, failed: 1, skipped: 3, flaky: [] });
  });
});
