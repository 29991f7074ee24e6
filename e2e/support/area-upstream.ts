/**
 * PLUG-14..17 e2e: the upstream of the isolation stack's areas, a static server in the style of an
 * area team's own (nginx proxies `/remotes/<id>/` to `/<build>/` here): the example area's build
 * (`/example/`, served under several ids, federated and isolated alike) and the hostile area's
 * (`/hostile/`, e2e/fixtures/hostile-area, built like a team's area). Both are built first when
 * missing or older than their sources.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { EXAMPLE_AREA_DIST, ensureExampleAreaBuilt } from '../../tools/build/example-remote-area.ts';

export const HOSTILE_AREA_DIR = resolve(import.meta.dirname, '../fixtures/hostile-area');
const HOSTILE_AREA_DIST = join(HOSTILE_AREA_DIR, 'dist');
const VITE = resolve(import.meta.dirname, '../../node_modules/vite/bin/vite.js');

const newest = (file: string): number => {
  const stat = statSync(file);
  return stat.isDirectory() ? Math.max(0, ...readdirSync(file).map((name) => newest(join(file, name)))) : stat.mtimeMs;
};

/** Builds the hostile area (about 2 s) when its dist/ is missing or older than its sources or the SDK's. */
export function ensureHostileAreaBuilt(): void {
  const manifest = join(HOSTILE_AREA_DIST, 'mf-manifest.json');
  const sources = ['src', 'vite.config.ts', 'package.json', '../../../packages/area-sdk/dist'].map((path) =>
    newest(join(HOSTILE_AREA_DIR, path)),
  );
  if (existsSync(manifest) && statSync(manifest).mtimeMs > Math.max(...sources)) return;
  execFileSync(process.execPath, [VITE, 'build', '--logLevel', 'warn'], {
    cwd: HOSTILE_AREA_DIR,
    stdio: 'inherit',
    // Without vitest's variables: under them the federation plugin emits no remoteEntry.js (a server
    // of the suite may be started by a test, scripts/dist/suite-servers.test.ts).
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST'))),
      NODE_ENV: 'production',
    },
  });
}

const FOLDERS: Record<string, string> = { example: EXAMPLE_AREA_DIST, hostile: HOSTILE_AREA_DIST };
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

/** Builds both areas if needed, then serves them on 127.0.0.1:`port`. */
export async function startAreaUpstream(port: number): Promise<Server> {
  ensureExampleAreaBuilt();
  ensureHostileAreaBuilt();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const [, build = '', ...rest] = path.split('/');
    const folder = FOLDERS[build];
    try {
      if (!folder) throw new Error('no such build');
      const body = readFileSync(join(folder, ...rest));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  return server;
}
