import Keycloak from 'keycloak-js';
import type { RuntimeConfig } from '@/config/runtime-config';
import { userFromClaims, type AuthSession } from './auth-session';

/** Seconds of validity below which getToken() refreshes first. */
const MIN_VALIDITY_SECONDS = 30;

/** How long before the access token expires it is refreshed: a third of its lifetime, at most 60 s. */
export function refreshLeadMs(issuedAtSeconds: number | undefined, expiresAtSeconds: number | undefined): number {
  if (expiresAtSeconds === undefined) return 0;
  const lifetimeMs = (expiresAtSeconds - (issuedAtSeconds ?? expiresAtSeconds)) * 1000;
  return Math.min(60_000, Math.max(0, lifetimeMs / 3));
}

/**
 * Signs in through Keycloak before the router starts: login is required, PKCE S256, and the
 * login-status iframe is off (AUTH-01). Redirects always return to the portal's own origin (SEC-01).
 * The access token is refreshed ahead of its expiry; when the refresh token has expired, the refresh
 * fails and the user is sent back to the login (keycloak-js has no event for that expiry itself).
 */
export async function startKeycloakSession(config: RuntimeConfig): Promise<AuthSession> {
  const { url, realm, clientId } = config.identityProvider;
  const keycloak = new Keycloak({ url, realm, clientId });
  const redirectUri = window.location.origin + window.location.pathname;
  keycloak.onAuthLogout = () => void keycloak.login({ redirectUri: window.location.origin + window.location.pathname });
  await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false, redirectUri });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleRefresh = () => {
    clearTimeout(timer);
    const exp = keycloak.tokenParsed?.exp;
    if (exp === undefined) return;
    const due = exp * 1000 - refreshLeadMs(keycloak.tokenParsed?.iat, exp) - Date.now();
    timer = setTimeout(() => void refresh(-1), Math.max(0, due));
  };
  const refresh = async (minValidity: number) => {
    try {
      if (await keycloak.updateToken(minValidity)) scheduleRefresh();
      return keycloak.token;
    } catch {
      // The refresh token is gone or expired: the session is over, sign in again.
      void keycloak.login({ redirectUri: window.location.origin + window.location.pathname });
      return undefined;
    }
  };
  keycloak.onTokenExpired = () => void refresh(-1);
  scheduleRefresh();

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
    logout: () =>
      keycloak.logout({ redirectUri: window.location.origin }).catch((e: unknown) => console.error('Logout failed', e)),
    resetPassword: () =>
      keycloak
        .login({ action: 'UPDATE_PASSWORD', redirectUri })
        .catch((e: unknown) => console.error('Password reset failed', e)),
  };
}
