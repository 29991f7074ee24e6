/**
 * The apps both benchmarks (`npm run perf:lighthouse`, `npm run perf:startup`) measure, and starting
 * them: the production build behind nginx with the test identity provider and mock API, the mock
 * build, another checkout's builds as "(before)" rows, and the three floors built in the run (the
 * work-matched one against the same identity provider and API); then the browser, signed in where a
 * production build or the work-matched floor is measured. Their options are parsed the same way.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ParseArgsOptionsConfig } from 'node:util';
import type { BrowserContext } from '@playwright/test';
import { LIGHTHOUSE_PORTS } from '../testing/ports.ts';
import { parseRoute } from './bench-options.ts';
import { launchSignedIn } from './lighthouse-browser.ts';
import {
  local,
  startAuthServers,
  startProductionServer,
  startStaticSite,
  startTelemetryReceiver,
  type Stoppable,
} from './lighthouse-servers.ts';
import { buildFloor, floorVersions, writeFloorConfig, type FloorKind } from './react-floor.ts';

/**
 * What `--only` picks: `floor` is hello-world React, `joy` the minimal Joy page, `work` the
 * work-matched floor, `telemetry` the production build again with telemetry on (OBS-02).
 */
export const APP_KINDS = ['production', 'telemetry', 'mock', 'floor', 'joy', 'work'] as const;
type AppKind = (typeof APP_KINDS)[number];
const FLOORS: { only: AppKind; kind: FloorKind; port: number }[] = [
  { only: 'floor', kind: 'hello', port: LIGHTHOUSE_PORTS.floor },
  { only: 'joy', kind: 'joy', port: LIGHTHOUSE_PORTS.joyFloor },
  { only: 'work', kind: 'work', port: LIGHTHOUSE_PORTS.workFloor },
];

const ALL_KINDS: string[] = [...APP_KINDS];

/** The options both benchmarks take for their apps (node:util parseArgs). */
export const APP_OPTIONS = {
  route: { type: 'string', default: '/pulse' },
  only: { type: 'string', multiple: true, default: ALL_KINDS },
  dist: { type: 'string', default: 'dist' },
  'mock-dist': { type: 'string', default: 'dist-mock' },
  'before-dist': { type: 'string' },
  'before-mock-dist': { type: 'string' },
  persona: { type: 'string', default: 'admin' },
} as const satisfies ParseArgsOptionsConfig;

export type AppValues = {
  route: string;
  only: string[];
  dist: string;
  'mock-dist': string;
  'before-dist'?: string;
  'before-mock-dist'?: string;
  persona: string;
};

/**
 * One measured app: its row name, the URL a run loads, its build, whether it loads signed in (the
 * identity provider's session; a production build behind nginx, or the work-matched floor), and
 * which floor it is, if one.
 */
export type BenchApp = {
  app: string;
  url: string;
  dir: string;
  signedIn: boolean;
  floor?: FloorKind;
  /** OBS-02: served with telemetry on, to a loopback OTLP receiver. */
  telemetry?: boolean;
};

export type RunningApps = { route: string; apps: BenchApp[]; context: BrowserContext; stop: () => Promise<void> };

/** The builds of the portal to measure on the route; a missing build is an error before anything starts. */
function portalApps(values: AppValues, route: string, wanted: (kind: AppKind) => boolean): BenchApp[] {
  const planned: BenchApp[] = [];
  const add = (app: string, dir: string | undefined, port: number, signedIn: boolean, telemetry?: boolean) => {
    if (dir === undefined) return;
    if (!existsSync(resolve(dir, 'index.html'))) throw new Error(`${app}: no build in ${dir} (no index.html).`);
    planned.push({
      app,
      dir: resolve(dir),
      url: `${local(port)}${route}`,
      signedIn,
      ...(telemetry ? { telemetry } : {}),
    });
  };
  if (wanted('production')) {
    add('production', values.dist, LIGHTHOUSE_PORTS.production, true);
    add('production (before)', values['before-dist'], LIGHTHOUSE_PORTS.productionBefore, true);
  }
  if (wanted('telemetry'))
    add('production (telemetry on)', values.dist, LIGHTHOUSE_PORTS.productionTelemetry, true, true);
  if (wanted('mock')) {
    add('mock build', values['mock-dist'], LIGHTHOUSE_PORTS.mock, false);
    add('mock build (before)', values['before-mock-dist'], LIGHTHOUSE_PORTS.mockBefore, false);
  }
  return planned;
}

/**
 * Builds the floors, starts every server and the browser (with a debugging port for Lighthouse when
 * given), signed in at every production app; `stop` ends all of it, also when starting failed halfway.
 */
export async function startApps(values: AppValues, debuggingPort?: number): Promise<RunningApps> {
  const unknown = values.only.filter((kind) => !(APP_KINDS as readonly string[]).includes(kind));
  if (unknown.length) throw new Error(`--only takes ${APP_KINDS.join(', ')}; got ${unknown.join(', ')}.`);
  const wanted = (kind: AppKind) => values.only.includes(kind);
  const route = parseRoute(values.route);
  const apps = portalApps(values, route, wanted);
  const stops: Stoppable[] = [];
  const stop = async () => {
    for (const running of stops.toReversed()) await running.stop().catch(() => undefined);
  };
  try {
    const floors = FLOORS.filter((floor) => wanted(floor.only));
    for (const { kind, port } of floors) {
      const floor = await buildFloor(kind);
      stops.push({ stop: () => floor.remove() });
      apps.push({ app: floor.app, dir: floor.dist, url: `${local(port)}/`, signedIn: kind === 'work', floor: kind });
    }
    if (floors.length) console.log(floorVersions(floors.map((floor) => floor.kind)));
    const signedIn = apps.filter((app) => app.signedIn);
    const auth = signedIn.length ? await startAuthServers(signedIn.map((app) => new URL(app.url).origin)) : undefined;
    if (auth) stops.push(auth);
    const receiver = apps.some((app) => app.telemetry) ? await startTelemetryReceiver() : undefined;
    if (receiver) stops.push(receiver);
    for (const app of apps) {
      const port = Number(new URL(app.url).port);
      // The work-matched floor reads the production build's config, written now that the servers are known.
      if (auth && app.floor === 'work') await writeFloorConfig(app.dir, auth.config);
      stops.push(
        auth && app.signedIn && !app.floor
          ? await startProductionServer(app.dir, port, auth.config, app.telemetry ? receiver?.url : undefined)
          : await startStaticSite(app.dir, port),
      );
    }
    const browser = await launchSignedIn(
      debuggingPort,
      signedIn.map((app) => app.url),
      values.persona,
    );
    stops.push(browser);
    return { route, apps, context: browser.context, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
