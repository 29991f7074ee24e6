import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRefreshRetry, createRetryWait, isTransientRefreshError, retryDelayMs } from './refresh-retry';

/** keycloak-js's NetworkError: an Error carrying the token endpoint's response. */
const refused = (status: number) =>
  Object.assign(new Error('Server responded with an invalid status.'), {
    response: new Response(null, { status }),
  });

afterEach(() => vi.useRealTimers());

describe('refresh retry', () => {
  it('[AUTH-10] no answer and 5xx are worth retrying; invalid_grant (400) and any other refusal are definitive', () => {
    expect(isTransientRefreshError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientRefreshError(refused(500))).toBe(true);
    expect(isTransientRefreshError(refused(503))).toBe(true);
    expect(isTransientRefreshError(refused(400))).toBe(false);
    expect(isTransientRefreshError(refused(401))).toBe(false);
    expect(isTransientRefreshError(new Error('Unable to update token, no refresh token available.'))).toBe(false);
    expect(isTransientRefreshError(undefined)).toBe(false);
  });

  it('[AUTH-10] backs off: 1 s, 2 s, 4 s, … never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('[AUTH-11] the waits between start-up retries follow the same backoff; "Try now" ends a wait, or the next one when pressed between two', async () => {
    vi.useFakeTimers();
    const wait = createRetryWait();
    const ended: number[] = [];
    const start = Date.now();
    const next = () => wait.next().then(() => ended.push(Date.now() - start));
    void next();
    await vi.advanceTimersByTimeAsync(1_000);
    void next();
    await vi.advanceTimersByTimeAsync(500);
    wait.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toEqual([1_000, 1_500]);
    // Pressed while an attempt runs: the next wait (the third, 4 s) ends at once.
    wait.now();
    void next();
    await vi.advanceTimersByTimeAsync(0);
    void next();
    await vi.advanceTimersByTimeAsync(8_000);
    expect(ended).toEqual([1_000, 1_500, 1_500, 9_500]);
  });

  it('[AUTH-10] retries with backoff while the provider is unreachable, says so, and stops once a refresh succeeds', async () => {
    vi.useFakeTimers();
    const attempt = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(refused(502))
      .mockResolvedValue(true);
    const onDefinitive = vi.fn();
    const retry = createRefreshRetry({ attempt, onDefinitive });
    const changes = vi.fn();
    retry.subscribe(() => changes(retry.unreachable()));

    retry.failed();
    retry.failed(); // a second failure meanwhile does not start a second schedule
    expect(retry.unreachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(retry.unreachable()).toBe(false);
    expect(changes.mock.calls).toEqual([[true], [false]]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(onDefinitive).not.toHaveBeenCalled();
  });

  it('[AUTH-10] [AUTH-03] a definitive refusal while retrying ends the retries and the session', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn<() => Promise<unknown>>().mockRejectedValue(refused(400));
    const onDefinitive = vi.fn();
    const retry = createRefreshRetry({ attempt, onDefinitive });
    retry.failed();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onDefinitive).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('[AUTH-10] a refresh that succeeds elsewhere (another caller) clears the notice and the pending retry', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn<() => Promise<unknown>>().mockResolvedValue(true);
    const retry = createRefreshRetry({ attempt, onDefinitive: vi.fn() });
    retry.failed();
    retry.succeeded();
    expect(retry.unreachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).not.toHaveBeenCalled();
  });
});
