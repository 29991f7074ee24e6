import { defineConfig } from 'vitest/config';

// Checks over the production build in dist/ (run after `npm run build`).
export default defineConfig({
  // `@/…` for the route table the area checks compare with.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['scripts/dist/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/dist.json' }]],
  },
});
