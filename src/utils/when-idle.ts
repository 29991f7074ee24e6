/** How long after load idle work may wait at most (browsers without an idle callback run it after this). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` when the page is idle (PERF-09: after-paint work leaves the first screen alone), at the
 * latest after two seconds. `current()` tells the work whether it is still wanted; the returned
 * function cancels it (an effect's cleanup).
 */
export function whenIdle(work: (current: () => boolean) => void | Promise<void>): () => void {
  let wanted = true;
  const run = () => void Promise.resolve(work(() => wanted)).catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      wanted = false;
      // Checked again: the page (or a test) may have taken it away meanwhile.
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    };
  }
  const timer = window.setTimeout(run, IDLE_TIMEOUT_MS);
  return () => {
    wanted = false;
    window.clearTimeout(timer);
  };
}
