import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { BUILD_DEFINES } from './vite.config.ts';
import { mockSeed } from './scripts/lib/mock-seed-plugin.ts';

// Unit and component tests: jsdom, the shared MSW server (mocks/node.ts) and one setup file.
export default defineConfig({
  plugins: [react(), mockSeed()],
  resolve: { tsconfigPaths: true },
  define: BUILD_DEFINES('test'),
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'deploy/**/*.test.ts',
      'mocks/**/*.test.ts',
      'scripts/**/*.test.ts',
      'e2e/idp/**/*.test.ts',
    ],
    // scripts/dist tests inspect the builds: vitest.dist.config.ts runs them after `npm run build`.
    exclude: ['scripts/dist/**', '**/node_modules/**'],
    setupFiles: ['./src/testing/setup.ts'],
    // Budgets for a loaded machine (TEST-02): both cores busy with other work make a component test
    // several times slower. Waits are for conditions, so a passing test never waits for these.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
    restoreMocks: true,
    unstubGlobals: true,
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
  },
});
