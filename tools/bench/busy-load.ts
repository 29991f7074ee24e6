/**
 * A bounded CPU load for `npm run test:under-load` (TEST-02): busy processes that spin until they are
 * stopped, until the hard limit, or until their starter is gone (even killed), so a load never
 * outlives the run it was started for.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * One busy process: spins, and every few milliseconds checks its deadline and that its starter still
 * exists (signal 0).
 */
const BUSY_LOOP = `
const [starter, end] = [Number(process.argv[1]), Number(process.argv[2])];
const alive = () => { try { process.kill(starter, 0); return true; } catch { return false; } };
let x = 0;
while (Date.now() < end && alive()) for (let i = 0; i < 2e6; i++) x = (x * 31 + i) % 1000003;
`;

export type BusyLoad = { pids: number[]; stop(): void; exited: Promise<void> };

/** Starts `count` busy processes bound to `starterPid` (default: this process) and `hardLimitMs`. */
export function startBusyLoad({
  count,
  hardLimitMs,
  starterPid = process.pid,
}: {
  count: number;
  hardLimitMs: number;
  starterPid?: number;
}): BusyLoad {
  if (!Number.isInteger(count) || count < 1 || count > 16)
    throw new Error(`The load needs 1 to 16 busy processes, got ${count}.`);
  if (!(hardLimitMs > 0)) throw new Error(`The load's hard limit must be positive, got ${hardLimitMs} ms.`);
  const deadline = Date.now() + hardLimitMs;
  const children: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', BUSY_LOOP, String(starterPid), String(deadline)], { stdio: 'ignore' }),
  );
  const exited = Promise.all(
    children.map((child) => new Promise<void>((resolve) => child.once('exit', () => resolve()))),
  ).then(() => undefined);
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  return { pids: children.map((child) => child.pid!), stop, exited };
}
