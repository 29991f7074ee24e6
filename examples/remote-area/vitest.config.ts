import { defineConfig } from 'vitest/config';

// The area's tests (`npm test`): components on the SDK's harness, and the build test.
export default defineConfig({
  test: {
    name: 'customer-insights',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build.test.ts', 'readme.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
