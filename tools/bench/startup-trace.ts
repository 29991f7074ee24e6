/**
 * PERF-09: what `npm run perf:startup` reads from a Chromium trace of one page load. Pure (events in,
 * figures out), so small fixtures test it.
 *
 * - The load: the main frame's `navigationStart` for the URL (or a mark the page set, see
 *   `findNavigation`), on the renderer's main thread (its pid and tid); FP, FCP and LCP are the paint
 *   events of the same navigation (`navigationId`).
 * - Tasks: the top-level `RunTask` events on that thread (what the Performance panel shows as tasks).
 * - Idle: the load is idle at the first moment, not before the data is on screen, after which the main
 *   thread runs no task of {@link QUIET.taskMs} or more for {@link QUIET.windowMs} (short timer and
 *   message tasks do not break the quiet, a render, a parse or a GC does). Busy time sums every task
 *   from navigation start to idle; a trace that ends before such a quiet window says so (`idle: false`).
 * - Long tasks: tasks over 50 ms up to idle; their time over 50 ms (what TBT sums) before and after
 *   the first contentful paint, each task by its start.
 * - Total blocking time ({@link totalBlockingMs}): Lighthouse's sum on an observed trace, each task
 *   clipped to [FCP, idle] first (a task that straddles FCP counts with its part after it only).
 * - JavaScript: the requests of type Script the page's renderer sent up to idle (the page and its
 *   same-site frames, not a service worker's own fetches), their bytes transferred, and which of them
 *   had finished before the first contentful paint.
 * - Where the busy time went ({@link busyByKind}): each traced event's own time inside those tasks
 *   (less the events nested in it), by what it is; the kinds add up to the busy time.
 */

/** A Chromium trace event, as far as these figures read it. */
export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { frame?: string; data?: Record<string, unknown> };
};

/** Whether a value from the DevTools protocol's trace is an event as far as these figures read it. */
export const isTraceEvent = (value: unknown): value is TraceEvent =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  typeof value.name === 'string' &&
  'ph' in value &&
  'ts' in value &&
  typeof value.ts === 'number' &&
  'pid' in value &&
  'tid' in value;

export const QUIET = { windowMs: 2_000, taskMs: 10 } as const;
export const LONG_TASK_MS = 50;

export type Task = { startMs: number; durationMs: number };
export type Scripts = { files: number; bytes: number };

export type TraceFigures = {
  fpMs: number;
  fcpMs: number;
  lcpMs: number;
  /** When the load went idle, ms since navigation start; `idle` false when the trace ended first. */
  idleMs: number;
  idle: boolean;
  busyMs: number;
  tasks: number;
  longTasks: { before: number; after: number };
  /** The long tasks' time over 50 ms, before and after FCP. */
  blockingMs: { before: number; after: number };
  /** Total blocking time from FCP to idle, as Lighthouse sums it ({@link totalBlockingMs}). */
  tbtMs: number;
  scripts: { beforeFcp: Scripts; total: Scripts };
  /** The busy time by what the tasks ran; the kinds add up to `busyMs`. */
  busyBy: Record<BusyKind, number>;
};

/**
 * What the main thread's busy time is spent on, as `npm run perf:startup` prints it (PERF-09).
 * React's render and commit run in its scheduler's tasks: a callback posted to a message channel,
 * which runs far more of a load's tasks than any other (it yields every few milliseconds). It is
 * found that way, as the one function that is the first call of the most tasks, so minified names
 * do not matter.
 */
export const BUSY_KINDS = ['react', 'modules', 'documents', 'script', 'rendering', 'gc', 'other'] as const;
export type BusyKind = (typeof BUSY_KINDS)[number];
export const BUSY_KIND_TITLES: Record<BusyKind, string> = {
  react: "React's render and commit (its scheduler's tasks)",
  modules: 'script compile and evaluation (modules, pre-paint.js)',
  documents: 'documents: navigation, HTML and stylesheet parse, frames',
  script: 'other script: timers, network callbacks, events, messages, WebCrypto',
  rendering: 'style, layout, paint',
  gc: 'garbage collection',
  other: 'task time no traced event covers (promise callbacks, IPC, loading)',
};

