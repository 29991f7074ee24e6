/**
 * PERF-09: the table `npm run perf:startup` prints: one column per app, one row per figure, each the
 * median of the runs; main-thread busy time also as a multiple of the minimal Joy page's and by what
 * it was spent on (React's render and commit, script evaluation, documents, …); every build against
 * the work-matched floor (ratios and differences); and for a build measured beside its "(before)",
 * the differences pair by pair (the runs are interleaved).
 */
import { median, ratio, signed } from './lighthouse-figures.ts';
import type { ReactFigures } from './react-probe.ts';
import { BUSY_KIND_TITLES, BUSY_KINDS, type BusyKind, type TraceFigures } from './startup-trace.ts';

/** The busy time of one kind (startup-trace.ts's `busyBy`), as a flat figure of its own. */
type BusyFigures = { [Kind in BusyKind as `${Kind}BusyMs`]: number };
const busyKey = (kind: BusyKind) => `${kind}BusyMs` as const;

/** One load's figures, flat, so each has a median. */
export type StartupRun = BusyFigures & {
  busyMs: number;
  idleMs: number;
  tasks: number;
  longBefore: number;
  longAfter: number;
  blockingBeforeMs: number;
  blockingAfterMs: number;
  /** Total blocking time, FCP to idle, as Lighthouse sums it (startup-trace.ts `totalBlockingMs`). */
  tbtMs: number;
  fpMs: number;
  fcpMs: number;
  lcpMs: number;
  dataMs: number;
  commitsToData: number;
  rendersToData: number;
  commits: number;
  renders: number;
  fibers: number;
  jsFilesBeforeFcp: number;
  jsBytesBeforeFcp: number;
  jsFiles: number;
  jsBytes: number;
  /** 1 when the trace ended before the load went idle (its busy time is then a lower bound). */
  notIdle: number;
};

/** One load's run from its trace and React figures; a load whose data never showed is an error. */
export function startupRun(trace: TraceFigures, react: ReactFigures): StartupRun {
  if (react.toData === undefined || react.dataOnScreenMs === undefined)
    throw new Error('The data never came on screen in this load.');
  const { busyBy } = trace;
  const busy: BusyFigures = {
    reactBusyMs: busyBy.react,
    modulesBusyMs: busyBy.modules,
    documentsBusyMs: busyBy.documents,
    scriptBusyMs: busyBy.script,
    renderingBusyMs: busyBy.rendering,
    gcBusyMs: busyBy.gc,
    otherBusyMs: busyBy.other,
  };
  return {
    ...busy,
    busyMs: trace.busyMs,
    idleMs: trace.idleMs,
    tasks: trace.tasks,
    longBefore: trace.longTasks.before,
    longAfter: trace.longTasks.after,
    blockingBeforeMs: trace.blockingMs.before,
    blockingAfterMs: trace.blockingMs.after,
    tbtMs: trace.tbtMs,
    fpMs: trace.fpMs,
    fcpMs: trace.fcpMs,
    lcpMs: trace.lcpMs,
    dataMs: react.dataOnScreenMs,
    commitsToData: react.toData.commits,
    rendersToData: react.toData.renders,
    commits: react.total.commits,
    renders: react.total.renders,
    fibers: react.fibers,
    jsFilesBeforeFcp: trace.scripts.beforeFcp.files,
    jsBytesBeforeFcp: trace.scripts.beforeFcp.bytes,
    jsFiles: trace.scripts.total.files,
    jsBytes: trace.scripts.total.bytes,
    notIdle: trace.idle ? 0 : 1,
  };
}

/** Each figure's median over the runs (`notIdle`: how many runs were not idle). */
export function medianRun(runs: StartupRun[]): StartupRun {
  const first = runs[0];
  if (!first) throw new Error('No runs.');
  const result = { ...first };
  for (const key of Object.keys(first))
    Reflect.set(result, key, median(runs.map((run) => Number(Reflect.get(run, key)))));
  result.notIdle = runs.reduce((sum, run) => sum + run.notIdle, 0);
  return result;
}

