import { createRetryWait, isTransientRefreshError, retryDelayMs } from './refresh-retry';
import { withinTime } from './silent-check';

/**
 * How long a sign-in may go unanswered before the portal asks whether the identity provider answers
 * at all (AUTH-11). An answering provider's silent check takes well under a second, so a visit with a
 * working provider never sends the probe.
 */
export const PROBE_AFTER_MS = 1_000;
/** A provider that has not answered the probe within this is unreachable. */
export const PROBE_TIMEOUT_MS = 4_000;

/**
 * Whether the identity provider answers at all (AUTH-11): a GET of the realm's discovery document,
 * with CORS and without credentials (Keycloak serves it to every origin; the provider's origin is in
 * the CSP's `connect-src` for keycloak-js's token calls). Refused, any other network or CORS failure,
 * no answer within `timeoutMs`, or a 5xx: unreachable. Every other status is an answer. (A `no-cors`
 * request could not tell a 5xx from a 200.)
 */
export async function providerAnswers(
  url: string,
  {
    timeoutMs = PROBE_TIMEOUT_MS,
    fetch = globalThis.fetch,
  }: { timeoutMs?: number; fetch?: typeof globalThis.fetch } = {},
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { credentials: 'omit', cache: 'no-store', signal: controller.signal });
    // Only the status counts; the document itself is not needed.
    response.body?.cancel().catch(() => undefined);
    return response.status < 500;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How a sign-in attempt ended: a session; a definitive "no session" (the silent check's
 * `login_required`); no answer within the silent check's bound from a provider that answers the probe
 * (AUTH-01 case c); or the provider unreachable (AUTH-11). Only the first leaves the portal signed in;
 * the next two lead to the login page.
 */
export type SignInAnswer = 'session' | 'no-session' | 'no-answer' | 'unreachable';

export type AwaitSignInOptions = {
  /** Whether the provider answers at all ({@link providerAnswers}). */
  probe: () => Promise<boolean>;
  /** The silent check's bound (AUTH-01); none for the code exchange on the way back from the login. */
  boundMs?: number;
  probeAfterMs?: number;
};

/**
 * Waits for keycloak-js's `init` and tells what its outcome means (AUTH-01, AUTH-11):
 * - `init` resolves: `'session'` (true) or `'no-session'` (false: the provider said `login_required`);
 * - `init` rejects on the network or with a 5xx (its code exchange): `'unreachable'`; any other
 *   rejection is thrown on;
 * - no answer after `probeAfterMs`: the probe runs, and a provider that does not answer it is
 *   `'unreachable'` at once (a hidden iframe at a dead provider never reports anything);
 * - no answer at `boundMs`: a fresh probe decides, `'no-answer'` where the provider answers, else
 *   `'unreachable'`. Without a bound, a provider that answers the probe is waited for.
 */
export async function awaitSignIn(
  init: Promise<boolean>,
  { probe, boundMs, probeAfterMs = PROBE_AFTER_MS }: AwaitSignInOptions,
): Promise<SignInAnswer> {
  const answer = init.then(
    (authenticated): SignInAnswer => (authenticated ? 'session' : 'no-session'),
    (error: unknown): SignInAnswer => {
      if (isTransientRefreshError(error)) return 'unreachable';
      throw error;
    },
  );
  const early = await withinTime(answer, probeAfterMs);
  if (early !== 'timeout') return early;
  const down = probe().then((answers) => (answers ? new Promise<never>(() => undefined) : ('unreachable' as const)));
  const first = Promise.race([answer, down]);
  if (boundMs === undefined) return first;
  const late = await withinTime(first, Math.max(0, boundMs - probeAfterMs));
  if (late !== 'timeout') return late;
  return (await probe()) ? 'no-answer' : 'unreachable';
}

export type RetryWhileUnreachableOptions = {
  /** Whether the provider answers at all; asked before each retry. */
  probe: () => Promise<boolean>;
  /** The provider is unreachable and a retry is waiting; `tryNow` ends the wait at once. */
  onUnreachable?: (tryNow: () => void) => void;
  /** The provider answered again after {@link onUnreachable}. */
  onReachable?: () => void;
  delayMs?: (attempt: number) => number;
};

/**
 * AUTH-11: runs a sign-in attempt, and while it ends `'unreachable'` retries it on AUTH-10's backoff
 * (1 s doubling to 30 s). Each retry first asks the probe, so a provider that is still down costs one
 * request, not a silent check waiting out its bound. Resolves with the first other outcome.
 */
export async function retryWhileUnreachable<T extends { answer: SignInAnswer }>(
  attempt: () => Promise<T>,
  { probe, onUnreachable, onReachable, delayMs = retryDelayMs }: RetryWhileUnreachableOptions,
): Promise<T> {
  let result = await attempt();
  if (result.answer !== 'unreachable') return result;
  const wait = createRetryWait(delayMs);
  while (result.answer === 'unreachable') {
    onUnreachable?.(() => wait.now());
    await wait.next();
    if (await probe()) result = await attempt();
  }
  onReachable?.();
  return result;
}
