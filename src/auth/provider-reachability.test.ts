import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROBE_AFTER_MS,
  PROBE_TIMEOUT_MS,
  awaitSignIn,
  providerAnswers,
  retryWhileUnreachable,
  type SignInAnswer,
} from './provider-reachability';

const DISCOVERY = 'https://idp.example/realms/platform/.well-known/openid-configuration';

/** keycloak-js's NetworkError: an Error carrying the token endpoint's response. */
const refused = (status: number) =>
  Object.assign(new Error('Server responded with an invalid status.'), {
    response: new Response(null, { status }),
  });

const never = <T>() => new Promise<T>(() => undefined);

/** A fetch whose provider answers with this status. */
const answering = (status: number) => vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status }));

/** The outcome so far: undefined while the promise is pending. */
function track<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown } = {};
  promise.then(
    (value) => (state.value = value),
    (error: unknown) => (state.error = error),
  );
  return state;
}

afterEach(() => vi.useRealTimers());

describe('provider reachability (AUTH-11)', () => {
  it('[AUTH-11] the probe: refused, no answer in time and a 5xx are unreachable; 200 and any other answer are not', async () => {
    const ok = answering(200);
    await expect(providerAnswers(DISCOVERY, { fetch: ok })).resolves.toBe(true);
    // The realm's discovery document, with CORS (so a 5xx can be seen), no cookies, never from a cache.
    expect(ok).toHaveBeenCalledWith(DISCOVERY, expect.objectContaining({ credentials: 'omit', cache: 'no-store' }));
    expect(ok.mock.lastCall?.[1]?.mode).toBeUndefined();
    await expect(providerAnswers(DISCOVERY, { fetch: answering(404) })).resolves.toBe(true);
    await expect(providerAnswers(DISCOVERY, { fetch: answering(503) })).resolves.toBe(false);
    await expect(providerAnswers(DISCOVERY, { fetch: answering(500) })).resolves.toBe(false);
    // Connection refused (and a CORS refusal, which looks the same to the page).
    const down = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(providerAnswers(DISCOVERY, { fetch: down })).resolves.toBe(false);
  });

  it('[AUTH-11] the probe: a provider that takes the request and never answers is unreachable after the bound', async () => {
    vi.useFakeTimers();
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const probe = track(providerAnswers(DISCOVERY, { fetch: hanging }));
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1);
    expect(probe).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(probe.value).toBe(false);
  });

  it('[AUTH-11] [AUTH-01] the silent check’s answers: a session, or a definitive login_required, with no probe', async () => {
    const probe = vi.fn(() => Promise.resolve(true));
    await expect(awaitSignIn(Promise.resolve(true), { probe, boundMs: 5_000 })).resolves.toBe('session');
    await expect(awaitSignIn(Promise.resolve(false), { probe, boundMs: 5_000 })).resolves.toBe('no-session');
    expect(probe).not.toHaveBeenCalled();
  });

  it('[AUTH-11] a silent check at a dead provider: the probe after 1 s finds it unreachable, no waiting for the bound', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(() => Promise.resolve(false));
    const answer = track(awaitSignIn(never(), { probe, boundMs: 5_000 }));
    await vi.advanceTimersByTimeAsync(PROBE_AFTER_MS - 1);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer.value).toBe('unreachable');
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('[AUTH-11] [AUTH-01] a reachable provider whose silent check does not answer: at the bound a fresh probe decides, login (case c) or unreachable', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(() => Promise.resolve(true));
    const noAnswer = track(awaitSignIn(never(), { probe, boundMs: 5_000 }));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(noAnswer).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(noAnswer.value).toBe('no-answer');
    expect(probe).toHaveBeenCalledTimes(2);

    // Reachable at 1 s, gone by the bound: no login redirect to a dead provider.
    probe.mockReset().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const gone = track(awaitSignIn(never(), { probe, boundMs: 5_000 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gone.value).toBe('unreachable');

    // A late answer within the bound still counts.
    probe.mockReset().mockResolvedValue(true);
    const late = track(
      awaitSignIn(new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 3_000)), { probe, boundMs: 5_000 }),
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(late.value).toBe('session');
  });

  it('[AUTH-11] a code exchange refused on the network or with a 5xx is unreachable; a definitive refusal (400) is thrown on', async () => {
    const probe = vi.fn(() => Promise.resolve(true));
    await expect(awaitSignIn(Promise.reject(new TypeError('Failed to fetch')), { probe })).resolves.toBe('unreachable');
    await expect(awaitSignIn(Promise.reject(refused(502)), { probe })).resolves.toBe('unreachable');
    const invalidGrant = refused(400);
    await expect(awaitSignIn(Promise.reject(invalidGrant), { probe })).rejects.toBe(invalidGrant);
  });

  it('[AUTH-11] without a bound (the exchange after the login) a reachable provider is waited for; an unreachable one is not', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(() => Promise.resolve(true));
    const slow = track(
      awaitSignIn(new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 20_000)), { probe }),
    );
    await vi.advanceTimersByTimeAsync(19_999);
    expect(slow).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.value).toBe('session');

    probe.mockResolvedValue(false);
    const dead = track(awaitSignIn(never(), { probe }));
    await vi.advanceTimersByTimeAsync(PROBE_AFTER_MS);
    expect(dead.value).toBe('unreachable');
  });

  it('[AUTH-11] retries on AUTH-10’s backoff (1 s doubling to 30 s), a probe before each attempt, until the provider answers', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn<() => Promise<{ answer: SignInAnswer }>>().mockResolvedValue({ answer: 'unreachable' });
    // Down for the first five probes, then answering: the attempt then finds the session.
    const probe = vi.fn<() => Promise<boolean>>().mockResolvedValue(false);
    const onUnreachable = vi.fn();
    const onReachable = vi.fn();
    const result = track(retryWhileUnreachable(attempt, { probe, onUnreachable, onReachable }));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(onUnreachable).toHaveBeenCalledTimes(1);

    const probesAt: number[] = [];
    probe.mockImplementation(() => {
      probesAt.push(Date.now());
      return Promise.resolve(probesAt.length > 5);
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000 + 16_000 - 1);
    expect(probesAt.map((at) => at - start)).toEqual([1_000, 3_000, 7_000, 15_000]);
    attempt.mockResolvedValue({ answer: 'session' });
    await vi.advanceTimersByTimeAsync(1);
    expect(probesAt).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(probesAt).toHaveLength(5);
    expect(result).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(probesAt.map((at) => at - start)).toEqual([1_000, 3_000, 7_000, 15_000, 31_000, 61_000]);
    // Only an answering provider gets a new sign-in attempt.
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(result.value).toEqual({ answer: 'session' });
    expect(onUnreachable).toHaveBeenCalledTimes(6);
    expect(onReachable).toHaveBeenCalledTimes(1);
  });

  it('[AUTH-11] "Try now" ends the wait at once; the backoff goes on from where it was', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn<() => Promise<{ answer: SignInAnswer }>>().mockResolvedValue({ answer: 'unreachable' });
    const probe = vi.fn<() => Promise<boolean>>().mockResolvedValue(false);
    let tryNow: (() => void) | undefined;
    const onUnreachable = vi.fn((retry: () => void) => (tryNow = retry));
    void retryWhileUnreachable(attempt, { probe, onUnreachable });
    await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    expect(probe).toHaveBeenCalledTimes(2);
    // The third wait would be 4 s.
    tryNow?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(8_000 - 1);
    expect(probe).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(4);
  });

  it('[AUTH-11] [AUTH-01] a first attempt that is not unreachable returns at once: no notice, no retry', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(() => Promise.resolve(true));
    const onUnreachable = vi.fn();
    const onReachable = vi.fn();
    for (const answer of ['session', 'no-session', 'no-answer'] as const)
      await expect(
        retryWhileUnreachable(() => Promise.resolve({ answer }), { probe, onUnreachable, onReachable }),
      ).resolves.toEqual({
        answer,
      });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).not.toHaveBeenCalled();
    expect(onUnreachable).not.toHaveBeenCalled();
    expect(onReachable).not.toHaveBeenCalled();
  });
});
