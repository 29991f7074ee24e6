/**
 * PERF-09 benchmark, `npm run perf:startup` (scripts/perf-startup.ts parses its options). Loads a route in Debian's Chromium (the full browser) with the CPU throttled 4× (CDP
 * `Emulation.setCPUThrottlingRate`), for (a) the production build behind the portal's nginx, signed in
 * through the test identity provider (its session exists, so the load takes the silent check), (b) the
 * mock build, (c) the minimal Joy page, (d) hello-world React and (e) the work-matched floor (the Joy
 * page doing the portal's necessary start work, signed in through the same provider), all built in
 * this run (the floors of tools/bench/react-floor.ts, which ignore the route), plus "(before)" rows
 * for other builds; every build is also compared with the work-matched floor. Each load
 * starts with the browser's cache and the origin's service workers and caches cleared (as Lighthouse
 * does), records a Chromium trace (tools/bench/startup-trace.ts: busy time, by what it was spent on,
 * long tasks, paints, scripts) and counts React's commits and
 * component renders with a DevTools-style hook (tools/bench/react-probe.ts) until the route's data is
 * on screen (tools/bench/data-on-screen.ts) and the main thread has gone quiet. One unmeasured load of
 * every app first (so every measured load finds the same stored state), then the runs, interleaved;
 * the table shows medians, and each build beside its "(before)" is also compared pair by pair. Apps,
 * servers and ports are perf:lighthouse's (tools/bench/bench-apps.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ParseArgsOptionsConfig } from 'node:util';
import type { BrowserContext, CDPSession } from '@playwright/test';
import { APP_OPTIONS, startApps, type AppValues, type BenchApp } from './bench-apps.ts';
import { loadAverage, parseRoute, parseRuns, withRetries } from './bench-options.ts';
import { dataOnScreenFor, FLOOR_DATA } from './data-on-screen.ts';
import {
  DATA_ON_SCREEN_MESSAGE,
  HOOK,
  isProbeReport,
  PROBE_MARK,
  reactFigures,
  reactProbeScript,
  type DataOnScreen,
} from './react-probe.ts';
import { FLOOR_APPS } from './react-floor.ts';
import {
  formatFloorComparison,
  formatPairedComparison,
  formatStartupTable,
  medianRun,
  startupRun,
  type StartupRun,
} from './startup-table.ts';
import { isTraceEvent, QUIET, traceFigures, type TraceEvent } from './startup-trace.ts';

/** How long a load may take to put its data on screen (4× CPU on a busy 2-core machine). */
const DATA_TIMEOUT_MS = 90_000;
/** What the trace records: tasks, paints, navigations and network requests. */
const TRACE_CATEGORIES = [
  '__metadata',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
];
/** What Lighthouse clears before each load besides the cache (its `clearStorageTypes`). */
const CLEARED_STORAGE = 'file_systems,shader_cache,service_workers,cache_storage';

/** The command line of `npm run perf:startup` (node:util parseArgs). */
export const STARTUP_OPTIONS = {
  ...APP_OPTIONS,
  runs: { type: 'string', default: '5' },
  data: { type: 'string' },
  cpu: { type: 'string', default: '4' },
  save: { type: 'string' },
} as const satisfies ParseArgsOptionsConfig;

export type StartupValues = AppValues & { runs: string; data?: string; cpu: string; save?: string };

type Target = BenchApp & { data: DataOnScreen };
/** How each load is measured: the CPU slow-down, and where traces are kept (`--save`). */
type Measuring = { cpuRate: number; save: string | undefined };

/**
 * A same-origin page without content that the tab opens first, so the measured load commits in a
 * renderer that is already running and traced: a load into a new process (from about:blank, or
 * across the production build's COOP) loses the renderer's first events from the trace.
 */
const PRELUDE_PATH = '/perf-startup-prelude.txt';
/** How often a load whose trace missed its start is tried again before the benchmark gives up. */
const ATTEMPTS = 3;

/** After the data is on screen, how long the benchmark waits at most for the main thread to go quiet. */
const MAX_TAIL_MS = 30_000;
/**
 * Waits until the renderer's main thread was busy less than one quiet-breaking task's time in all of
 * the last quiet window (and a margin), so no task of that length can have run in it: read from the
 * DevTools protocol's cumulative task time (a cheap call, not page script), for at most
 * {@link MAX_TAIL_MS}. The trace then says exactly when the load went idle, or that it did not.
 */
