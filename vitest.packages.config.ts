import { defineConfig } from 'vitest/config';

/**
 * The workspaces' own tests (`packages/*`, `examples/*`), each with its package's vitest config, in
 * one run with one report: `npm test` runs them after the portal's unit tests.
 */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts'],
    passWithNoTests: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'reports/packages.json' }]],
  },
});