export type StartupColumn = { app: string; runs: number; median: StartupRun };

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const count = (value: number) => (Number.isInteger(value) ? value.toLocaleString('en') : value.toFixed(1));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

type Row = { title: string; show: (run: StartupRun, runs: number) => string };

const TBT_TITLE = "total blocking time, FCP to idle (Lighthouse's sum)";

const ROWS: Row[] = [
  { title: 'main-thread busy, navigation to idle', show: (r) => ms(r.busyMs) },
  ...BUSY_KINDS.map((kind) => ({
    title: `– busy: ${BUSY_KIND_TITLES[kind]}`,
    show: (r: StartupRun) => ms(r[busyKey(kind)]),
  })),
  { title: 'idle at', show: (r) => ms(r.idleMs) },
  { title: 'tasks', show: (r) => count(r.tasks) },
  { title: 'long tasks before / after FCP', show: (r) => `${count(r.longBefore)} / ${count(r.longAfter)}` },
  { title: 'long-task time over 50 ms, before FCP', show: (r) => ms(r.blockingBeforeMs) },
  { title: 'long-task time over 50 ms, after FCP', show: (r) => ms(r.blockingAfterMs) },
  { title: TBT_TITLE, show: (r) => ms(r.tbtMs) },
  { title: 'first paint', show: (r) => ms(r.fpMs) },
  { title: 'first contentful paint', show: (r) => ms(r.fcpMs) },
  { title: 'largest contentful paint', show: (r) => ms(r.lcpMs) },
  { title: 'data on screen', show: (r) => ms(r.dataMs) },
  { title: 'React commits, first render to data', show: (r) => count(r.commitsToData) },
  { title: 'component renders, first render to data', show: (r) => count(r.rendersToData) },
  { title: 'React commits, to idle', show: (r) => count(r.commits) },
  { title: 'component renders, to idle', show: (r) => count(r.renders) },
  { title: 'fibers in the final tree', show: (r) => count(r.fibers) },
  { title: 'JS loaded before FCP', show: (r) => `${kB(r.jsBytesBeforeFcp)} in ${count(r.jsFilesBeforeFcp)}` },
  { title: 'JS loaded to idle', show: (r) => `${kB(r.jsBytes)} in ${count(r.jsFiles)}` },
];

/**
 * A Markdown table, apps as columns; with `joyApp` among them, a row with each app's busy time as a
 * multiple of the Joy page's (PERF-09: production at most 2×).
 */
