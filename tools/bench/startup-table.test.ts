import { describe, expect, test } from 'vitest';
import type { ReactFigures } from './react-probe.ts';
import {
  formatFloorComparison,
  formatPairedComparison,
  formatStartupTable,
  medianRun,
  startupRun,
  type StartupRun,
} from './startup-table.ts';
import type { TraceFigures } from './startup-trace.ts';

const trace = (busyMs: number, idle = true): TraceFigures => ({
  fpMs: 400,
  fcpMs: 1_000,
  lcpMs: 1_500,
  idleMs: 3_000,
  idle,
  busyMs,
  tasks: 100,
  longTasks: { before: 2, after: 3 },
  blockingMs: { before: 120, after: 340 },
  tbtMs: 360,
  scripts: { beforeFcp: { files: 5, bytes: 150_000 }, total: { files: 57, bytes: 290_000 } },
  busyBy: {
    react: busyMs * 0.4,
    modules: busyMs * 0.2,
    documents: busyMs * 0.15,
    script: busyMs * 0.1,
    rendering: busyMs * 0.05,
    gc: busyMs * 0.05,
    other: busyMs * 0.05,
  },
});
const react: ReactFigures = {
  dataOnScreenMs: 2_500,
  toData: { commits: 13, renders: 2_045 },
  total: { commits: 14, renders: 2_100 },
  fibers: 538,
};

describe('start-up table', () => {
  test('[PERF-09] one run from the trace and the React figures; a load without its data is an error', () => {
    expect(startupRun(trace(5_400), react)).toMatchObject({
      busyMs: 5_400,
      reactBusyMs: 2_160,
      otherBusyMs: 270,
      blockingAfterMs: 340,
      tbtMs: 360,
      commitsToData: 13,
      rendersToData: 2_045,
      jsFiles: 57,
      notIdle: 0,
    });
    expect(() => startupRun(trace(5_400), { ...react, toData: undefined, dataOnScreenMs: undefined })).toThrow(
      'never came on screen',
    );
  });

  test('[PERF-09] medians per figure, the runs that were not idle counted, busy time against the Joy page', () => {
    const runs: StartupRun[] = [
      startupRun(trace(5_000), react),
      startupRun(trace(6_000, false), react),
      startupRun(trace(5_400), react),
    ];
    const portal = medianRun(runs);
    expect(portal).toMatchObject({ busyMs: 5_400, notIdle: 1 });
    const joy = medianRun([startupRun(trace(1_800), { ...react, fibers: 151 })]);
    const table = formatStartupTable(
      [
        { app: 'production /pulse', runs: 3, median: portal },
        { app: 'minimal Joy page (floor)', runs: 1, median: joy },
      ],
      'minimal Joy page (floor)',
    );
    expect(table.split('\n')).toEqual(
      expect.arrayContaining([
        '| figure (median) | production /pulse | minimal Joy page (floor) |',
        '| main-thread busy, navigation to idle | 5,400 ms | 1,800 ms |',
        '| busy time × the Joy page | ×3.0 | ×1.0 |',
        "| – busy: React's render and commit (its scheduler's tasks) | 2,160 ms | 720 ms |",
        '| – busy: script compile and evaluation (modules, pre-paint.js) | 1,080 ms | 360 ms |',
        '| – busy: documents: navigation, HTML and stylesheet parse, frames | 810 ms | 270 ms |',
        '| long tasks before / after FCP | 2 / 3 | 2 / 3 |',
        '| long-task time over 50 ms, after FCP | 340 ms | 340 ms |',
        "| total blocking time, FCP to idle (Lighthouse's sum) | 360 ms | 360 ms |",
        '| React commits, first render to data | 13 | 13 |',
        '| fibers in the final tree | 538 | 151 |',
        '| JS loaded before FCP | 150 kB in 5 | 150 kB in 5 |',
        '| runs (of which not idle when the trace ended) | 3 (1) | 1 (0) |',
      ]),
    );
    // The busy time's kinds follow it, in the table's order, right under the ratio to the Joy page.
    const titles = table.split('\n').map((line) => line.split(' | ')[0]);
    expect(titles.slice(2, 11)).toEqual([
      '| main-thread busy, navigation to idle',
      '| busy time × the Joy page',
      "| – busy: React's render and commit (its scheduler's tasks)",
      '| – busy: script compile and evaluation (modules, pre-paint.js)',
      '| – busy: documents: navigation, HTML and stylesheet parse, frames',
      '| – busy: other script: timers, network callbacks, events, messages, WebCrypto',
      '| – busy: style, layout, paint',
      '| – busy: garbage collection',
      '| – busy: task time no traced event covers (promise callbacks, IPC, loading)',
    ]);
    expect(() => medianRun([])).toThrow('No runs');
  });
});

