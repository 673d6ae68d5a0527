export type RunnerTotals = { passed: number; failed: number; skipped: number; flaky: string[] };
export function vitestTotals(report: unknown): RunnerTotals;
export function playwrightTotals(report: unknown): RunnerTotals;
