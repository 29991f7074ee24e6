import { globSync, readFileSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { BUILD_DEFINES } from './vite.config.ts';
import { mockSeed } from './tools/build/mock-seed-plugin.ts';

/**
 * Unit and component tests (TEST-04), each kind in the cheapest environment that proves it; how to
 * choose for a new file: docs/testing.md, "Which environment a test runs in".
 * - `dom`: everything under src/ and any `*.test.tsx`, in jsdom with src/testing/setup.ts (the mock
 *   backend, a fresh page per file);
 * - `node`: every other `*.test.ts` (tools/, scripts/, deploy/, mocks/, …), in Node, no setup file;
 * - a file may name another environment in its first line (`// @vitest-environment jsdom|node`).
 * The files of a worker share one environment and one module graph (`isolate: false`): the page, the
 * mock server and the modules are set up twice per run (once per worker), not once per file. A file
 * that replaces a module (`vi.mock`) gets its own (`*-isolated`): modules other files evaluated
 * before would not see its mock, and modules it evaluates would keep it.
 */
const DOM = ['src/**/*.test.{ts,tsx}', '**/*.test.tsx'];
const NODE = ['**/*.test.ts'];
// Run by their own configs: the workspaces (`npm run test:packages`), the build checks (`test:build`).
const ELSEWHERE = [
  'packages/**',
  'examples/**',
  'scripts/dist/**',
  '**/node_modules',
  '**/node_modules/**',
  'dist/**',
  'dist-mock/**',
];

const replacesModules = (file: string) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8'));
const filesOf = (include: string[], exclude: string[]) =>
  [...new Set(include.flatMap((pattern) => globSync(pattern, { exclude })))].toSorted();

/** The project, and its isolated twin for the files that replace modules (when there are any). */
function projects(
  name: string,
  include: string[],
  exclude: string[],
  test: TestProjectInlineConfiguration['test'],
): TestProjectInlineConfiguration[] {
  const isolated = filesOf(include, exclude).filter(replacesModules);
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: { ...test, name, include, exclude: [...exclude, ...isolated], isolate: false },
  };
  if (isolated.length === 0) return [shared];
  return [shared, { extends: true, test: { ...test, name: `${name}-isolated`, include: isolated, isolate: true } }];
}

/**
 * Vitest runs the projects' files in the order of the projects' names (dom, dom-isolated, node,
 * node-isolated), longest first within each. The node tests hold the long files (child processes,
 * nginx, the entrypoint parity's 184 renders in node-isolated): run last, one of them kept a worker
 * busy for minutes after the other had finished. Node first, isolated first: the many short
 * component tests then fill both workers to the end.
 */
const rank = ({ project }: TestSpecification) =>
  (project.name.startsWith('node') ? 0 : 2) + (project.config.isolate ? 0 : 1);
class NodeFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The base sequencer's order, longest first within a project.
    // oxlint-disable-next-line unicorn/no-array-sort -- the sequencer's sort, not Array#sort: it returns a new array
    const base = await super.sort(files);
    // toSorted is stable: that order holds within each rank.
    return base.toSorted((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  plugins: [react(), mockSeed()],
  resolve: { tsconfigPaths: true },
  define: BUILD_DEFINES('test'),
  test: {
    // Budgets for a loaded machine (TEST-02): both cores busy with other work make a component test
    // several times slower. Waits are for conditions, so a passing test never waits for these.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
    restoreMocks: true,
    unstubGlobals: true,
    // Both cores (vitest's default leaves one idle on 2 cores), child processes rather than threads:
    // tests start servers and child processes, and stub process.env.
    pool: 'forks',
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
    sequence: { sequencer: NodeFirst },
    projects: [
      ...projects('dom', DOM, ELSEWHERE, {
        environment: 'jsdom',
        setupFiles: ['./src/testing/setup.ts'],
      }),
      ...projects('node', NODE, [...ELSEWHERE, ...DOM], { environment: 'node' }),
    ],
  },
});