/** A run with the given busy time and first contentful paint. */
const run = (busyMs: number, fcpMs = 1_000): StartupRun => ({ ...startupRun(trace(busyMs), react), fcpMs });

describe('a build against its "(before)", pair by pair', () => {
  test('[PERF-09] the median of the pairs’ differences, how many came out lower and higher, and every pair', () => {
    const after = [run(1_200), run(1_300, 1_050), run(1_100)];
    const before = [run(1_250), run(1_200), run(1_300)];
    const text = formatPairedComparison('production', 'production (before)', after, before);
    expect(text).toContain('production against production (before), pair by pair (after − before):');
    // Differences −50, +100, −200: median −50, lower in 2, higher in 1 of 3.
    expect(text).toContain('| main-thread busy, navigation to idle | −50 ms | 2 / 1 of 3 | −50 ms, +100 ms, −200 ms |');
    expect(text).toContain('| first contentful paint | ±0 ms | 0 / 1 of 3 | ±0 ms, +50 ms, ±0 ms |');
  });

  test('[PERF-09] runs that cannot be paired are an error, not a comparison of what is there', () => {
    expect(() => formatPairedComparison('a', 'a (before)', [run(1)], [run(1), run(2)])).toThrow(/same number of runs/);
    expect(() => formatPairedComparison('a', 'a (before)', [], [])).toThrow(/same number of runs/);
  });
});

const column = (app: string, median: StartupRun) => ({ app, runs: 3, median });

describe('every build against the work-matched floor', () => {
  const floorApps = ['minimal Joy page (floor)', 'work-matched floor'];
  const floor = { ...run(2_000), blockingAfterMs: 200, tbtMs: 250, rendersToData: 60, jsBytes: 180_000 };
  const production = { ...run(4_000), blockingAfterMs: 900, tbtMs: 1_000, rendersToData: 420, jsBytes: 290_000 };

  test("[PERF-09] production's busy time, long-task time after first paint and TBT as ratios to the floor's, then where the rest goes", () => {
    const text = formatFloorComparison(
      [
        column('production', production),
        column('minimal Joy page (floor)', run(1_000)),
        column('work-matched floor', floor),
      ],
      'work-matched floor',
      floorApps,
    );
    const lines = text!.split('\n');
    // The other floors are no columns: the floor, then every build.
    expect(lines[0]).toBe('| figure (median) | work-matched floor | production |');
    expect(lines.slice(2, 6)).toEqual([
      '| main-thread busy, navigation to idle | 2,000 ms | 4,000 ms (×2.0, +2,000 ms) |',
      '| long-task time over 50 ms, after FCP | 200 ms | 900 ms (×4.5, +700 ms) |',
      "| total blocking time, FCP to idle (Lighthouse's sum) | 250 ms | 1,000 ms (×4.0, +750 ms) |",
      '| *where the rest goes:* | | |',
    ]);
    expect(lines).toContain(
      "| – busy: React's render and commit (its scheduler's tasks) | 800 ms | 1,600 ms (×2.0, +800 ms) |",
    );
    expect(lines).toContain('| component renders, first render to data | 60 | 420 (×7.0, +360) |');
    expect(lines).toContain('| JS loaded to idle | 180 kB | 290 kB (×1.6, +110 kB) |');
  });

  test('[PERF-09] a floor without blocking time has no ratio; without the floor or a build there is no comparison', () => {
    const text = formatFloorComparison(
      [column('mock build', production), column('work-matched floor', { ...floor, tbtMs: 0 })],
      'work-matched floor',
      floorApps,
    );
    expect(text).toContain("| total blocking time, FCP to idle (Lighthouse's sum) | 0 ms | 1,000 ms (×–, +1,000 ms) |");
    expect(formatFloorComparison([column('production', production)], 'work-matched floor', floorApps)).toBeUndefined();
    expect(
      formatFloorComparison([column('work-matched floor', floor)], 'work-matched floor', floorApps),
    ).toBeUndefined();
  });
});