async function waitUntilQuiet(cdp: CDPSession) {
  const windowMs = QUIET.windowMs + 500;
  await cdp.send('Performance.enable');
  const samples: { atMs: number; busyMs: number }[] = [];
  for (const startMs = Date.now(); Date.now() - startMs < MAX_TAIL_MS;) {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const busyMs = (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1_000;
    const atMs = Date.now();
    samples.push({ atMs, busyMs });
    const windowStart = samples.find((sample) => sample.atMs >= atMs - windowMs - 250);
    if (windowStart && atMs - windowStart.atMs >= windowMs && busyMs - windowStart.busyMs < QUIET.taskMs) return;
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** A load's trace that lacks the start of the load (see PRELUDE_PATH): tried again. */
class IncompleteTrace extends Error {}

/** One cold load of a target: its trace figures and React counts. */
async function measure(context: BrowserContext, target: Target, { cpuRate, save }: Measuring): Promise<StartupRun> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const { origin } = new URL(target.url);
    await page.goto(`${origin}${PRELUDE_PATH}`, { timeout: DATA_TIMEOUT_MS });
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: CLEARED_STORAGE });
    await page.addInitScript({ content: reactProbeScript(target.data) });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      for (const event of value) if (isTraceEvent(event)) events.push(event);
    });
    const traced = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { recordMode: 'recordAsMuchAsPossible', includedCategories: TRACE_CATEGORIES },
    });
    // The probe says when the data is on screen; waiting for its message keeps the page unpolled.
    const onScreen = page
      .waitForEvent('console', {
        predicate: (message) => message.text() === DATA_ON_SCREEN_MESSAGE,
        timeout: DATA_TIMEOUT_MS,
      })
      .then(
        () => true,
        () => false,
      );
    await page.goto(target.url, { waitUntil: 'commit', timeout: DATA_TIMEOUT_MS });
    if (!(await onScreen))
      throw new Error(
        `${target.app}: ${target.data.description} not on screen within ${DATA_TIMEOUT_MS / 1000} s (the page is at ${page.url()}).`,
      );
    if (new URL(page.url()).href !== new URL(target.url).href)
      throw new Error(`${target.url} ended on ${page.url()}: not signed in, or the app failed.`);
    // Then until the main thread has been quiet for the whole window (the trace shows when it began).
    await waitUntilQuiet(cdp);
    await cdp.send('Tracing.end');
    await traced;
    if (save) {
      // Chromium's trace format: DevTools' Performance panel opens it.
      mkdirSync(save, { recursive: true });
      const name = `${new URL(target.url).port}-${Date.now()}.json`;
      writeFileSync(resolve(save, name), JSON.stringify({ traceEvents: events }));
    }
    const report: unknown = await page.evaluate((hook) => {
      const probe: unknown = Reflect.get(window, hook);
      return typeof probe === 'object' && probe !== null && 'report' in probe && typeof probe.report === 'function'
        ? probe.report()
        : undefined;
    }, HOOK);
    if (!isProbeReport(report)) throw new Error(`${target.app}: the React probe was not installed.`);
    if (!events.some((event) => event.name === PROBE_MARK))
      throw new IncompleteTrace(`${target.app}: the trace lacks the start of the load (no ${PROBE_MARK} mark).`);
    const react = reactFigures(report, Infinity);
    const trace = traceFigures(events, target.url, react.dataOnScreenMs ?? 0, PROBE_MARK);
    return startupRun(trace, reactFigures(report, trace.idleMs));
  } finally {
    await page.close();
  }
}

/** {@link measure}, again when the trace missed the start of the load (said on the console). */
const measureFully = (context: BrowserContext, target: Target, measuring: Measuring): Promise<StartupRun> =>
  withRetries(() => measure(context, target, measuring), {
    attempts: ATTEMPTS,
    retryable: (error) => error instanceof IncompleteTrace,
    onRetry: (error) => console.log(`  ${error.message} Again.`),
  });

/** Runs the benchmark and prints its table; throws on an option it cannot use, before anything starts. */
export async function runStartupBenchmark(values: StartupValues): Promise<void> {
  const runs = parseRuns(values.runs);
  const cpuRate = Number(values.cpu);
  if (!(cpuRate >= 1)) throw new Error(`--cpu is a slow-down factor of at least 1, got "${values.cpu}".`);
  const routeData = dataOnScreenFor(parseRoute(values.route), values.data);
  const measuring = { cpuRate, save: values.save };
  const { route, apps, context, stop } = await startApps(values);
  try {
    const targets: Target[] = apps.map((app) => ({ ...app, data: app.floor ? FLOOR_DATA[app.floor] : routeData }));
    console.log(
      `perf:startup: ${runs}× interleaved, CPU ${cpuRate}× slower, ${targets.length} apps, route ${route} (data on screen: ${routeData.description}); ${loadAverage()}`,
    );
    for (const target of targets) await measureFully(context, target, measuring);
    console.log('  one unmeasured load of every app done');
    const measured = new Map<string, StartupRun[]>();
    for (let run = 1; run <= runs; run++) {
      for (const target of targets) {
        const figures = await measureFully(context, target, measuring);
        measured.set(target.app, [...(measured.get(target.app) ?? []), figures]);
        console.log(
          `  run ${run}: ${target.app}: busy ${figures.busyMs.toFixed(0)} ms to idle at ${figures.idleMs.toFixed(0)} ms${figures.notIdle ? ' (trace ended first)' : ''}, long-task time after FCP ${figures.blockingAfterMs.toFixed(0)} ms, ${figures.commitsToData} commits / ${figures.rendersToData} renders to data`,
        );
      }
    }
    const columns = targets.map((target) => {
      const list = measured.get(target.app)!;
      return { app: target.app, runs: list.length, median: medianRun(list) };
    });
    console.log(
      `\n[PERF-09] Start-up of ${route} at ${cpuRate}× CPU, medians (the floors on their only page; ${loadAverage()}):\n${formatStartupTable(columns, FLOOR_APPS.joy)}`,
    );
    console.log(
      `Idle: ${QUIET.windowMs / 1000} s without a main-thread task of ${QUIET.taskMs} ms or more, from the data on screen on. Long tasks: over 50 ms, before/after FCP by their start. Total blocking time: Lighthouse's sum on the trace, each task clipped to FCP and idle. "– busy:" rows: the busy time by what the tasks ran (each traced event's own time), each row its own median, so they need not add up to the median above.`,
    );
    const againstFloor = formatFloorComparison(columns, FLOOR_APPS.work, Object.values(FLOOR_APPS));
    if (againstFloor)
      console.log(
        `\n[PERF-09] Against the ${FLOOR_APPS.work} (the Joy page doing the portal's necessary start work, same run, medians; in brackets the ratio to the floor's and the difference):\n${againstFloor}`,
      );
    for (const [app, list] of measured) {
      const earlier = measured.get(`${app} (before)`);
      if (earlier) console.log(`\n${formatPairedComparison(app, `${app} (before)`, list, earlier)}`);
    }
  } finally {
    await stop();
  }
}