/** Each event name's kind; a name not listed takes the kind of the event it is nested in. */
const KIND_OF_NAME: [RegExp, BusyKind][] = [
  [
    /^(v8\.(evaluateModule|compileModule|compile|compileCode|run)|EvaluateScript|v8\.produce(Module)?Cache)$/,
    'modules',
  ],
  [
    /^(ParseHTML|ParseAuthorStyleSheet|CommitLoad|DocumentLoader::|FrameLoader|NavigationBodyLoader::|HTMLDocumentParser::)/,
    'documents',
  ],
  [
    /^(FunctionCall|TimerFire|XHRReadyStateChange|XHRLoad|EventDispatch|FireIdleCallback|FireAnimationFrame|HandlePostMessage|RunMicrotasks|Do(Digest|ImportKey|Verify|Sign|Encrypt|Decrypt|GenerateKey|ExportKey|DeriveBits))$/,
    'script',
  ],
  [
    /^(UpdateLayoutTree|Layout|PrePaint|Paint|Commit|Layerize|UpdateLayer|UpdateLayerTree|HitTest|ScrollLayer|IntersectionObserverController::computeIntersections)$/,
    'rendering',
  ],
  [/GC/, 'gc'],
];

/** Which function a FunctionCall event ran: its script and position (the name may be minified). */
const callee = (event: TraceEvent) => {
  const { url, functionName, lineNumber, columnNumber } = data(event);
  return `${String(url)}:${String(functionName)}:${String(lineNumber)}:${String(columnNumber)}`;
};

const US_PER_MS = 1_000;
const data = (event: TraceEvent) => event.args?.data ?? {};

/**
 * The main frame's navigation to `url`: its start, thread and navigation id. From its
 * `navigationStart` event, or, where Chromium left that out (a navigation committed in a renderer
 * that was already running), from a user-timing mark the page set (`mark`, in the top frame only):
 * its event carries the navigation id and its time since navigation start.
 */
function findNavigation(events: TraceEvent[], url: string, mark: string | undefined) {
  const starts = events.filter((event) => event.name === 'navigationStart');
  const navigation = starts.find((event) => {
    const { documentLoaderURL, isLoadingMainFrame } = data(event);
    return isLoadingMainFrame === true && documentLoaderURL === url;
  });
  if (navigation)
    return {
      startUs: navigation.ts,
      pid: navigation.pid,
      tid: navigation.tid,
      navigationId: data(navigation).navigationId,
    };
  const marked = events.find((event) => mark !== undefined && event.name === mark);
  const startTime = marked ? data(marked).startTime : undefined;
  if (marked && typeof startTime === 'number')
    return {
      startUs: marked.ts - startTime * US_PER_MS,
      pid: marked.pid,
      tid: marked.tid,
      navigationId: data(marked).navigationId,
    };
  const seen = starts
    .map((event) => {
      const loaded = data(event).documentLoaderURL;
      return typeof loaded === 'string' && loaded !== '' ? loaded : '(none)';
    })
    .join(', ');
  throw new Error(
    `The trace has no main-frame navigation to ${url} (navigations: ${seen || 'none'}; no "${mark ?? ''}" mark either).`,
  );
}

