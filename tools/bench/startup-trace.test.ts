import { describe, expect, test } from 'vitest';
import {
  busyByKind,
  idleAfter,
  topLevelTasks,
  totalBlockingMs,
  traceFigures,
  type TraceEvent,
} from './startup-trace.ts';

const URL = 'http://127.0.0.1:4750/pulse';
const PID = 10;
const MAIN = 10;
const NAV_US = 1_000_000_000;
const NAVIGATION = 'N1';
/** Trace times are µs; the fixtures say ms since navigation start. */
const at = (ms: number) => NAV_US + ms * 1_000;

const task = (startMs: number, durationMs: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ts: at(startMs),
  dur: durationMs * 1_000,
  pid: PID,
  tid: thread,
});
const paint = (name: string, ms: number, navigationId = NAVIGATION): TraceEvent => ({
  name,
  ph: 'R',
  ts: at(ms),
  pid: PID,
  tid: MAIN,
  args: { frame: 'F1', data: { navigationId } },
});
const navigationStart = (url: string, ms: number, navigationId: string, isLoadingMainFrame = true): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ts: at(ms),
  pid: PID,
  tid: MAIN,
  args: { frame: 'F1', data: { documentLoaderURL: url, isLoadingMainFrame, navigationId } },
});
const script = (id: string, sentMs: number, finishedMs: number, bytes: number, resourceType = 'Script', pid = PID) => [
  {
    name: 'ResourceSendRequest',
    ph: 'I',
    ts: at(sentMs),
    pid,
    tid: MAIN,
    args: { data: { requestId: id, resourceType, url: `${URL}/${id}.js` } },
  },
  {
    name: 'ResourceFinish',
    ph: 'I',
    ts: at(finishedMs + 1),
    pid,
    tid: MAIN,
    args: { data: { requestId: id, encodedDataLength: bytes, finishTime: at(finishedMs) / 1_000_000 } },
  },
];

/** One load: a task before navigation, FCP at 1,000 ms, data at 2,000 ms, quiet after 2,600 ms. */
const load: TraceEvent[] = [
  navigationStart('', -50, 'N0'),
  task(-40, 30),
  navigationStart(URL, 0, NAVIGATION),
  navigationStart('http://127.0.0.1:4752/silent-check', 500, 'N2', false),
  task(10, 20),
  task(100, 300), // long, before FCP: 250 over 50 ms
  task(150, 30), // nested in the one before (a nested run loop): not a task of its own
  task(420, 2, 99), // another thread
  paint('firstPaint', 450),
  paint('firstContentfulPaint', 1_000),
  paint('firstContentfulPaint', 1_100, 'N2'),
  paint('largestContentfulPaint::Candidate', 1_000),
  paint('largestContentfulPaint::Candidate', 1_900),
  task(1_200, 120), // long, after FCP: 70
  task(1_990, 80), // long, after FCP: 30; the data's commit
  task(2_500, 5), // short: does not break the quiet
  task(2_590, 10), // the last task of 10 ms or more
  task(3_000, 3),
  task(4_700, 40), // after idle: not part of the load
  ...script('entry', 5, 300, 50_000),
  ...script('chunk', 200, 800, 20_000),
  ...script('pulse', 1_500, 1_600, 5_000),
  ...script('lazy-after-idle', 4_000, 4_100, 7_000),
  ...script('config', 50, 90, 900, 'Fetch'),
  ...script('worker-fetch', 1_500, 1_600, 5_000, 'Other'),
  ...script('other-process', 1_500, 1_600, 5_000, 'Script', 11),
  task(7_000, 1),
];

