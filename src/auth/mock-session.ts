import type { RuntimeConfig } from '@/config/runtime-config';
import { decodeJwtPayload, userFromClaims, type AuthSession } from './auth-session';
import { createSessionBroadcast } from './session-broadcast';

/**
 * Mock mode only (reached through a dynamic import behind `__MOCK__`): starts the MSW mock backend
 * and signs in as the chosen persona with an unsigned token carrying Keycloak-shaped claims.
 */
export async function startMockSession(config: RuntimeConfig): Promise<AuthSession & { personaId: string }> {
  const [{ startMockBackend }, { createMockToken }, { resolveScenario }] = await Promise.all([
    import('../../mocks/browser'),
    import('../../mocks/token'),
    import('../../mocks/scenarios'),
  ]);
  const backend = await startMockBackend();
  // As with Keycloak (AUTH-09): a logout in one tab of the mock portal ends the others.
  const broadcast = createSessionBroadcast();
  // The `sign-in-unreachable` scenario: the provider that would refresh the token is away (AUTH-10).
  const unreachable = resolveScenario(backend.scenario)?.signInUnreachable === true;
  let token = backend.token;
  const user = () => userFromClaims(decodeJwtPayload(token), config.identityProvider.clientId);
  return {
    ...user(),
    personaId: backend.persona.id,
    tokenExpiresAt: () => user().expiresAt,
    // A mock session lasts as long as its token; a refresh extends both.
    sessionExpiresAt: () => user().expiresAt,
    getToken: async () => token,
    // An unreachable provider refreshes nothing; the token serves until it expires (an hour).
    refreshToken: async () => (unreachable ? token : (token = createMockToken(backend.persona))),
    onEndedElsewhere: (listener) => broadcast.onLogoutElsewhere(listener),
    signInUnreachable: () => unreachable,
    onSignInReachability: () => () => undefined,
    logout: async () => {
      broadcast.announceLogout();
      window.location.assign('/');
    },
    resetPassword: async () => console.info('Mock mode: password reset is not available without an identity provider.'),
  };
}
