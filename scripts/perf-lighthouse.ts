/**
 * PERF-03/PERF-04 benchmark (never part of `npm test`; it prints figures and asserts none):
 *   npm run build && npm run build:mock && npm run perf:lighthouse -- [--runs 3] [--route /pulse]
 *     [--only production|mock|floor|joy]… [--before-dist DIR] [--before-mock-dist DIR] [--save DIR]
 *     [--throttling simulate|devtools]
 * Lighthouse (mobile and desktop) on a route (`--route`, default `/pulse`) of (a) the production
 * build behind the portal's nginx, signed in through the test identity provider, (b) the mock build,
 * and two floors built in this run (scripts/lib/react-floor.ts), which ignore the route: (c) a
 * hello-world React app, (d) the minimal Joy page (the stack's floor). `--before-*` add a second build
 * of each kind (another checkout's dist) as "(before)" rows; `--save DIR` keeps every run's full
 * Lighthouse result (JSON) for analysis. Runs are interleaved (run 1 of every app and form factor,
 * then run 2, …) and the table shows medians, each against both floors, CLS and each row's LCP
 * element. Chromium is Debian's, signed in by Playwright and handed to Lighthouse through its
 * debugging port. Everything listens on 127.0.0.1 only and stops by itself (see
 * scripts/lib/lighthouse-servers.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LIGHTHOUSE_PORTS } from '../e2e/support/ports.ts';
import {
  commonest,
  figuresFrom,
  lcpElementOf,
  medianFigures,
  type Figures,
  type LighthouseResult,
} from './lib/lighthouse-figures.ts';
import { launchSignedIn } from './lib/lighthouse-browser.ts';
import {
  local,
  startAuthServers,
  startProductionServer,
  startStaticSite,
  type Stoppable,
} from './lib/lighthouse-servers.ts';
import { formatTable, tableLegend, type FormFactor, type Row } from './lib/lighthouse-table.ts';
import { buildFloor, FLOOR_APPS, floorVersions, type FloorKind } from './lib/react-floor.ts';
import { loadAverage, parseRoute, parseRuns } from './lib/bench-options.ts';

const KINDS = ['production', 'mock', 'floor', 'joy'] as const;
/** Each floor's `--only` name and port. */
const FLOORS: { only: (typeof KINDS)[number]; kind: FloorKind; port: number }[] = [
  { only: 'floor', kind: 'hello', port: LIGHTHOUSE_PORTS.floor },
  { only: 'joy', kind: 'joy', port: LIGHTHOUSE_PORTS.joyFloor },
];
const FLOOR_NAMES = FLOORS.map(({ kind }) => FLOOR_APPS[kind]);
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    route: { type: 'string', default: '/pulse' },
    only: { type: 'string', multiple: true, default: [...KINDS] },
    dist: { type: 'string', default: 'dist' },
    'mock-dist': { type: 'string', default: 'dist-mock' },
    'before-dist': { type: 'string' },
    'before-mock-dist': { type: 'string' },
    persona: { type: 'string', default: 'admin' },
    save: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const runs = parseRuns(values.runs);
// `devtools` throttles the real load (network and CPU) instead of simulating it afterwards: slower
// to run, but the saved traces then show a phone's round trips (npm run perf:critical-path).
const THROTTLING = ['simulate', 'devtools'] as const;
const throttlingMethod = THROTTLING.find((method) => method === values.throttling);
if (!throttlingMethod) throw new Error(`--throttling is simulate or devtools, got "${values.throttling}".`);
const unknown = values.only.filter((kind) => !(KINDS as readonly string[]).includes(kind));
if (unknown.length) throw new Error(`--only takes ${KINDS.join(', ')}; got ${unknown.join(', ')}.`);
const wanted = (kind: (typeof KINDS)[number]) => values.only.includes(kind);
const route = parseRoute(values.route);

type Target = { app: string; url: string; dir: string; signedIn: boolean };
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];
const load = loadAverage;

