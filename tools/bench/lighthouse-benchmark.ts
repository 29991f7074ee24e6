/**
 * PERF-03/PERF-04 benchmark, `npm run perf:lighthouse` (scripts/perf-lighthouse.ts parses its
 * options). Lighthouse (mobile and desktop) on a route (`--route`, default `/pulse`) of (a) the production
 * build behind the portal's nginx, signed in through the test identity provider, (b) the mock build,
 * and three floors built in this run (tools/bench/react-floor.ts), which ignore the route: (c) a
 * hello-world React app, (d) the minimal Joy page (the stack's floor), (e) the work-matched floor
 * (the Joy page doing the portal's necessary start work, signed in through the same provider), whose
 * mobile TBT sets PERF-04's TBT limit where 1.25× it is above 300 ms. `--before-*` add a second build
 * of each kind (another checkout's dist) as "(before)" rows; `--save DIR` keeps every run's full
 * Lighthouse result (JSON) for analysis. Runs are interleaved (run 1 of every app and form factor,
 * then run 2, …) and the table shows medians, each against every floor, CLS and each row's LCP
 * element (held in the page, so that one removed and collected before Lighthouse reads it is still
 * named: tools/bench/lcp-keeper.ts). Chromium is Debian's, signed in by Playwright and handed to
 * Lighthouse through its debugging port. Everything listens on 127.0.0.1 only and stops by itself (see
 * tools/bench/lighthouse-servers.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ParseArgsOptionsConfig } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LIGHTHOUSE_PORTS } from '../testing/ports.ts';
import { APP_OPTIONS, startApps, type AppValues } from './bench-apps.ts';
import { loadAverage, parseRuns, withRetries } from './bench-options.ts';
import {
  commonest,
  figuresFrom,
  lcpElementOf,
  LighthouseRuntimeError,
  medianFigures,
  type Figures,
  type LighthouseResult,
} from './lighthouse-figures.ts';
import { formatTable, formatTbtClause, tableLegend, type FormFactor, type Row } from './lighthouse-table.ts';
import { lcpKeeperScript } from './lcp-keeper.ts';
import { FLOOR_APPS } from './react-floor.ts';

/** The command line of `npm run perf:lighthouse` (node:util parseArgs). */
export const LIGHTHOUSE_OPTIONS = {
  ...APP_OPTIONS,
  runs: { type: 'string', default: '3' },
  save: { type: 'string' },
  throttling: { type: 'string', default: 'simulate' },
} as const satisfies ParseArgsOptionsConfig;

export type LighthouseValues = AppValues & { runs: string; save?: string; throttling: string };

// `devtools` throttles the real load (network and CPU) instead of simulating it afterwards: slower
// to run, but the saved traces then show a phone's round trips (npm run perf:critical-path).
const THROTTLING = ['simulate', 'devtools'] as const;
type Auditing = { throttlingMethod: (typeof THROTTLING)[number]; save: string | undefined };

const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];
type Result = { figures: Figures; lcpElement: string };

async function audit(url: string, formFactor: FormFactor, { throttlingMethod, save }: Auditing): Promise<Result> {
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
  if (save) {
    mkdirSync(save, { recursive: true });
    const name = `${new URL(url).port}-${formFactor}-${Date.now()}.json`;
    writeFileSync(resolve(save, name), JSON.stringify(lhr));
  }
  return { figures: figuresFrom(lhr), lcpElement: lcpElementOf(lhr) };
}

/** How often one run is tried when Lighthouse itself fails (NO_NAVSTART now and then on a busy machine). */
const ATTEMPTS = 3;

const auditTried = (url: string, formFactor: FormFactor, auditing: Auditing): Promise<Result> =>
  withRetries(() => audit(url, formFactor, auditing), {
    attempts: ATTEMPTS,
    retryable: (error) => error instanceof LighthouseRuntimeError,
    onRetry: (error) => console.log(`  (${url}, ${formFactor}: ${error.message}; tried again)`),
  });

/** Runs the benchmark and prints its table; throws on an option it cannot use, before anything starts. */
export async function runLighthouseBenchmark(values: LighthouseValues): Promise<void> {
  const runs = parseRuns(values.runs);
  const throttlingMethod = THROTTLING.find((method) => method === values.throttling);
  if (!throttlingMethod) throw new Error(`--throttling is simulate or devtools, got "${values.throttling}".`);
  const auditing = { throttlingMethod, save: values.save };
  const { route, apps, context, stop } = await startApps(values, LIGHTHOUSE_PORTS.chromiumDebugging);
  try {
    // Lighthouse's pages open in this context: the LCP element the frame painted and React removed
    // stays nameable (tools/bench/lcp-keeper.ts).
    await context.addInitScript({ content: lcpKeeperScript() });
    console.log(
      `Lighthouse ${runs}× mobile and desktop, interleaved, on ${apps.length} apps, route ${route}; ${loadAverage()}`,
    );
    const measured = new Map<string, Result[]>();
    for (let run = 1; run <= runs; run++) {
      for (const app of apps) {
        for (const formFactor of FORM_FACTORS) {
          const result = await auditTried(app.url, formFactor, auditing);
          const { figures, lcpElement } = result;
          const key = `${app.app}\n${formFactor}`;
          measured.set(key, [...(measured.get(key) ?? []), result]);
          console.log(
            `  run ${run}: ${app.app}, ${formFactor}: score ${figures.score}, LCP ${figures.lcpMs.toFixed(0)} ms (${lcpElement}), TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
          );
        }
      }
    }
    const rows: Row[] = apps.flatMap((app) =>
      FORM_FACTORS.map((formFactor) => {
        const list = measured.get(`${app.app}\n${formFactor}`)!;
        return {
          app: app.app,
          formFactor,
          figures: medianFigures(list.map((run) => run.figures)),
          runs: list.length,
          lcpElement: commonest(list.map((run) => run.lcpElement)),
        };
      }),
    );
    const floors = apps.flatMap((app) => (app.floor ? [FLOOR_APPS[app.floor]] : []));
    console.log(
      `\n[PERF-03] Medians on ${route} (the floors on their only page; ${loadAverage()}):\n${formatTable(rows, floors)}\n${tableLegend(floors)}`,
    );
    console.log(`\n[PERF-04] ${formatTbtClause(rows, FLOOR_APPS.work, Object.values(FLOOR_APPS))}`);
  } finally {
    await stop();
  }
}
