import { defineConfig } from 'vitest/config';

// Checks over the production build in dist/ (run after `npm run build`).
export default defineConfig({
  // `@/…` for the route table the area checks compare with.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // Both cores (vitest's default leaves one idle on 2): the pack and server tests mostly wait on
    // child processes, on ports of their own.
    pool: 'forks',
    // One module graph per worker: the build checks keep no state between files.
    isolate: false,
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    include: ['scripts/dist/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/dist.json' }]],
  },
});
