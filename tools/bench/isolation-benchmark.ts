/**
 * `npm run perf:isolation` (PLUG-17): the cost of isolation, side by side in one run. The same example
 * build is opened federated and isolated, alternately, in the production build behind nginx, signed in:
 * the time from the navigation's click to the area's data on screen, and the JavaScript heap of each
 * realm (the portal's page; the isolated area's frame, a renderer of its own) after a garbage
 * collection. Prints a table; asserts nothing.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, CDPSession, Frame, Page } from '@playwright/test';
import { startNginx } from '../testing/nginx.ts';
import { ISOLATED_HOST, ISOLATION_BENCH_PORTS } from '../testing/ports.ts';
import { runtimeConfigEnv, type RenderedArea } from '../testing/runtime-env.ts';
import { startStaticServer } from '../testing/static-server.ts';
import { loadAverage } from './bench-options.ts';
import { launchSignedIn } from './lighthouse-browser.ts';
import { MAX_LIFETIME_MS, startAuthServers } from './lighthouse-servers.ts';

const PORTAL = `http://127.0.0.1:${ISOLATION_BENCH_PORTS.portal}`;
const ISOLATED = `http://${ISOLATED_HOST}:${ISOLATION_BENCH_PORTS.portal}`;
const EXAMPLE_DIST = resolve('examples/remote-area/dist');
const FRAME_ROOT = resolve('packages/area-sdk/dist/frame');

const area = (id: string, title: string, isolation: 'federated' | 'frame'): RenderedArea => ({
  id,
  entry: `/remotes/${id}/mf-manifest.json`,
  module: './Area',
  apiPrefixes: ['/customer-management'],
  isolation,
  area: {
    path: `/${id}`,
    roles: ['admin', 'support'],
    customerScoped: true,
    icon: 'customers',
    title: { en: title, de: title },
  },
});
const MODES = [
  { mode: 'federated', area: area('bench-federated', 'Bench federated', 'federated') },
  { mode: 'isolated', area: area('bench-isolated', 'Bench isolated', 'frame') },
] as const;

type Sample = { ms: number; portalHeap: number; areaHeap: number | undefined };

/** The JS heap a realm uses after a full garbage collection, in bytes. */
async function heapOf(session: CDPSession): Promise<number> {
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  return usedSize;
}

/** One load: Pulse first, then the click on the area's entry until its card is on screen. */
async function sample(context: BrowserContext, mode: (typeof MODES)[number]): Promise<Sample> {
  const page: Page = await context.newPage();
  try {
    await page.goto(`${PORTAL}/pulse`);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: mode.area.area!.title.en });
    const card =
      mode.mode === 'isolated'
        ? page.frameLocator('iframe[data-testid="isolated-area-frame"]').getByTestId('customer-insights-card')
        : page.getByTestId('customer-insights-card');
    const started = performance.now();
    await link.click();
    await card.waitFor({ state: 'visible' });
    const ms = performance.now() - started;
    const portalHeap = await heapOf(await context.newCDPSession(page));
    const frame: Frame | undefined = page
      .frames()
      .find((candidate) => candidate.url().startsWith(`${ISOLATED}/frame/`));
    const areaHeap = frame ? await heapOf(await context.newCDPSession(frame)) : undefined;
    return { ms, portalHeap, areaHeap };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const mib = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);

/** The table: one row per mode, medians of the runs. */
export function isolationTable(samples: Record<'federated' | 'isolated', Sample[]>): string {
  const rows = (['federated', 'isolated'] as const).map((mode) => {
    const runs = samples[mode];
    const portal = median(runs.map((run) => run.portalHeap));
    const areaHeaps = runs.flatMap((run) => (run.areaHeap === undefined ? [] : [run.areaHeap]));
    const frame = areaHeaps.length ? median(areaHeaps) : undefined;
    return `| ${mode.padEnd(9)} | ${`${median(runs.map((run) => run.ms)).toFixed(0)} ms`.padStart(8)} | ${`${Math.max(...runs.map((run) => run.ms)).toFixed(0)} ms`.padStart(8)} | ${mib(portal).padStart(10)} | ${mib(frame).padStart(10)} | ${mib(portal + (frame ?? 0)).padStart(10)} |`;
  });
  return [
    '| mode      | to show  | slowest  | portal heap | frame heap | both realms |',
    '| --------- | -------- | -------- | ----------- | ---------- | ----------- |',
    ...rows,
  ].join('\n');
}

export async function runIsolationBenchmark(runs: number): Promise<void> {
  const needed: [string, string][] = [
    ['the production build (npm run build)', 'dist/index.html'],
    ['the frame page (npm run build:sdk)', `${FRAME_ROOT}/index.html`],
    ['the example area (npm run build -w @portal/example-remote-area)', `${EXAMPLE_DIST}/mf-manifest.json`],
  ];
  for (const [what, path] of needed)
    if (!existsSync(path)) throw new Error(`perf:isolation needs ${what}: ${path} is missing`);
  const auth = await startAuthServers([PORTAL]);
  const upstream = await startStaticServer(EXAMPLE_DIST, ISOLATION_BENCH_PORTS.upstream, {
    maxLifetimeMs: MAX_LIFETIME_MS,
  });
  const areas = MODES.map(({ area: entry }) => entry);
  const nginx = await startNginx({
    root: resolve('dist'),
    port: ISOLATION_BENCH_PORTS.portal,
    env: {
      ...runtimeConfigEnv(
        { ...auth.config, remoteAreas: areas, isolatedOrigin: ISOLATED },
        Object.fromEntries(areas.map(({ id }) => [id, upstream.url])),
      ),
      PORTAL_ORIGIN: PORTAL,
      PORTAL_FRAME_ROOT: FRAME_ROOT,
    },
    extraHosts: [ISOLATED_HOST],
    maxLifetimeMs: MAX_LIFETIME_MS,
  });
  const browser = await launchSignedIn(undefined, [`${PORTAL}/pulse`], 'support');
  try {
    const samples: Record<'federated' | 'isolated', Sample[]> = { federated: [], isolated: [] };
    // Alternately, after one warm-up load of each: a drift of the machine's speed hits both modes alike.
    for (const mode of MODES) await sample(browser.context, mode);
    for (let run = 0; run < runs; run += 1)
      for (const mode of MODES) samples[mode.mode].push(await sample(browser.context, mode));
    console.log(
      `\n[PLUG-17] The example area federated and isolated, ${runs} loads each (medians), ${loadAverage()}:\n`,
    );
    console.log(isolationTable(samples));
  } finally {
    await browser.stop();
    await Promise.all([nginx.stop(), upstream.close(), auth.stop()]);
  }
}
