import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'dev-portal', environment: 'node', isolate: false, include: ['src/**/*.test.ts'] },
});
