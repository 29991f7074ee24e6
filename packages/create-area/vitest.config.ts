import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'create-area', environment: 'node', isolate: false, include: ['src/**/*.test.ts'] },
});
