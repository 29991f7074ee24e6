import { defineConfig } from 'vitest/config';

// Budgets for a loaded 2-core machine: the manifest derivation parses all of src/, the lint tests run oxlint.
export default defineConfig({
  test: {
    name: 'contract-tools',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
