import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'example-remote-area',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
