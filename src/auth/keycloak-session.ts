import Keycloak from 'keycloak-js';
import type { RuntimeConfig } from '../config/runtime-config';
import { userFromClaims, type AuthSession } from './auth-session';

/** Seconds of validity below which getToken() refreshes first. */
const MIN_VALIDITY_SECONDS = 30;

/**
 * Signs in through Keycloak before the router starts: login is required, PKCE S256, and the
 * login-status iframe is off (spec §7). Redirects always return to the portal's own origin.
 */
export async function startKeycloakSession(config: RuntimeConfig): Promise<AuthSession> {
  const { url, realm, clientId } = config.identityProvider;
  const keycloak = new Keycloak({ url, realm, clientId });
  const redirectUri = window.location.origin + window.location.pathname;
  await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false, redirectUri });
  const user = () => userFromClaims(keycloak.tokenParsed, clientId);
  const refresh = async (minValidity: number) => {
    try {
      await keycloak.updateToken(minValidity);
      return keycloak.token;
    } catch {
      return undefined;
    }
  };
  return {
    ...user(),
    tokenExpiresAt: () => user().expiresAt,
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
