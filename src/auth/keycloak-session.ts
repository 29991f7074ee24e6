import Keycloak from 'keycloak-js';
import type { RuntimeConfig } from '@/config/runtime-config';
import { userFromClaims, type AuthSession } from './auth-session';
import { isAuthCallback } from './auth-callback';
import { awaitSignIn, providerAnswers, retryWhileUnreachable } from './provider-reachability';
import { createRefreshRetry, isTransientRefreshError } from './refresh-retry';
import { createSessionBroadcast, type SessionBroadcast } from './session-broadcast';
import {
  abandonSilentCheck,
  discoveryUrl,
  keycloakEndpoints,
  onSilentSessionFound,
  silentCheckUri,
  SILENT_CHECK_TIMEOUT_MS,
} from './silent-check';

/** Seconds of validity below which getToken() refreshes first. */
const MIN_VALIDITY_SECONDS = 30;

/** How long before the access token expires it is refreshed: a third of its lifetime, at most 60 s. */
export function refreshLeadMs(issuedAtSeconds: number | undefined, expiresAtSeconds: number | undefined): number {
  if (expiresAtSeconds === undefined) return 0;
  const lifetimeMs = (expiresAtSeconds - (issuedAtSeconds ?? expiresAtSeconds)) * 1000;
  return Math.min(60_000, Math.max(0, lifetimeMs / 3));
}

export type KeycloakSessionOptions = {
  /** The bound on the silent session check (AUTH-01); tests shorten it. */
  silentCheckTimeoutMs?: number;
  /** How the tabs of this browser tell each other about a logout (AUTH-09). */
  broadcast?: SessionBroadcast;
  /** Called once when the silent check found a session, before the code exchange (PERF-04). */
  onSessionFound?: () => void;
  /** AUTH-11: sign-in cannot reach the provider and waits to retry; `tryNow` retries at once. */
  onUnreachable?: (tryNow: () => void) => void;
  /** AUTH-11: the provider answers again (after `onUnreachable`). */
  onReachable?: () => void;
  /** AUTH-11: whether the provider answers at all (default: its discovery document); tests replace it. */
  probe?: () => Promise<boolean>;
};

/**
 * Signs in through Keycloak before the router starts (AUTH-01): keycloak-js looks for the visitor's
 * session at the identity provider in a hidden iframe (`check-sso`, PKCE S256, no login-status
 * iframe); without one, or when the check does not answer within its bound, the visitor is sent to
 * the login and this promise never settles (the page leaves). A provider that cannot be reached
 * (refused, no answer, 5xx; the silent check or the code exchange) is not a "no": the portal stays,
 * says so and retries with backoff, and continues the sign-in when the provider answers (AUTH-11).
 * Redirects always return to the portal's own origin (SEC-01). The access token is refreshed ahead of its expiry; when the refresh
 * token has expired, the refresh is refused and the user is sent back to the login (AUTH-03); a
 * provider that does not answer is retried and signs nobody out (AUTH-10).
 */
