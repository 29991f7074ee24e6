/**
 * A test server's lifeline (TEST-01): it lives exactly as long as the process that started it for a
 * run (Playwright's runner, `npm run test:under-load`, a benchmark), however long the run idles
 * between two requests, and stops within a second or two of that process's end, even a SIGKILL.
 * The starter hands its PID down in `TEST_LIFELINE_PID`; idle timeouts then no longer apply, so a
 * slow machine can never see a server stop while a later project still needs it.
 */

/** The environment variable that names the starter's PID. */
export const LIFELINE_ENV = 'TEST_LIFELINE_PID';

const CHECK_MS = 1_000;

/** The environment a starter passes to a server it starts, naming itself as the lifeline. */
export function lifelineEnv(pid: number = process.pid): Record<string, string> {
  return { [LIFELINE_ENV]: String(pid) };
}

/** The lifeline's PID from the environment, or undefined when the server was started by hand. */
export function lifelinePid(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env[LIFELINE_ENV];
  if (value === undefined || value === '') return undefined;
  const pid = Number(value);
  if (!Number.isInteger(pid) || pid <= 1) throw new Error(`${LIFELINE_ENV} must be a process id, got "${value}".`);
  return pid;
}

/** True while a process with this PID exists (signal 0 checks without sending anything). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; only ESRCH means it is gone.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Calls `stop` once the lifeline's process is gone, checking every second. Returns a function that
 * ends the watch (for a server that stops for another reason). Without a lifeline it does nothing
 * and returns a no-op: servers started by hand keep their own idle and lifetime bounds.
 */
export function stopWithLifeline(
  stop: () => unknown,
  { pid = lifelinePid(), checkMs = CHECK_MS }: { pid?: number; checkMs?: number } = {},
): () => void {
  if (pid === undefined) return () => undefined;
  const timer = setInterval(() => {
    if (isAlive(pid)) return;
    clearInterval(timer);
    void stop();
  }, checkMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The bound of last resort for a server with a lifeline: longer than any run (CI gives one 90 min),
 * so it only ends a server whose starter never ends.
 */
export const LAST_RESORT_MS = 2 * 60 * 60_000;

/**
 * A server's idle timeout and lifetime: as requested when started by hand; with a lifeline, neither
 * can end it before its starter does (no idle timeout fires between two projects of a slow run).
 */
export function serverBounds(
  requested: { idleTimeoutMs: number; maxLifetimeMs: number },
  pid = lifelinePid(),
): { idleTimeoutMs: number; maxLifetimeMs: number } {
  if (pid === undefined) return requested;
  return { idleTimeoutMs: LAST_RESORT_MS, maxLifetimeMs: Math.max(requested.maxLifetimeMs, LAST_RESORT_MS) };
}
