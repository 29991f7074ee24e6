/**
 * `npm test`: everything CI runs, cheapest first, stopping at the first failure; the runner
 * (prerequisites first, TEST-05; each step's time; `N passed, N failed` last) is
 * tools/testing/suite-run.ts.
 */
import { runSuite, type Step } from '../tools/testing/suite-run.ts';

/**
 * In order; an array is a group whose steps run at the same time. The SDK is built once, first: the
 * lint, the type check and the packages' tests read its output. (The gates together took as long as
 * one after another: each keeps both cores busy on its own.)
 */
const STEPS: (Step | Step[])[] = [
  { script: 'build:sdk' },
  { script: 'lint:check' },
  { script: 'typecheck' },
  { script: 'generate:check' },
  { script: 'contract:lint' },
  { script: 'test:unit', report: { path: 'reports/unit.json', kind: 'vitest' } },
  // The two builds write dist/ and dist-mock/ only; the packages' tests and the contract tools' pack
  // build in their own folders.
  [
    { script: 'test:packages:run', report: { path: 'reports/packages.json', kind: 'vitest' } },
    { script: 'test:pack', report: { path: 'reports/pack.json', kind: 'vitest' } },
    { script: 'build' },
    { script: 'build:mock' },
  ],
  { script: 'test:build', report: { path: 'reports/dist.json', kind: 'vitest' } },
  { script: 'perf:size' },
  { script: 'e2e', report: { path: 'reports/e2e.json', kind: 'playwright' } },
];

process.exit(await runSuite(STEPS));
