// @vitest-environment node
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { isAlive } from '../testing/lifeline.ts';
import { startBusyLoad, type BusyLoad } from './busy-load.ts';

/** CPU time (user + system, clock ticks) a process has used so far, from /proc. */
const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loads: BusyLoad[] = [];
afterEach(() => loads.splice(0).forEach((load) => load.stop()));

describe('[TEST-02] the bounded load of npm run test:under-load', () => {
  test('[TEST-02] keeps its processes busy until stopped', async () => {
    const load = startBusyLoad({ count: 2, hardLimitMs: 60_000 });
    loads.push(load);
    const before = load.pids.map(cpuTicks);
    await sleep(1_000);
    load.pids.forEach((pid, i) => expect(cpuTicks(pid), `pid ${pid} spins`).toBeGreaterThan(before[i]! + 2));
    load.stop();
    await load.exited;
    expect(load.pids.filter(isAlive)).toEqual([]);
  });

  test('[TEST-02] stops by itself at its hard limit', async () => {
    const load = startBusyLoad({ count: 2, hardLimitMs: 500 });
    loads.push(load);
    await Promise.race([load.exited, sleep(20_000)]);
    expect(load.pids.filter(isAlive)).toEqual([]);
  });

  test('[TEST-02] stops by itself when its starter is gone, even killed', async () => {
    const starter = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
    const load = startBusyLoad({ count: 2, hardLimitMs: 60_000, starterPid: starter.pid });
    loads.push(load);
    await sleep(300);
    expect(load.pids.filter(isAlive)).toHaveLength(2);
    starter.kill('SIGKILL');
    await Promise.race([load.exited, sleep(20_000)]);
    expect(load.pids.filter(isAlive)).toEqual([]);
  });

  test('[TEST-02] refuses a load without bounds', () => {
    expect(() => startBusyLoad({ count: 0, hardLimitMs: 1_000 })).toThrow(
      'The load needs 1 to 16 busy processes, got 0.',
    );
    expect(() => startBusyLoad({ count: 2, hardLimitMs: Number.NaN })).toThrow(/hard limit must be positive/);
  });
});
