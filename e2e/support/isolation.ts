/**
 * PLUG-14..17 e2e: the isolation stack, started by Playwright (playwright.config.ts): the production
 * build behind nginx on REAL_AUTH.isolation, whose isolated origin is the same port on 127.0.0.2
 * (cross-site), with the example area federated (`customer-insights`), the same build isolated
 * (`isolated-insights`), pinned in either mode (`pinned-federated`, `pinned-isolated`), and the hostile area isolated
 * (`hostile-area`); their files from the area upstream (e2e/support/area-upstream.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RemoteArea } from '../../src/config/remote-areas.ts';
import { INSIGHTS_AREA } from '../../src/testing/remote-areas.ts';
import { EXAMPLE_AREA_DIST, ensureExampleAreaBuilt } from '../../tools/build/example-remote-area.ts';
import { ISOLATION_PORTS, REAL_AUTH } from '../../tools/testing/ports.ts';
import { runtimeConfigEnv } from '../../tools/testing/runtime-env.ts';
import { realAuthConfig } from './real-auth.ts';

const UPSTREAM = `http://127.0.0.1:${ISOLATION_PORTS.upstream}`;

/** The example's entry under another id, path and titles. */
const exampleAs = (id: string, title: { en: string; de: string }, extra: Partial<RemoteArea> = {}): RemoteArea => ({
  ...INSIGHTS_AREA,
  id,
  entry: `/remotes/${id}/mf-manifest.json`,
  area: { ...INSIGHTS_AREA.area!, path: `/${id}`, title },
  ...extra,
});

export const ISOLATED_INSIGHTS = exampleAs(
  'isolated-insights',
  { en: 'Isolated insights', de: 'Isolierte Einblicke' },
  { isolation: 'frame' },
);

/** PLUG-11 in either mode: the example's build pinned by the hash of its manifest (built first when stale). */
export const pinned = (mode: 'federated' | 'frame'): RemoteArea => {
  ensureExampleAreaBuilt(() => undefined);
  const manifest = readFileSync(join(EXAMPLE_AREA_DIST, 'mf-manifest.json'));
  return exampleAs(
    mode === 'frame' ? 'pinned-isolated' : 'pinned-federated',
    mode === 'frame'
      ? { en: 'Pinned isolated', de: 'Festgelegt isoliert' }
      : { en: 'Pinned federated', de: 'Festgelegt föderiert' },
    { isolation: mode, integrity: `sha256-${createHash('sha256').update(manifest).digest('base64')}` },
  );
};

export const HOSTILE_AREA: RemoteArea = {
  id: 'hostile-area',
  entry: '/remotes/hostile-area/mf-manifest.json',
  module: './Area',
  apiPrefixes: ['/customer-management'],
  isolation: 'frame',
  area: {
    path: '/hostile-area',
    roles: ['admin', 'support'],
    customerScoped: true,
    icon: 'hub',
    title: { en: 'Hostile area', de: 'Feindlicher Bereich' },
  },
};

/** The PORTAL_* environment of the stack's nginx. */
export function isolationEnv(): Record<string, string> {
  const areas = [INSIGHTS_AREA, ISOLATED_INSIGHTS, pinned('federated'), pinned('frame'), HOSTILE_AREA];
  const config = { ...realAuthConfig(), remoteAreas: areas, isolatedOrigin: REAL_AUTH.isolatedOrigin };
  const upstreams = Object.fromEntries(
    areas.map((area) => [area.id, `${UPSTREAM}/${area.id === HOSTILE_AREA.id ? 'hostile' : 'example'}`]),
  );
  return {
    ...runtimeConfigEnv(config, upstreams),
    PORTAL_ORIGIN: REAL_AUTH.isolation,
    PORTAL_FRAME_ROOT: resolve('packages/area-sdk/dist/frame'),
  };
}
