import { existsSync, readFileSync } from 'node:fs';

export type Counts = { passed: number; failed: number; skipped: number };

/** Counts from a vitest JSON report (`--reporter=json`). */
export const vitestCounts = (report: {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
}): Counts => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
});

/** Counts from a Playwright JSON report; a flaky test passed on retry but still counts as failed. */
export const playwrightCounts = (report: {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}): Counts => ({
  passed: report.stats.expected,
  failed: report.stats.unexpected + report.stats.flaky,
  skipped: report.stats.skipped,
});

/** Reads a report if the runner wrote one; a missing report counts nothing. */
export function readCounts(path: string, kind: 'vitest' | 'playwright'): Counts {
  if (!existsSync(path)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return kind === 'vitest' ? vitestCounts(report) : playwrightCounts(report);
}

export const addCounts = (a: Counts, b: Counts): Counts => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
});
