/**
 * The runner of `npm test` (its steps are scripts/test-all.ts): the steps in order, stopping at the
 * first failure. First it checks the machine's prerequisites (TEST-05). Ends with one line
 * `N passed, N failed` summing the test runners' reports (a failed gate such as lint counts as one
 * failure), after each step's time.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ensurePrerequisites } from './prerequisites.ts';
import { npmScript, runGroup } from './step-group.ts';
import { addCounts, readCounts, type Counts } from './test-reports.ts';

/** An npm script to run, and the report its test runner writes, if it is one. */
export type Step = { script: string; report?: { path: string; kind: 'vitest' | 'playwright' } };

const load = () => loadavg()[0]!.toFixed(1);
/**
 * CPU seconds (user + system) of the finished child processes so far, from /proc: on a shared
 * machine a steadier figure than the wall time. Undefined where /proc is not there.
 */
function childCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // cutime and cstime, fields 16 and 17 of proc(5), in clock ticks (USER_HZ, 100 on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
const cpuNote = (before: number | undefined) => {
  const after = childCpuSeconds();
  return before === undefined || after === undefined ? '' : `, CPU ${(after - before).toFixed(0)} s`;
};

/** A step's test counts; a failed gate, or a runner that failed without a failed test, counts as one failure. */
function countsOf(step: Step, status: number): Counts {
  const counts = step.report ? readCounts(step.report.path, step.report.kind) : { passed: 0, failed: 0, skipped: 0 };
  return status !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
}

/**
 * Runs the steps in order (an array is a group whose steps run at the same time,
 * tools/testing/step-group.ts) and prints the summary; resolves with the exit code (1 on a failure).
 */
export async function runSuite(steps: readonly (Step | Step[])[]): Promise<number> {
  const runStarted = Date.now();
  const runLoad = load();
  const runCpu = childCpuSeconds();
  let total: Counts = { passed: 0, failed: 0, skipped: 0 };
  let failedStep: string | undefined;
  const timings: string[] = [];
  const figures: string[] = [];

  // TEST-05: before anything else, so a machine without Chromium or nginx hears it in seconds.
  const prerequisitesStarted = Date.now();
  const prerequisites = ensurePrerequisites();
  timings.push(`prerequisites ${((Date.now() - prerequisitesStarted) / 1000).toFixed(1)} s`);
  if (!prerequisites.ok) {
    console.error(`✖ ${prerequisites.message}`);
    failedStep = 'prerequisites';
    total = addCounts(total, { passed: 0, failed: 1, skipped: 0 });
  } else {
    rmSync('reports', { recursive: true, force: true });
    for (const entry of steps) {
      if (Array.isArray(entry)) {
        const started = Date.now();
        const results = await runGroup(entry.map((step) => npmScript(step.script)));
        const failed = results.filter((result) => result.status !== 0);
        timings.push(
          `${results.map((result) => `${result.name} ${result.seconds.toFixed(1)} s`).join(' ‖ ')} (together ${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
        for (const [index, step] of entry.entries()) total = addCounts(total, countsOf(step, results[index]!.status));
        if (failed.length > 0) {
          failedStep = failed.map((result) => result.name).join(', npm run ');
          break;
        }
        continue;
      }
      const step = entry;
      const started = Date.now();
      const loadBefore = load();
      const cpuBefore = childCpuSeconds();
      console.log(`\n▶ npm run ${step.script}`);
      const { status } = spawnSync('npm', ['run', '--silent', step.script], { stdio: 'inherit' });
      const seconds = (Date.now() - started) / 1000;
      timings.push(`${step.script} ${seconds.toFixed(1)} s`);
      const counts = countsOf(step, status ?? 1);
      // TEST-03 and TEST-04 are figures, not assertions (these machines are shared): printed with the load they ran under.
      const ran = `${seconds.toFixed(0)} s${cpuNote(cpuBefore)} for ${counts.passed + counts.failed} tests`;
      const under = `load average ${loadBefore} at its start, ${load()} at its end`;
      if (step.script === 'test:unit')
        figures.push(`[TEST-04] unit ${ran} (at most 240 s on a quiet 2-core machine); ${under}`);
      if (step.script === 'e2e')
        figures.push(`[TEST-03] e2e ${ran} (at most 600 s on a quiet 2-core machine); ${under}`);
      total = addCounts(total, counts);
      if (status !== 0) {
        failedStep = step.script;
        break;
      }
    }
    figures.push(
      `[TEST-04] npm test ${((Date.now() - runStarted) / 1000).toFixed(0)} s${cpuNote(runCpu)} (at most 720 s on a quiet 2-core machine); load average ${runLoad} at its start, ${load()} at its end`,
    );
  }

  console.log(`\nSteps: ${timings.join(' · ')}`);
  for (const figure of figures) console.log(figure);
  if (failedStep)
    console.error(
      `✖ ${failedStep === 'prerequisites' ? 'the prerequisites check' : `npm run ${failedStep}`} failed; later steps did not run.`,
    );
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  return failedStep ? 1 : 0;
}