export async function startKeycloakSession(
  config: RuntimeConfig,
  {
    silentCheckTimeoutMs = SILENT_CHECK_TIMEOUT_MS,
    broadcast = createSessionBroadcast(),
    onSessionFound,
    onUnreachable,
    onReachable,
    probe,
  }: KeycloakSessionOptions = {},
): Promise<AuthSession> {
  const { url, realm, clientId } = config.identityProvider;
  const origin = window.location.origin;
  const redirectUri = origin + window.location.pathname;
  const answers = probe ?? (() => providerAnswers(discoveryUrl(url, realm)));
  /** One sign-in attempt, with a keycloak-js instance of its own: `init` runs once per instance. */
  const attempt = async () => {
    const keycloak = new Keycloak({ clientId, oidcProvider: keycloakEndpoints(url, realm) });
    const callback = isAuthCallback(window.location);
    const stopListening = callback || !onSessionFound ? undefined : onSilentSessionFound(onSessionFound);
    const init = keycloak.init({
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: silentCheckUri(origin),
      pkceMethod: 'S256',
      checkLoginIframe: false,
      redirectUri,
    });
    // Back from the login, keycloak-js exchanges the code from the URL (and removes it, with its
    // state and PKCE verifier): no silent check to bound. A retry after a failed exchange is a new
    // silent check, which finds the session the login has just made.
    const answer = await awaitSignIn(init, {
      probe: answers,
      boundMs: callback ? undefined : silentCheckTimeoutMs,
    }).finally(() => stopListening?.());
    if (answer === 'no-answer' || answer === 'unreachable') abandonSilentCheck();
    return { keycloak, answer };
  };
  const { keycloak, answer } = await retryWhileUnreachable(attempt, { probe: answers, onUnreachable, onReachable });
  let leaving = false;
  /** To the login, once: keycloak-js's logout event and a failed refresh may both ask for it. */
  const goToLogin = () => {
    if (leaving) return new Promise<never>(() => undefined);
    leaving = true;
    return keycloak.login({ redirectUri: origin + window.location.pathname });
  };
  keycloak.onAuthLogout = () => void goToLogin();
  // No session, or no answer from a provider that answers otherwise: login stays required, before
  // anything of the portal shows.
  if (answer !== 'session') await goToLogin();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleRefresh = () => {
    clearTimeout(timer);
    const exp = keycloak.tokenParsed?.exp;
    if (exp === undefined) return;
    const due = exp * 1000 - refreshLeadMs(keycloak.tokenParsed?.iat, exp) - Date.now();
    timer = setTimeout(() => void refresh(-1), Math.max(0, due));
  };
  let ended = false;
  // AUTH-10: a refresh that fails on the network or with a 5xx is retried with backoff; the session goes on.
  const retry = createRefreshRetry({
    attempt: async () => {
      if (await keycloak.updateToken(-1)) scheduleRefresh();
    },
    onDefinitive: () => void goToLogin(),
  });
  const stillValid = () => (keycloak.tokenParsed?.exp ?? 0) * 1000 > Date.now();
  const refresh = async (minValidity: number) => {
    // AUTH-09: a tab whose session ended elsewhere never sends its old token again.
    if (ended) return undefined;
    try {
      if (await keycloak.updateToken(minValidity)) {
        scheduleRefresh();
        retry.succeeded();
      }
      return keycloak.token;
    } catch (error) {
      if (isTransientRefreshError(error)) {
        retry.failed();
        // A token that is still valid serves on; a forced refresh (after a 401) never resends it (HTTP-03).
        return minValidity !== -1 && stillValid() ? keycloak.token : undefined;
      }
      // The refresh token is gone or expired (invalid_grant): the session is over, sign in again.
      void goToLogin();
      return undefined;
    }
  };
  keycloak.onTokenExpired = () => void refresh(-1);
  scheduleRefresh();
  // AUTH-09: another tab logged out: drop the tokens here too (no login redirect: this tab shows
  // that it was signed out, see the shell), and let the application clear its data.
  const endHere = () => {
    ended = true;
    clearTimeout(timer);
    retry.stop();
    keycloak.onAuthLogout = undefined;
    keycloak.onTokenExpired = undefined;
    keycloak.clearToken();
  };
  broadcast.onLogoutElsewhere(endHere);

  const user = () => userFromClaims(keycloak.tokenParsed, clientId);
  return {
    ...user(),
    tokenExpiresAt: () => user().expiresAt,
    sessionExpiresAt: () => {
      const exp = keycloak.refreshTokenParsed?.exp;
      return exp === undefined ? undefined : exp * 1000;
    },
    getToken: () => refresh(MIN_VALIDITY_SECONDS),
    refreshToken: () => refresh(-1),
    onEndedElsewhere: (listener) => broadcast.onLogoutElsewhere(listener),
    signInUnreachable: () => retry.unreachable(),
    onSignInReachability: (listener) => retry.subscribe(listener),
    logout: () => {
      broadcast.announceLogout();
      return keycloak
        .logout({ redirectUri: window.location.origin })
        .catch((e: unknown) => console.error('Logout failed', e));
    },
    resetPassword: () =>
      keycloak
        .login({ action: 'UPDATE_PASSWORD', redirectUri })
        .catch((e: unknown) => console.error('Password reset failed', e)),
  };
}