function planTargets(): Target[] {
  const planned: Target[] = [];
  const add = (app: string, dir: string | undefined, port: number, signedIn: boolean) => {
    if (dir === undefined) return;
    if (!existsSync(resolve(dir, 'index.html'))) throw new Error(`${app}: no build in ${dir} (no index.html).`);
    planned.push({ app, dir: resolve(dir), url: `${local(port)}${route}`, signedIn });
  };
  if (wanted('production')) {
    add('production', values.dist, LIGHTHOUSE_PORTS.production, true);
    add('production (before)', values['before-dist'], LIGHTHOUSE_PORTS.productionBefore, true);
  }
  if (wanted('mock')) {
    add('mock build', values['mock-dist'], LIGHTHOUSE_PORTS.mock, false);
    add('mock build (before)', values['before-mock-dist'], LIGHTHOUSE_PORTS.mockBefore, false);
  }
  return planned;
}

async function audit(url: string, formFactor: FormFactor): Promise<{ figures: Figures; lcpElement: string }> {
  const flags = { port: LIGHTHOUSE_PORTS.chromiumDebugging, output: 'json' as const, logLevel: 'error' as const };
  const config = formFactor === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' };
  const result = await lighthouse(url, flags, {
    ...config,
    settings: { ...config.settings, onlyCategories: ['performance'], throttlingMethod },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const lhr: LighthouseResult = result.lhr;
  // A run that ended elsewhere (the sign-in page, an error page) measured the wrong thing.
  if (new URL(lhr.finalDisplayedUrl).href !== new URL(url).href) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not signed in, or the app failed.`);
  }
  if (values.save) {
    mkdirSync(values.save, { recursive: true });
    const name = `${new URL(url).port}-${formFactor}-${Date.now()}.json`;
    writeFileSync(resolve(values.save, name), JSON.stringify(lhr));
  }
  return { figures: figuresFrom(lhr), lcpElement: lcpElementOf(lhr) };
}

async function main() {
  const targets = planTargets();
  const stops: Stoppable[] = [];
  try {
    for (const { kind, port } of FLOORS.filter((floor) => wanted(floor.only))) {
      const floor = await buildFloor(kind);
      stops.push({ stop: () => floor.remove() });
      targets.push({ app: floor.app, dir: floor.dist, url: `${local(port)}/`, signedIn: false });
    }
    const productionTargets = targets.filter((target) => target.signedIn);
    const auth = productionTargets.length
      ? await startAuthServers(productionTargets.map((t) => new URL(t.url).origin))
      : undefined;
    if (auth) stops.push(auth);
    for (const target of targets) {
      const port = Number(new URL(target.url).port);
      const server = target.signedIn
        ? await startProductionServer(target.dir, port, auth!.config)
        : await startStaticSite(target.dir, port);
      stops.push(server);
    }
    const browser = await launchSignedIn(
      LIGHTHOUSE_PORTS.chromiumDebugging,
      productionTargets.map((t) => t.url),
      values.persona,
    );
    stops.push(browser);

    console.log(
      `Lighthouse ${runs}× mobile and desktop, interleaved, on ${targets.length} apps, route ${route}; ${load()}`,
    );
    if (FLOORS.some(({ only }) => wanted(only))) console.log(floorVersions());
    const measured = new Map<string, { figures: Figures; lcpElement: string }[]>();
    for (let run = 1; run <= runs; run++) {
      for (const target of targets) {
        for (const formFactor of FORM_FACTORS) {
          const result = await audit(target.url, formFactor);
          const { figures, lcpElement } = result;
          const key = `${target.app}\n${formFactor}`;
          measured.set(key, [...(measured.get(key) ?? []), result]);
          console.log(
            `  run ${run}: ${target.app}, ${formFactor}: score ${figures.score}, LCP ${figures.lcpMs.toFixed(0)} ms (${lcpElement}), TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
          );
        }
      }
    }
    const rows: Row[] = targets.flatMap((target) =>
      FORM_FACTORS.map((formFactor) => {
        const list = measured.get(`${target.app}\n${formFactor}`)!;
        return {
          app: target.app,
          formFactor,
          figures: medianFigures(list.map((run) => run.figures)),
          runs: list.length,
          lcpElement: commonest(list.map((run) => run.lcpElement)),
        };
      }),
    );
    const floors = FLOOR_NAMES.filter((name) => targets.some((target) => target.app === name));
    console.log(
      `\n[PERF-03] Medians on ${route} (the floors on their only page; ${load()}):\n${formatTable(rows, floors)}\n${tableLegend(floors)}`,
    );
  } finally {
    for (const server of stops.toReversed()) await server.stop().catch(() => undefined);
  }
}

await main();