/** The top-level tasks of one thread from `fromUs` on, in ms since `fromUs`; nested run loops are left out. */
export function topLevelTasks(events: TraceEvent[], pid: number, tid: number, fromUs: number): Task[] {
  const runs = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === pid && event.tid === tid)
    .filter((event) => event.ts >= fromUs)
    .toSorted((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let endUs = -Infinity;
  for (const event of runs) {
    if (event.ts < endUs) continue;
    const dur = event.dur ?? 0;
    endUs = event.ts + dur;
    tasks.push({ startMs: (event.ts - fromUs) / US_PER_MS, durationMs: dur / US_PER_MS });
  }
  return tasks;
}

/**
 * The first moment at or after `notBeforeMs` that is followed by `QUIET.windowMs` without a task of
 * `QUIET.taskMs` or more; `idle` false when the trace (ending at `traceEndMs`) ends before one.
 */
export function idleAfter(tasks: Task[], notBeforeMs: number, traceEndMs: number): { idleMs: number; idle: boolean } {
  let candidate = notBeforeMs;
  for (const task of tasks.filter((t) => t.durationMs >= QUIET.taskMs)) {
    const endMs = task.startMs + task.durationMs;
    if (endMs <= candidate) continue;
    if (task.startMs - candidate >= QUIET.windowMs) return { idleMs: candidate, idle: true };
    candidate = Math.max(candidate, endMs);
  }
  return { idleMs: candidate, idle: traceEndMs - candidate >= QUIET.windowMs };
}

function paintMs(events: TraceEvent[], name: string, navigationId: unknown, startUs: number, last = false) {
  const paints = events.filter((event) => event.name === name && data(event).navigationId === navigationId);
  const paint = last ? paints.at(-1) : paints[0];
  return paint === undefined ? undefined : (paint.ts - startUs) / US_PER_MS;
}

/** The Script requests the renderer `pid` sent from `startUs` up to `untilMs`, with their bytes and end. */
function scriptRequests(events: TraceEvent[], pid: number, startUs: number, untilMs: number) {
  const finishes = new Map<unknown, TraceEvent>();
  for (const event of events)
    if (event.name === 'ResourceFinish' && event.pid === pid) finishes.set(data(event).requestId, event);
  return events
    .filter(
      (event) =>
        event.name === 'ResourceSendRequest' &&
        event.pid === pid &&
        data(event).resourceType === 'Script' &&
        event.ts >= startUs &&
        (event.ts - startUs) / US_PER_MS <= untilMs,
    )
    .map((event) => {
      const finish = finishes.get(data(event).requestId);
      const finishData = finish ? data(finish) : {};
      const bytes = typeof finishData.encodedDataLength === 'number' ? finishData.encodedDataLength : 0;
      // finishTime is in seconds on the trace's clock; the event's own time is a fallback.
      const endUs =
        typeof finishData.finishTime === 'number' && finishData.finishTime > 0
          ? finishData.finishTime * 1_000_000
          : finish?.ts;
      return { bytes, endMs: endUs === undefined ? Infinity : (endUs - startUs) / US_PER_MS };
    });
}

/**
 * The busy time of the tasks on one thread that start in [`fromUs`, `fromUs` + `untilMs`], by kind
 * (ms): every complete event's own time, less what is nested in it, goes to its name's kind (or its
 * parent's), a task's own remainder to `other`; FunctionCalls of React's scheduler (see
 * {@link BUSY_KINDS}) and everything nested in them but garbage collection to `react`.
 */
export function busyByKind(
  events: TraceEvent[],
  pid: number,
  tid: number,
  fromUs: number,
  untilMs: number,
): Record<BusyKind, number> {
  const untilUs = fromUs + untilMs * US_PER_MS;
  const complete = events
    .filter((event) => event.ph === 'X' && event.pid === pid && event.tid === tid)
    .filter((event) => event.ts + (event.dur ?? 0) >= fromUs)
    .toSorted((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // First pass: the function that is the first call of the most top-level tasks (React's scheduler).
  const firstCalls = new Map<string, number>();
  let taskEndUs = -Infinity;
  let counted = false;
  for (const event of complete) {
    if (event.name === 'RunTask' && event.ts >= taskEndUs) {
      taskEndUs = event.ts + (event.dur ?? 0);
      counted = false;
    } else if (!counted && event.ts < taskEndUs && event.name === 'FunctionCall') {
      firstCalls.set(callee(event), (firstCalls.get(callee(event)) ?? 0) + 1);
      counted = true;
    } else if (event.ts < taskEndUs && event.name !== 'RunTask') counted = true;
  }
  const scheduler = [...firstCalls].toSorted((a, b) => b[1] - a[1])[0]?.[0];
  const totals: Record<BusyKind, number> = {
    react: 0,
    modules: 0,
    documents: 0,
    script: 0,
    rendering: 0,
    gc: 0,
    other: 0,
  };
  type Open = { endUs: number; kind: BusyKind; ownUs: number };
  const stack: Open[] = [];
  const close = (open: Open) => {
    totals[open.kind] += Math.max(0, open.ownUs) / US_PER_MS;
  };
  for (const event of complete) {
    while (stack.length > 0 && stack.at(-1)!.endUs <= event.ts) close(stack.pop()!);
    const parent = stack.at(-1);
    if (!parent && (event.name !== 'RunTask' || event.ts < fromUs || event.ts > untilUs)) continue;
    const endUs = parent ? Math.min(event.ts + (event.dur ?? 0), parent.endUs) : event.ts + (event.dur ?? 0);
    const named = KIND_OF_NAME.find(([pattern]) => pattern.test(event.name))?.[1];
    let kind: BusyKind = parent ? (named ?? parent.kind) : 'other';
    const inReact = parent?.kind === 'react' && named !== 'gc';
    if (inReact || (event.name === 'FunctionCall' && callee(event) === scheduler)) kind = 'react';
    if (parent) parent.ownUs -= endUs - event.ts;
    stack.push({ endUs, kind, ownUs: endUs - event.ts });
  }
  while (stack.length > 0) close(stack.pop()!);
  return totals;
}

/** The long tasks' time over 50 ms (what TBT sums). */
const overLongTaskMs = (tasks: Task[]) => tasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);

/**
 * Total blocking time between `fromMs` (FCP) and `untilMs` (here the load's idle point; Lighthouse's
 * TTI), summed as Lighthouse sums it on an observed trace (`calculateSumOfBlockingTime` of its lantern
 * TBT utilities, in @paulirish/trace_engine): a top-level task of 50 ms or more that overlaps the
 * window is clipped to it, and what remains over 50 ms counts. So a 150 ms task that starts 50 ms
 * before FCP blocks 50 ms. Lighthouse's mobile score simulates its TBT instead (lantern), which this
 * does not: only the rule is the same.
 */
export function totalBlockingMs(tasks: Task[], fromMs: number, untilMs: number): number {
  if (untilMs <= fromMs) return 0;
  return tasks.reduce((sum, { startMs, durationMs }) => {
    const endMs = startMs + durationMs;
    if (durationMs < LONG_TASK_MS || endMs < fromMs || startMs > untilMs) return sum;
    const clippedMs = Math.min(endMs, untilMs) - Math.max(startMs, fromMs);
    return clippedMs < LONG_TASK_MS ? sum : sum + clippedMs - LONG_TASK_MS;
  }, 0);
}

const sumScripts = (requests: { bytes: number }[]): Scripts => ({
  files: requests.length,
  bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
});

/**
 * The figures of one load of `url`; `dataOnScreenMs` (ms since navigation start, from the page) is the
 * earliest the load may be idle; `mark` names the page's user-timing mark that finds the navigation
 * when its `navigationStart` event is missing.
 */
export function traceFigures(events: TraceEvent[], url: string, dataOnScreenMs: number, mark?: string): TraceFigures {
  const navigation = findNavigation(events, url, mark);
  const { startUs, pid, tid, navigationId } = navigation;
  const fcpMs = paintMs(events, 'firstContentfulPaint', navigationId, startUs);
  if (fcpMs === undefined) throw new Error(`The trace of ${url} has no first contentful paint.`);
  const fpMs = paintMs(events, 'firstPaint', navigationId, startUs) ?? fcpMs;
  const lcpMs = paintMs(events, 'largestContentfulPaint::Candidate', navigationId, startUs, true) ?? fcpMs;
  const tasks = topLevelTasks(events, pid, tid, startUs);
  const traceEndUs = events.reduce((end, event) => Math.max(end, event.ts + (event.dur ?? 0)), startUs);
  const traceEndMs = (traceEndUs - startUs) / US_PER_MS;
  const { idleMs, idle } = idleAfter(tasks, Math.max(dataOnScreenMs, fcpMs), traceEndMs);
  const load = tasks.filter((task) => task.startMs <= idleMs);
  const long = load.filter((task) => task.durationMs > LONG_TASK_MS);
  const before = long.filter((task) => task.startMs < fcpMs);
  const after = long.filter((task) => task.startMs >= fcpMs);
  const scripts = scriptRequests(events, pid, startUs, idleMs);
  return {
    fpMs,
    fcpMs,
    lcpMs,
    idleMs,
    idle,
    busyMs: load.reduce((sum, task) => sum + task.durationMs, 0),
    tasks: load.length,
    longTasks: { before: before.length, after: after.length },
    blockingMs: { before: overLongTaskMs(before), after: overLongTaskMs(after) },
    tbtMs: totalBlockingMs(tasks, fcpMs, idleMs),
    scripts: {
      beforeFcp: sumScripts(scripts.filter((request) => request.endMs < fcpMs)),
      total: sumScripts(scripts),
    },
    busyBy: busyByKind(events, pid, tid, startUs, idleMs),
  };
}
