import type { RuntimeConfig } from '@/config/runtime-config';
import { decodeJwtPayload, userFromClaims, type AuthSession } from './auth-session';

/**
 * Mock mode only (reached through a dynamic import behind `__MOCK__`): starts the MSW mock backend
 * and signs in as the chosen persona with an unsigned token carrying Keycloak-shaped claims.
 */
export async function startMockSession(config: RuntimeConfig): Promise<AuthSession & { personaId: string }> {
  const [{ startMockBackend }, { createMockToken }] = await Promise.all([
    import('../../mocks/browser'),
    import('../../mocks/token'),
  ]);
  const backend = await startMockBackend();
  let token = backend.token;
  const user = () => userFromClaims(decodeJwtPayload(token), config.identityProvider.clientId);
  return {
    ...user(),
    personaId: backend.persona.id,
    tokenExpiresAt: () => user().expiresAt,
    // A mock session lasts as long as its token; a refresh extends both.
    sessionExpiresAt: () => user().expiresAt,
    getToken: async () => token,
    refreshToken: async () => (token = createMockToken(backend.persona)),
    // Mock mode has one tab's persona and no identity provider to sign out of: nothing to tell other tabs.
    onEndedElsewhere: () => () => undefined,
    // No identity provider that could be unreachable.
    signInUnreachable: () => false,
    onSignInReachability: () => () => undefined,
    logout: async () => window.location.assign('/'),
    resetPassword: async () => console.info('Mock mode: password reset is not available without an identity provider.'),
  };
}
