import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

/** Set while the probe build runs: the config leaves out what only the real build needs. */
export const PROBE_ENV = 'PORTAL_STARTUP_PROBE';
export const probing = () => process.env[PROBE_ENV] === '1';

const APP_ENTRY = /[\\/]src[\\/]app[\\/]start-app\.tsx$/;
const AREA_PAGE = /[\\/]src[\\/]areas[\\/][^\\/]+[\\/][^\\/]+-page\.tsx$/;

/** What the probe reads of each output chunk. */
export type ProbedChunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  /** Each module in the chunk with its rendered length (0: tree-shaken away). */
  modules: Record<string, { renderedLength: number }>;
};

/** Boot's, the sign-in's and the application's startup modules, each to become one chunk. */
export type StartupGroups = { boot: Set<string>; signIn: Set<string>; application: Set<string> };

/**
 * The sign-in: what boot imports at once beside the runtime config, before the application. In
 * production keycloak-js's module; in mock mode the mock session, the mock backend and its controls.
 */
export const SIGN_IN_MODULES = [
  /[\\/]src[\\/]auth[\\/](keycloak|mock)-session\.ts$/,
  /[\\/]mocks[\\/](browser|token)\.ts$/,
  /[\\/]mocks[\\/]mock-controls\.tsx$/,
];

const without = (from: Set<string>, ...others: Set<string>[]) =>
  [...from].filter((file) => !others.some((other) => other.has(file)));

/**
 * The three startup groups, from an ordinary build's chunks. Boot: what the entry (index.html) loads
 * by static imports. The sign-in: what its modules load beside boot's, so a signed-out visit loads
 * nothing of the application (PERF-05). The application: what the application entry's chunk loads by
 * static imports, and whatever an area page's chunk loads beside its own (shared with another area
 * or a popup), less the other two. Each area's page stays a chunk of its own. Only modules that end
 * up in the output count: the bundler's own tree-shaking decided that, so a library's unused modules
 * behind a re-exporting index stay where they are used.
 */
export function startupGroups(output: readonly ProbedChunk[]): StartupGroups {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const closure = (from: readonly string[]) => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file) || !chunks.has(file)) return;
      reached.add(file);
      chunks.get(file)!.imports.forEach(visit);
    };
    from.forEach(visit);
    return reached;
  };
  const modulesOf = (files: Iterable<string>) =>
    new Set(
      [...files].flatMap((file) =>
        Object.entries(chunks.get(file)!.modules).flatMap(([id, module]) => (module.renderedLength > 0 ? [id] : [])),
      ),
    );
  const facades = (pattern: RegExp) => output.filter((chunk) => pattern.test(chunk.facadeModuleId ?? ''));
  const files = (from: readonly ProbedChunk[]) => closure(from.map((chunk) => chunk.fileName));
  const bootFiles = files(output.filter((chunk) => chunk.isEntry));
  const signInFiles = files(SIGN_IN_MODULES.flatMap(facades));
  const appFiles = closure([
    ...facades(APP_ENTRY).map((chunk) => chunk.fileName),
    ...facades(AREA_PAGE).flatMap((page) => page.imports),
  ]);
  return {
    boot: modulesOf(bootFiles),
    signIn: modulesOf(without(signInFiles, bootFiles)),
    application: modulesOf(without(appFiles, bootFiles, signInFiles)),
  };
}

/**
 * PERF-10: the startup JavaScript of any route in at most 6 files. Left to itself the bundler splits
 * the application into ~50 chunks, one per set of importers, and Vite's preload helper then adds a
 * `<link rel=modulepreload>` per chunk (about 200 ms of `appendChild` at 4× CPU). This plugin first
 * builds the same config in memory (unminified, nothing written) to learn which modules boot and
 * the application's startup really use, then gives the real build one chunk group of each: a route
 * loads boot, the sign-in module, the application (with its entry's small facade and the bundler's
 * runtime helpers) and its area's own chunk.
 */
export function startupChunks() {
  let groups: StartupGroups = { boot: new Set(), signIn: new Set(), application: new Set() };
  const plugin: Plugin = {
    name: 'portal-startup-chunks',
    apply: (_config, env) => env.command === 'build' && !probing(),
    async config(_config, env) {
      process.env[PROBE_ENV] = '1';
      try {
        const result = await build({
          configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
          mode: env.mode,
          logLevel: 'silent',
          build: { write: false, minify: false, reportCompressedSize: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) =>
          'output' in item ? item.output : [],
        );
        groups = startupGroups(outputs.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk] : [])));
      } finally {
        delete process.env[PROBE_ENV];
      }
    },
  };
  return {
    plugin,
    /** The bundler's chunk groups, in load order: a module two of them need stays in the earlier one. */
    groups: (
      [
        ['boot', 'boot'],
        ['sign-in', 'signIn'],
        ['application', 'application'],
      ] as const
    ).map(([name, key], index) => ({
      name,
      test: (id: string) => groups[key].has(id),
      priority: 3 - index,
      includeDependenciesRecursively: false,
    })),
  };
}
