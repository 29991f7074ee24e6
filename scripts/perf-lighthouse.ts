/**
 * PERF-03 benchmark (never part of `npm test`; it prints figures and asserts none):
 *   npm run build && npm run build:mock && npm run perf:lighthouse -- [--runs 3]
 *     [--only production|mock|floor]… [--before-dist DIR] [--before-mock-dist DIR] [--save DIR]
 *     [--throttling simulate|devtools]
 * Lighthouse (mobile and desktop) on `/pulse` of (a) the production build behind the portal's nginx,
 * signed in through the test identity provider, (b) the mock build, (c) a hello-world React floor
 * built in this run; `--before-*` add a second build of each kind (another checkout's dist) as
 * "(before)" rows; `--save DIR` keeps every run's full Lighthouse result (JSON) for analysis. Runs are interleaved (run 1 of every app and form factor, then run 2, …) and
 * the table shows medians with ratios to the floor. Chromium is Debian's, signed in by Playwright
 * and handed to Lighthouse through its debugging port. Everything listens on 127.0.0.1 only and stops
 * by itself (see scripts/lib/lighthouse-servers.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LIGHTHOUSE_PORTS } from '../e2e/support/ports.ts';
import { figuresFrom, medianFigures, type Figures, type LighthouseResult } from './lib/lighthouse-figures.ts';
import { launchSignedIn } from './lib/lighthouse-browser.ts';
import {
  local,
  startAuthServers,
  startProductionServer,
  startStaticSite,
  type Stoppable,
} from './lib/lighthouse-servers.ts';
import { formatTable, type FormFactor, type Row } from './lib/lighthouse-table.ts';
import { buildReactFloor } from './lib/react-floor.ts';

const KINDS = ['production', 'mock', 'floor'] as const;
const FLOOR = 'hello-world React (floor)';
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
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
const runs = Number(values.runs);
// `devtools` throttles the real load (network and CPU) instead of simulating it afterwards: slower
// to run, but the saved traces then show a phone's round trips (npm run perf:critical-path).
const THROTTLING = ['simulate', 'devtools'] as const;
const throttlingMethod = THROTTLING.find((method) => method === values.throttling);
if (!throttlingMethod) throw new Error(`--throttling is simulate or devtools, got "${values.throttling}".`);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${values.runs}".`);
const unknown = values.only.filter((kind) => !(KINDS as readonly string[]).includes(kind));
if (unknown.length) throw new Error(`--only takes ${KINDS.join(', ')}; got ${unknown.join(', ')}.`);
const wanted = (kind: (typeof KINDS)[number]) => values.only.includes(kind);

type Target = { app: string; url: string; dir: string; signedIn: boolean };
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

function planTargets(): Target[] {
  const planned: Target[] = [];
  const add = (app: string, dir: string | undefined, port: number, signedIn: boolean) => {
    if (dir === undefined) return;
    if (!existsSync(resolve(dir, 'index.html'))) throw new Error(`${app}: no build in ${dir} (no index.html).`);
    planned.push({ app, dir: resolve(dir), url: `${local(port)}/pulse`, signedIn });
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

async function audit(url: string, formFactor: FormFactor): Promise<Figures> {
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
  return figuresFrom(lhr);
}

async function main() {
  const targets = planTargets();
  const stops: Stoppable[] = [];
  try {
    if (wanted('floor')) {
      const floor = await buildReactFloor();
      stops.push({ stop: () => floor.remove() });
      targets.push({ app: FLOOR, dir: floor.dist, url: `${local(LIGHTHOUSE_PORTS.floor)}/pulse`, signedIn: false });
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

    console.log(`Lighthouse ${runs}× mobile and desktop, interleaved, on ${targets.length} apps; ${load()}`);
    const measured = new Map<string, Figures[]>();
    for (let run = 1; run <= runs; run++) {
      for (const target of targets) {
        for (const formFactor of FORM_FACTORS) {
          const figures = await audit(target.url, formFactor);
          const key = `${target.app}\n${formFactor}`;
          measured.set(key, [...(measured.get(key) ?? []), figures]);
          console.log(
            `  run ${run}: ${target.app}, ${formFactor}: score ${figures.score}, LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms`,
          );
        }
      }
    }
    const rows: Row[] = targets.flatMap((target) =>
      FORM_FACTORS.map((formFactor) => {
        const list = measured.get(`${target.app}\n${formFactor}`)!;
        return { app: target.app, formFactor, figures: medianFigures(list), runs: list.length };
      }),
    );
    console.log(`\n[PERF-03] Medians on /pulse (${load()}):\n${formatTable(rows, FLOOR)}`);
  } finally {
    for (const server of stops.toReversed()) await server.stop().catch(() => undefined);
  }
}

await main();