describe('start-up trace figures', () => {
  test('[PERF-09] busy time to idle, long tasks and their time over 50 ms before and after FCP, paints, scripts', () => {
    expect(traceFigures(load, URL, 2_000)).toEqual({
      fpMs: 450,
      fcpMs: 1_000,
      lcpMs: 1_900,
      idleMs: 2_600,
      idle: true,
      busyMs: 20 + 300 + 120 + 80 + 5 + 10,
      tasks: 6,
      longTasks: { before: 1, after: 2 },
      blockingMs: { before: 250, after: 100 },
      tbtMs: 100,
      scripts: { beforeFcp: { files: 2, bytes: 70_000 }, total: { files: 3, bytes: 75_000 } },
      // The fixture's tasks run no traced event: all their time is the tasks' own.
      busyBy: { react: 0, modules: 0, documents: 0, script: 0, rendering: 0, gc: 0, other: 535 },
    });
  });

  test("[PERF-09] busy time by what the tasks ran: React's scheduler found as the most frequent first call", () => {
    const SCHEDULER = { url: `${URL}/assets/application.js`, functionName: 'D', lineNumber: 1, columnNumber: 900 };
    const TIMER_CALLBACK = { ...SCHEDULER, functionName: 'q', columnNumber: 42 };
    const child = (name: string, startMs: number, durationMs: number, data: Record<string, unknown> = {}) => ({
      ...task(startMs, durationMs),
      name,
      args: { data },
    });
    const events: TraceEvent[] = [
      task(-40, 30), // before navigation: not the load's
      child('RunTask', -40, 30),
      // The document: parsed (with a classic script inside), then its module evaluated and laid out.
      task(0, 50),
      child('ParseHTML', 1, 20),
      child('EvaluateScript', 5, 8),
      child('v8.evaluateModule', 25, 15),
      child('Layout', 42, 6),
      // A timer: the callback is script, its garbage collection is not.
      task(100, 30),
      child('TimerFire', 100, 28),
      child('FunctionCall', 101, 26, TIMER_CALLBACK),
      child('MinorGC', 110, 4),
      // Three slices of React's scheduler: the same callback first in three tasks; what is nested in
      // its calls (a layout read, a nested call) is React's too; only a GC inside keeps its own kind.
      task(200, 20),
      child('FunctionCall', 200, 19, SCHEDULER),
      child('FunctionCall', 205, 4, TIMER_CALLBACK),
      task(230, 10),
      child('FunctionCall', 230, 10, SCHEDULER),
      child('UpdateLayoutTree', 232, 3),
      task(250, 40),
      child('FunctionCall', 250, 38, SCHEDULER),
      child('V8.GC_SCAVENGER', 260, 5),
      // A frame's document: unknown names inside take their parent's kind.
      task(300, 12),
      child('DocumentLoader::CommitNavigation', 300, 10),
      child('NavigationBodyLoader::OnReadable', 302, 3),
      child('SomethingNew', 306, 2),
      task(400, 9), // a task without traced work
      task(500, 10), // starts after the load went idle: not counted
      child('FunctionCall', 500, 10, SCHEDULER),
    ];
    const busy = busyByKind(events, PID, MAIN, at(0), 450);
    expect(busy).toEqual({
      react: 19 + 10 + 38 - 5,
      modules: 8 + 15,
      documents: 20 - 8 + 10,
      script: 28 - 4,
      rendering: 6,
      gc: 4 + 5,
      other: 50 - 20 - 15 - 6 + (30 - 28) + (20 - 19) + (40 - 38) + (12 - 10) + 9,
    });
    // The kinds add up to the busy time of the same tasks.
    const sum = Object.values(busy).reduce((total, ms) => total + ms, 0);
    const tasks = topLevelTasks(events, PID, MAIN, at(0)).filter((t) => t.startMs <= 450);
    expect(sum).toBeCloseTo(
      tasks.reduce((total, t) => total + t.durationMs, 0),
      6,
    );
    // Without a function that starts more tasks than any other, nothing is called React's.
    const once = events.filter((event) => !(event.name === 'FunctionCall' && event.ts >= at(230)));
    expect(busyByKind(once, PID, MAIN, at(0), 450).react).toBe(19);
  });

  test('[PERF-09] total blocking time as Lighthouse sums it: each task clipped to FCP and idle, its part over 50 ms', () => {
    const tasks = [
      { startMs: 100, durationMs: 300 }, // ends before FCP: nothing
      { startMs: 950, durationMs: 150 }, // straddles FCP: 100 ms after it, 50 over
      { startMs: 980, durationMs: 60 }, // straddles FCP with 40 ms after it: under 50 ms, nothing
      { startMs: 1_200, durationMs: 120 }, // 70
      { startMs: 1_500, durationMs: 50 }, // exactly 50 ms: 0
      { startMs: 2_550, durationMs: 100 }, // straddles the end: 50 ms before it, 0
      { startMs: 2_700, durationMs: 500 }, // after the end: nothing
    ];
    expect(totalBlockingMs(tasks, 1_000, 2_600)).toBe(50 + 70);
    // An empty window blocks nothing.
    expect(totalBlockingMs(tasks, 2_600, 2_600)).toBe(0);
  });

  test('[PERF-09] idle: 2 s without a task of 10 ms or more, never before the data is on screen', () => {
    const tasks = [
      { startMs: 0, durationMs: 100 },
      { startMs: 2_500, durationMs: 50 },
      { startMs: 2_600, durationMs: 9 },
      { startMs: 5_000, durationMs: 20 },
    ];
    // Quiet from 100 ms, but the data came at 1,000 ms: quiet from 2,550 ms (the short task does not count).
    expect(idleAfter(tasks, 0, 10_000)).toEqual({ idleMs: 100, idle: true });
    expect(idleAfter(tasks, 1_000, 10_000)).toEqual({ idleMs: 2_550, idle: true });
    // A data commit inside a task: idle can only start after that task.
    expect(idleAfter(tasks, 2_520, 10_000)).toEqual({ idleMs: 2_550, idle: true });
    // The trace ended less than 2 s after the last task: not idle, and said so.
    expect(idleAfter(tasks, 3_500, 6_000)).toEqual({ idleMs: 5_020, idle: false });
  });

  test('[PERF-09] top-level tasks: one thread, from navigation start on, nested run loops left out', () => {
    expect(topLevelTasks(load, PID, MAIN, at(0)).slice(0, 3)).toEqual([
      { startMs: 10, durationMs: 20 },
      { startMs: 100, durationMs: 300 },
      { startMs: 1_200, durationMs: 120 },
    ]);
  });

  test("[PERF-09] a navigation Chromium did not record: found by the page's mark (navigation id, time since start)", () => {
    const withoutStart = load.filter((event) => !(event.name === 'navigationStart' && event.ts === at(0)));
    const mark: TraceEvent = {
      name: 'react-probe:installed',
      ph: 'I',
      ts: at(474.1),
      pid: PID,
      tid: MAIN,
      args: { data: { navigationId: NAVIGATION, startTime: 474.1 } },
    };
    expect(traceFigures([...withoutStart, mark], URL, 2_000, 'react-probe:installed')).toEqual(
      traceFigures(load, URL, 2_000),
    );
    expect(() => traceFigures(withoutStart, URL, 2_000, 'react-probe:installed')).toThrow(
      'no "react-probe:installed" mark either',
    );
  });

  test('[PERF-09] a trace without the navigation or without a contentful paint is an error, not figures', () => {
    expect(() => traceFigures(load, 'http://127.0.0.1:4750/customers', 0)).toThrow(
      /no main-frame navigation to http:\/\/127\.0\.0\.1:4750\/customers \(navigations: \(none\), http:\/\/127\.0\.0\.1:4750\/pulse,/,
    );
    const unpainted = load.filter((event) => event.name !== 'firstContentfulPaint');
    expect(() => traceFigures(unpainted, URL, 0)).toThrow('no first contentful paint');
  });
});
