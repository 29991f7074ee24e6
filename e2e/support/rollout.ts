/**
 * Deployments for the DEPLOY-07 e2e test: two real production builds (dist/ and a rebuild with
 * other content, so every chunk hash differs) served one after the other by the deployment's
 * nginx on ROLLOUT_PORT, as a rolling update replaces the pods of one release by the next.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runtimeConfigEnv } from '../../tools/testing/runtime-env.ts';
import { startNginx, type RunningNginx } from '../../tools/testing/nginx.ts';
import { REAL_AUTH, ROLLOUT_PORT } from '../../tools/testing/ports.ts';
import { realAuthConfig } from './real-auth.ts';

export const ROLLOUT_ORIGIN = REAL_AUTH.rollout;

export type Release = { root: string; version: string };

const chunks = (root: string) => new Set(readdirSync(join(root, 'assets')).filter((file) => file.endsWith('.js')));

/** The release under test (a copy of dist/) and the next one: a real `vite build` of other content. */
export function buildReleases(): { current: Release; next: Release; cleanUp: () => void } {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first.');
  const dir = mkdtempSync(join(tmpdir(), 'portal-rollout-'));
  // Readable by nginx's workers, which run as nobody when the tests run as root.
  chmodSync(dir, 0o755);
  const current = join(dir, 'current');
  cpSync('dist', current, { recursive: true });
  // Unminified: the same source, other bytes, so every chunk gets a new hash.
  const next = join(dir, 'next');
  execFileSync(
    'npx',
    ['vite', 'build', '--mode', 'production', '--minify', 'false', '--outDir', next, '--emptyOutDir'],
    {
      stdio: 'ignore',
    },
  );
  const shared = [...chunks(current)].filter((file) => chunks(next).has(file));
  if (shared.length > 0) throw new Error(`The rebuild kept chunks of the current release: ${shared.join(', ')}`);
  return {
    current: { root: resolve(current), version: realAuthConfig().version },
    next: { root: resolve(next), version: `${realAuthConfig().version}-next` },
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Serves a release on ROLLOUT_PORT with the real-auth config (its version the release's). */
export function serveRelease(release: Release): Promise<RunningNginx> {
  return startNginx({
    root: release.root,
    port: ROLLOUT_PORT,
    env: { ...runtimeConfigEnv(realAuthConfig()), PORTAL_VERSION: release.version },
    idleTimeoutMs: 2 * 60_000,
    maxLifetimeMs: 10 * 60_000,
  });
}
