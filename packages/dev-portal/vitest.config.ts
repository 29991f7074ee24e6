import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'dev-portal', environment: 'node', include: ['src/**/*.test.ts'] },
});
