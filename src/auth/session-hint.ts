/**
 * PERF-04: a hint, not a credential: "the portal had a session in this browser". With it, boot
 * downloads the application beside the silent session check instead of after it, which takes the
 * check's round trips (the provider's frame, the silent page and its script) off the way to the
 * first render. A first visit has no hint, so it still reaches the login before any application code
 * (PERF-05). The hint holds no token and nothing about the user (AUTH-06); it is removed whenever the
 * portal sends the browser to the login and on logout, here or in another tab (SEC-02, AUTH-09).
 */
export const SESSION_HINT_KEY = 'session-hint';

// Storage may be unavailable (a locked-down browser): the hint is then simply never there.
const attempt = <T>(action: () => T, fallback: T): T => {
  try {
    return action();
  } catch {
    return fallback;
  }
};

/** Whether a session existed here when the portal last ran. */
export const hasSessionHint = (): boolean => attempt(() => localStorage.getItem(SESSION_HINT_KEY) === '1', false);

/** A session exists now: the next load may fetch the application early. */
export const rememberSession = (): void => attempt(() => localStorage.setItem(SESSION_HINT_KEY, '1'), undefined);

/** The session is over (or was never there): the next load waits for the check. */
export const forgetSession = (): void => attempt(() => localStorage.removeItem(SESSION_HINT_KEY), undefined);