export function formatStartupTable(columns: StartupColumn[], joyApp?: string): string {
  const joy = columns.find((column) => column.app === joyApp)?.median;
  const rows: Row[] = [...ROWS];
  if (joy)
    rows.splice(1, 0, {
      title: 'busy time × the Joy page',
      show: (r) => (joy.busyMs === 0 ? '–' : `×${(r.busyMs / joy.busyMs).toFixed(1)}`),
    });
  rows.push({ title: 'runs (of which not idle when the trace ended)', show: (r, runs) => `${runs} (${r.notIdle})` });
  return [
    `| figure (median) | ${columns.map((column) => column.app).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...rows.map(
      ({ title, show }) => `| ${title} | ${columns.map((column) => show(column.median, column.runs)).join(' | ')} |`,
    ),
  ].join('\n');
}

/** A figure of the comparison with the work-matched floor, and how its values and differences read. */
type FloorRow = { title: string; key: keyof StartupRun; show: (value: number) => string; unit: string };
const msRow = (title: string, key: keyof StartupRun): FloorRow => ({ title, key, show: ms, unit: ' ms' });
const countRow = (title: string, key: keyof StartupRun): FloorRow => ({ title, key, show: count, unit: '' });

/** PERF-09's three ratios first, then where the rest goes: the busy time by kind, long tasks, React, code. */
const FLOOR_ROWS: FloorRow[] = [
  msRow('main-thread busy, navigation to idle', 'busyMs'),
  msRow('long-task time over 50 ms, after FCP', 'blockingAfterMs'),
  msRow(TBT_TITLE, 'tbtMs'),
  ...BUSY_KINDS.map((kind) => msRow(`– busy: ${BUSY_KIND_TITLES[kind]}`, busyKey(kind))),
  msRow('long-task time over 50 ms, before FCP', 'blockingBeforeMs'),
  countRow('long tasks after FCP', 'longAfter'),
  countRow('React commits, first render to data', 'commitsToData'),
  countRow('component renders, first render to data', 'rendersToData'),
  { title: 'JS loaded to idle', key: 'jsBytes', show: kB, unit: ' kB' },
];
/** How many of {@link FLOOR_ROWS} are PERF-09's ratios (the rest is the breakdown). */
const FLOOR_RATIOS = 3;

/**
 * PERF-09: every other app against the work-matched floor (`floorApp`) of the same run, medians: each
 * figure with its ratio to the floor's and the difference (`3,827 ms (×2.1, +2,027 ms)`); the first
 * three rows are the requirement's ratios (busy time, long-task time after first paint, TBT), the rest
 * says where the difference goes. Undefined without the floor; the other floors (`floorApps`) are
 * left out.
 */
export function formatFloorComparison(
  columns: StartupColumn[],
  floorApp: string,
  floorApps: readonly string[],
): string | undefined {
  const floor = columns.find((column) => column.app === floorApp)?.median;
  const others = columns.filter((column) => !floorApps.includes(column.app));
  if (!floor || others.length === 0) return undefined;
  const rows = FLOOR_ROWS.map(({ title, key, show, unit }) => {
    const cells = others.map(({ median: run }) => {
      const difference = unit === ' kB' ? (run[key] - floor[key]) / 1000 : run[key] - floor[key];
      return `${show(run[key])} (${ratio(run[key], floor[key])}, ${signed(difference)}${unit})`;
    });
    return `| ${title} | ${show(floor[key])} | ${cells.join(' | ')} |`;
  });
  const empty = others.map(() => ' |').join('');
  return [
    `| figure (median) | ${floorApp} | ${others.map((column) => column.app).join(' | ')} |`,
    `|---|---:|${others.map(() => '---:').join('|')}|`,
    ...rows.slice(0, FLOOR_RATIOS),
    `| *where the rest goes:* | |${empty}`,
    ...rows.slice(FLOOR_RATIOS),
  ].join('\n');
}

/** The figures compared pair by pair between a build and its "(before)". */
const PAIRED: { title: string; key: keyof StartupRun }[] = [
  { title: 'main-thread busy, navigation to idle', key: 'busyMs' },
  { title: 'long-task time over 50 ms, after FCP', key: 'blockingAfterMs' },
  { title: 'first contentful paint', key: 'fcpMs' },
  { title: 'data on screen', key: 'dataMs' },
];

const signedMs = (value: number) => `${signed(value)} ms`;

/**
 * A build against its "(before)", pair by pair: run i of both was loaded one after the other, so
 * their difference is free of the machine's drift over the whole run, which the medians are not. Per
 * figure the median of the differences, how many pairs came out lower and higher, and every pair, so
 * a change that only the noise made look better or worse shows as such (PERF-09).
 */
export function formatPairedComparison(
  app: string,
  before: string,
  after: StartupRun[],
  earlier: StartupRun[],
): string {
  if (after.length !== earlier.length || after.length === 0)
    throw new Error(
      `${app} and ${before} need the same number of runs to be paired (${after.length} and ${earlier.length}).`,
    );
  const rows = PAIRED.map(({ title, key }) => {
    const differences = after.map((run, index) => run[key] - earlier[index]![key]);
    const lower = differences.filter((difference) => difference < 0).length;
    const higher = differences.filter((difference) => difference > 0).length;
    return `| ${title} | ${signedMs(median(differences))} | ${lower} / ${higher} of ${differences.length} | ${differences.map(signedMs).join(', ')} |`;
  });
  return [
    `${app} against ${before}, pair by pair (after − before):`,
    '| figure | median difference | lower / higher | pairs |',
    '|---|---:|---:|---|',
    ...rows,
  ].join('\n');
}
