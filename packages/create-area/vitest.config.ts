import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'create-area', environment: 'node', include: ['src/**/*.test.ts'] },
});
