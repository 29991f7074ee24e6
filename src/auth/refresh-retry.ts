/** The first retry after a refresh failed on the network; each further one waits twice as long. */
const FIRST_RETRY_MS = 1_000;
/** The longest wait between two attempts. */
const MAX_RETRY_MS = 30_000;

/** AUTH-10: the wait before retry number `attempt` (0, 1, …): 1 s, 2 s, 4 s, … at most 30 s. */
export const retryDelayMs = (attempt: number): number => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);

/**
 * Waits between retries on that backoff. `now` (AUTH-11's "Try now") ends the current wait at once,
 * or, between two waits (an attempt is under way), the next one; either way the backoff goes on.
 */
export type RetryWait = {
  /** The next wait: retry number 0, 1, … of {@link retryDelayMs}. */
  next(): Promise<void>;
  now(): void;
};

export function createRetryWait(delayMs: (attempt: number) => number = retryDelayMs): RetryWait {
  let attempts = 0;
  let wake: (() => void) | undefined;
  let early = false;
  return {
    next: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => wake?.(), delayMs(attempts));
        attempts += 1;
        wake = () => {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        };
        if (early) {
          early = false;
          wake();
        }
      }),
    now: () => {
      if (wake) wake();
      else early = true;
    },
  };
}

/**
 * Whether a failed token refresh may succeed later (AUTH-10): the provider did not answer (fetch
 * rejects with a TypeError) or answered 5xx. keycloak-js throws its NetworkError, carrying the
 * `response`, for every other status; a 400 (`invalid_grant`: the session or refresh token is over)
 * and anything else are definitive.
 */
export function isTransientRefreshError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (typeof error !== 'object' || error === null || !('response' in error)) return false;
  return error.response instanceof Response && error.response.status >= 500;
}

export type RefreshRetryOptions = {
  /** One forced refresh; rejects like keycloak-js's `updateToken`. */
  attempt: () => Promise<unknown>;
  /** A definitive refusal: the session is over. */
  onDefinitive: () => void;
  delayMs?: (attempt: number) => number;
};

/** Retries a refresh that failed on the network, with backoff, and says whether sign-in is unreachable meanwhile. */
export type RefreshRetry = {
  /** A refresh failed transiently: from now on retry with backoff until one succeeds or is refused. */
  failed(): void;
  /** A refresh succeeded (any caller): sign-in is reachable again, no retry is pending. */
  succeeded(): void;
  unreachable(): boolean;
  subscribe(listener: () => void): () => void;
  stop(): void;
};

export function createRefreshRetry({
  attempt,
  onDefinitive,
  delayMs = retryDelayMs,
}: RefreshRetryOptions): RefreshRetry {
  const listeners = new Set<() => void>();
  let unreachable = false;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const setUnreachable = (value: boolean) => {
    if (unreachable === value) return;
    unreachable = value;
    listeners.forEach((listener) => listener());
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const succeeded = () => {
    stop();
    attempts = 0;
    setUnreachable(false);
  };
  const run = async () => {
    timer = undefined;
    try {
      await attempt();
      succeeded();
    } catch (error) {
      if (isTransientRefreshError(error)) schedule();
      else {
        stop();
        onDefinitive();
      }
    }
  };
  const schedule = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => void run(), delayMs(attempts));
    attempts += 1;
  };
  return {
    failed: () => {
      setUnreachable(true);
      schedule();
    },
    succeeded,
    unreachable: () => unreachable,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop,
  };
}
