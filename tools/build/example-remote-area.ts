/**
 * The example remote area (PLUG-06) in mock mode: `npm start` and `npm run build:mock` show it with no
 * extra step. Its built `dist/` is served at `/remotes/customer-insights/` (dev server middleware) or
 * copied there (mock build); it is (re)built first when missing or older than its sources. Production
 * builds never include it: in a deployment nginx proxies `/remotes/<id>/` to the area's own server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';

export const EXAMPLE_AREA_ID = 'customer-insights';
export const EXAMPLE_AREA_BASE = `/remotes/${EXAMPLE_AREA_ID}/`;

const repo = fileURLToPath(new URL('../../', import.meta.url));
export const EXAMPLE_AREA_DIR = path.join(repo, 'examples/remote-area');
export const EXAMPLE_AREA_DIST = path.join(EXAMPLE_AREA_DIR, 'dist');
const MANIFEST = path.join(EXAMPLE_AREA_DIST, 'mf-manifest.json');

/** What the example's build reads: a change to any of these makes `dist/` stale. */
const SOURCES = [
  'src',
  'vite.config.ts',
  'package.json',
  '../../packages/area-sdk/src',
  '../../packages/area-sdk/package.json',
];

/** The SDK as the example installs it: built (its vite.config.ts imports `@portal/area-sdk/vite`, PLUG-08). */
const SDK_DIR = path.join(repo, 'packages/area-sdk');
const sdkStale = (): boolean =>
  !existsSync(path.join(SDK_DIR, 'dist/vite.js')) ||
  Math.max(newestMtime(path.join(SDK_DIR, 'src')), newestMtime(path.join(SDK_DIR, 'package.json'))) >
    newestMtime(path.join(SDK_DIR, 'dist'));

const newestMtime = (file: string): number => {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newestMtime(path.join(file, name))));
};

/** Whether `dist/` is missing or older than a source of the example. */
export const exampleAreaStale = (): boolean =>
  !existsSync(MANIFEST) ||
  Math.max(...SOURCES.map((source) => newestMtime(path.join(EXAMPLE_AREA_DIR, source)))) > statSync(MANIFEST).mtimeMs;

/** Builds the example (about 2 s) when its `dist/` is missing or stale. */
export function ensureExampleAreaBuilt(log: (message: string) => void = console.log): void {
  if (sdkStale()) {
    log('building @portal/area-sdk (packages/area-sdk)');
    execFileSync(process.execPath, [path.join(SDK_DIR, 'build.ts')], { stdio: 'inherit' });
  }
  if (!exampleAreaStale()) return;
  log(`building the example remote area (${path.relative(repo, EXAMPLE_AREA_DIR)})`);
  execFileSync(process.execPath, [path.join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: EXAMPLE_AREA_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** The files a server of the area serves: the build without Vite's and the plugin's own bookkeeping. */
export const exampleAreaFiles = (): string[] =>
  readdirSync(EXAMPLE_AREA_DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(EXAMPLE_AREA_DIST, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('.vite/') && file !== 'mf-stats.json');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
};

/** Serves the built example under its base, as nginx's proxy would (no-cache: PLUG-07). */
const middleware: Connect.NextHandleFunction = (req, res, next) => {
  const url = req.url?.split('?')[0] ?? '';
  if (!url.startsWith(EXAMPLE_AREA_BASE)) return next();
  ensureExampleAreaBuilt();
  const file = decodeURIComponent(url.slice(EXAMPLE_AREA_BASE.length));
  if (!exampleAreaFiles().includes(file)) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  res.end(readFileSync(path.join(EXAMPLE_AREA_DIST, file)));
};

/** Mock mode only (vite.config.ts adds it for `--mode mock`). */
export function exampleRemoteArea(): Plugin {
  return {
    name: 'portal-example-remote-area',
    configureServer(server) {
      ensureExampleAreaBuilt((message) => server.config.logger.info(message));
      server.middlewares.use(middleware);
    },
    buildStart() {
      ensureExampleAreaBuilt((message) => this.info(message));
    },
    generateBundle() {
      for (const file of exampleAreaFiles())
        this.emitFile({
          type: 'asset',
          fileName: `${EXAMPLE_AREA_BASE.slice(1)}${file}`,
          source: readFileSync(path.join(EXAMPLE_AREA_DIST, file)),
        });
    },
  };
}
