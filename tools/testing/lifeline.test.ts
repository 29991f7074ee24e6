// @vitest-environment node
import { spawn } from 'node:child_process';
import { describe, expect, test, vi } from 'vitest';
import { LAST_RESORT_MS, isAlive, lifelinePid, serverBounds, stopWithLifeline } from './lifeline.ts';

const requested = { idleTimeoutMs: 60_000, maxLifetimeMs: 600_000 };

describe('[TEST-01] a test server’s lifeline', () => {
  test('[TEST-01] reads the starter’s PID and refuses anything else', () => {
    expect(lifelinePid({})).toBeUndefined();
    expect(lifelinePid({ TEST_LIFELINE_PID: '4242' })).toBe(4242);
    expect(() => lifelinePid({ TEST_LIFELINE_PID: 'runner' })).toThrow(
      'TEST_LIFELINE_PID must be a process id, got "runner".',
    );
    expect(() => lifelinePid({ TEST_LIFELINE_PID: '1' })).toThrow(/must be a process id/);
  });

  test('[TEST-01] with a lifeline neither the idle timeout nor the lifetime can end a server before any run ends', () => {
    expect(serverBounds(requested, undefined)).toEqual(requested);
    expect(serverBounds(requested, 4242)).toEqual({ idleTimeoutMs: LAST_RESORT_MS, maxLifetimeMs: LAST_RESORT_MS });
    // CI gives a whole run 90 minutes.
    expect(LAST_RESORT_MS).toBeGreaterThan(90 * 60_000);
  });

  test('[TEST-01] stops the server once the starter is gone, not before', async () => {
    const starter = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
    const stop = vi.fn();
    stopWithLifeline(stop, { pid: starter.pid, checkMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stop).not.toHaveBeenCalled();
    expect(isAlive(starter.pid!)).toBe(true);
    starter.kill('SIGKILL');
    await vi.waitFor(() => expect(stop).toHaveBeenCalledOnce(), { timeout: 10_000, interval: 50 });
  });

  test('[TEST-01] without a lifeline nothing is watched', () => {
    const stop = vi.fn();
    expect(stopWithLifeline(stop, { pid: undefined })).toBeTypeOf('function');
    expect(stop).not.toHaveBeenCalled();
  });
});
