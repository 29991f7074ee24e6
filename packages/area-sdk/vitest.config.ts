import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'area-sdk',
    environment: 'jsdom',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'frame/**/*.test.{ts,tsx}'],
  },
});
