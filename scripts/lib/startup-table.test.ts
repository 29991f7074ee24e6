import { describe, expect, test } from 'vitest';
import type { ReactFigures } from './react-probe.ts';
import { formatStartupTable, medianRun, startupRun, type StartupRun } from './startup-table.ts';
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
  scripts: { beforeFcp: { files: 5, bytes: 150_000 }, total: { files: 57, bytes: 290_000 } },
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
      blockingAfterMs: 340,
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
        '| long tasks before / after FCP | 2 / 3 | 2 / 3 |',
        '| long-task time over 50 ms, after FCP | 340 ms | 340 ms |',
        '| React commits, first render to data | 13 | 13 |',
        '| fibers in the final tree | 538 | 151 |',
        '| JS loaded before FCP | 150 kB in 5 | 150 kB in 5 |',
        '| runs (of which not idle when the trace ended) | 3 (1) | 1 (0) |',
      ]),
    );
    expect(() => medianRun([])).toThrow('No runs');
  });
});
