import { afterEach, beforeEach } from 'vitest';
import { configureHttpClient, resetHttpClient, type Deadlines } from '@/api/http-client';
import { findPersona } from '../../mocks/personas';
import { createMockToken } from '../../mocks/token';

/**
 * Points the http client at the shared MSW mock backend (same origin as jsdom, mock mode's paths)
 * as a persona (with the client's default deadlines unless given), before each test of the calling
 * file; forgets it after each.
 */
export function setupMockApi(personaId = 'admin', deadlines?: Deadlines): void {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`Unknown persona ${personaId}.`);
  beforeEach(() => {
    const token = createMockToken(persona);
    configureHttpClient({
      gatewayUrl: `${window.location.origin}/api`,
      assistantUrl: `${window.location.origin}/assistant-api`,
      tokenProvider: { getToken: () => token, refreshToken: async () => token },
      customerProvider: () => undefined,
      deadlines,
    });
  });
  afterEach(() => resetHttpClient());
}
