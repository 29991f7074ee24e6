import { afterEach, beforeEach } from 'vitest';
import { configureHttpClient, resetHttpClient } from '@/api/http-client';
import { findPersona } from '../../mocks/personas';
import { createMockToken } from '../../mocks/token';

/**
 * Points the http client at the shared MSW mock backend (same origin as jsdom, mock mode's paths)
 * as a persona, before each test of the calling file; forgets it after each.
 */
export function setupMockApi(personaId = 'admin'): void {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`Unknown persona ${personaId}.`);
  beforeEach(() => {
    const token = createMockToken(persona);
    configureHttpClient({
      gatewayUrl: `${window.location.origin}/api`,
      assistantUrl: `${window.location.origin}/assistant-api`,
      tokenProvider: { getToken: () => token, refreshToken: async () => token },
      customerProvider: () => undefined,
    });
  });
  afterEach(() => resetHttpClient());
}
