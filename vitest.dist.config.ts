import { defineConfig } from 'vitest/config';

// Checks over the production build in dist/ (run after `npm run build`).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['scripts/dist/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/dist.json' }]],
  },
});
