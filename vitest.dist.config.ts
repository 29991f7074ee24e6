import { defineConfig } from 'vitest/config';

/**
 * Two projects, two steps of `npm test` (scripts/test-all.ts):
 * - `pack` (`npm run test:pack`): the contract tools packed and installed as a backend team gets them;
 *   it needs no build of the portal, so it runs beside the builds;
 * - `dist` (`npm run test:build`): checks over the production and mock builds in dist/ and dist-mock/,
 *   run after `npm run build` and `npm run build:mock`.
 */
const PACK = ['scripts/dist/contract-tools-pack.test.ts'];

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
    reporters: ['default', 'json'],
    // `npm run test:pack` writes reports/pack.json (`--outputFile.json`).
    outputFile: { json: 'reports/dist.json' },
    projects: [
      { extends: true, test: { name: 'pack', include: PACK } },
      { extends: true, test: { name: 'dist', include: ['scripts/dist/**/*.test.ts'], exclude: PACK } },
    ],
  },
});
