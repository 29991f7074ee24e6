/**
 * PLUG-06/07 e2e: the example remote area's own server (a static upstream on REMOTE_AREA_PORT, in the
 * test's process, so it stops with it) and the production build behind the deployment's nginx on
 * REMOTE_AREA_PORTAL_PORT, proxying /remotes/customer-insights/ to that upstream. The upstream serves
 * a copy of the example's dist/ that a test replaces with another build, as the area's team deploys.
 * PLUG-11: the same build again as a second area, `pinned-insights`, pinned by the hash of its
 * manifest (served below /pinned/ by the same upstream), whose files a test can change.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import type { RemoteArea } from '@/config/remote-areas';
import { INSIGHTS_AREA as EXAMPLE_AREA } from '@/testing/remote-areas';
import { EXAMPLE_AREA_DIR, EXAMPLE_AREA_DIST, ensureExampleAreaBuilt } from '../../tools/build/example-remote-area.ts';
import { startNginx, type RunningNginx } from '../../tools/testing/nginx.ts';
import { runtimeConfigEnv } from '../../tools/testing/runtime-env.ts';
import { REAL_AUTH, REMOTE_AREA_PORT, REMOTE_AREA_PORTAL_PORT } from '../../tools/testing/ports.ts';
import { realAuthConfig } from './real-auth.ts';

export const REMOTE_AREA_ORIGIN = REAL_AUTH.remoteArea;
const UPSTREAM = `http://127.0.0.1:${REMOTE_AREA_PORT}`;

/** PLUG-11: the example's build under its own id and path, pinned (`integrity`) to its manifest. */
export const PINNED_AREA_ID = 'pinned-insights';
/** Where the upstream serves the pinned area's files. */
const PINNED_FOLDER = '/pinned/';
/** What a changed chunk of the pinned area requests when it runs (it must never). */
export const CHANGED_CHUNK_RAN = `/remotes/${PINNED_AREA_ID}/changed-chunk-ran`;

export type RemoteAreaStack = {
  /**
   * Replaces the upstream's files by the area's other build (new hashed names, the old ones gone), like
   * a deployment; the next call deploys the first build again.
   */
  deployNextBuild(): void;
  /** Makes the upstream refuse connections (the area's pods are gone). */
  stopUpstream(): Promise<void>;
  /** Starts it again (the area's pods are back). */
  startUpstream(): Promise<void>;
  /**
   * PLUG-11: changes one chunk of the pinned area on its server (the exposed module's), its manifest
   * untouched: when it runs, it requests {@link CHANGED_CHUNK_RAN}. Answers the file's path in the build.
   */
  changePinnedChunk(): string;
  /** Serves the pinned build as built again. */
  restorePinnedBuild(): void;
  nginx: RunningNginx;
  stop(): Promise<void>;
};

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

export async function startRemoteAreaStack(): Promise<RemoteAreaStack> {
  ensureExampleAreaBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'portal-remote-area-'));
  chmodSync(dir, 0o755);
  const live = join(dir, 'live');
  cpSync(EXAMPLE_AREA_DIST, live, { recursive: true });
  const pinned = join(dir, 'pinned');
  cpSync(EXAMPLE_AREA_DIST, pinned, { recursive: true });
  const manifestHash = createHash('sha256')
    .update(readFileSync(join(pinned, 'mf-manifest.json')))
    .digest('base64');
  const pinnedArea: RemoteArea = {
    ...EXAMPLE_AREA,
    id: PINNED_AREA_ID,
    entry: `/remotes/${PINNED_AREA_ID}/mf-manifest.json`,
    integrity: `sha256-${manifestHash}`,
    area: {
      ...EXAMPLE_AREA.area!,
      path: `/${PINNED_AREA_ID}`,
      title: { en: 'Pinned insights', de: 'Festgelegte Einblicke' },
    },
  };
  // The next release: the same source unminified, so every hashed file gets another name.
  const next = join(dir, 'next');
  const builds = [EXAMPLE_AREA_DIST, next];
  let deployed = 0;
  execFileSync(
    process.execPath,
    [resolve('node_modules/vite/bin/vite.js'), 'build', '--minify', 'false', '--outDir', next, '--logLevel', 'error'],
    {
      cwd: EXAMPLE_AREA_DIR,
      stdio: 'ignore',
    },
  );
  const upstream: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const [folder, file] = path.startsWith(PINNED_FOLDER) ? [pinned, path.slice(PINNED_FOLDER.length)] : [live, path];
    try {
      const body = readFileSync(join(folder, file));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  const startUpstream = () => new Promise<void>((done) => upstream.listen(REMOTE_AREA_PORT, '127.0.0.1', done));
  await startUpstream();
  const config = { ...realAuthConfig(), remoteAreas: [EXAMPLE_AREA, pinnedArea] };
  const nginx = await startNginx({
    root: resolve('dist'),
    port: REMOTE_AREA_PORTAL_PORT,
    env: runtimeConfigEnv(config, { [EXAMPLE_AREA.id]: UPSTREAM, [PINNED_AREA_ID]: `${UPSTREAM}${PINNED_FOLDER}` }),
    idleTimeoutMs: 2 * 60_000,
    maxLifetimeMs: 10 * 60_000,
  });
  const stopUpstream = () =>
    new Promise<void>((done) => {
      upstream.close(() => done());
      upstream.closeAllConnections();
    });
  return {
    nginx,
    deployNextBuild() {
      deployed = (deployed + 1) % builds.length;
      rmSync(live, { recursive: true, force: true });
      cpSync(builds[deployed]!, live, { recursive: true });
    },
    stopUpstream,
    startUpstream,
    changePinnedChunk() {
      const chunk = readdirSync(join(pinned, 'assets')).find((name) => /^area-.+\.js$/.test(name));
      if (!chunk) throw new Error('the example build has no assets/area-*.js');
      appendFileSync(join(pinned, 'assets', chunk), `\nfetch(${JSON.stringify(CHANGED_CHUNK_RAN)});\n`);
      return `assets/${chunk}`;
    },
    restorePinnedBuild() {
      rmSync(pinned, { recursive: true, force: true });
      cpSync(EXAMPLE_AREA_DIST, pinned, { recursive: true });
    },
    async stop() {
      await nginx.stop();
      if (upstream.listening) await stopUpstream();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
