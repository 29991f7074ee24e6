/**
 * `npm run test:under-load` (TEST-02): `npm test` while two busy processes keep both cores of a
 * 2-core machine loaded for the whole run, as a busy CI runner or a newcomer's laptop would. The
 * load stops when the run ends, or by itself after the hard limit or once this process is gone
 * (even killed): it never outlives the run. Exits with `npm test`'s code.
 *   node scripts/test-under-load.ts [--busy 2] [--hard-limit-minutes 120] [-- <npm script>]
 * Words after `--` run another npm script instead of `test` (e.g. `-- e2e` for the e2e step alone).
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startBusyLoad } from '../tools/bench/busy-load.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    busy: { type: 'string', default: '2' },
    'hard-limit-minutes': { type: 'string', default: '120' },
  },
});
const busy = Number(values.busy);
const hardLimitMs = Number(values['hard-limit-minutes']) * 60_000;
const script = positionals[0] ?? 'test';

const load = startBusyLoad({ count: busy, hardLimitMs });
const stopLoad = () => load.stop();
process.once('exit', stopLoad);

const load1 = () => (loadavg()[0] ?? 0).toFixed(2);
console.log(
  `Under load: ${busy} busy processes (pids ${load.pids.join(', ')}), stopping with the run or after ${values['hard-limit-minutes']} min; load average ${load1()}.`,
);
const started = Date.now();
// Its own process group, so that stopping this command stops the whole run (every step's children).
const run = spawn('npm', ['run', '--silent', script], { stdio: 'inherit', detached: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopLoad();
    if (run.pid !== undefined && run.exitCode === null) process.kill(-run.pid, signal);
    process.exit(130);
  });
const sampler = setInterval(
  () => console.log(`[under load] ${((Date.now() - started) / 60_000).toFixed(1)} min, load average ${load1()}`),
  5 * 60_000,
);
sampler.unref();
run.once('exit', (code, signal) => {
  stopLoad();
  console.log(
    `Under load: npm run ${script} ended after ${((Date.now() - started) / 60_000).toFixed(1)} min with ${signal ?? `exit code ${code}`}; load average ${load1()}.`,
  );
  process.exit(code ?? 1);
});
