/**
 * The users of the test identity provider: exactly the personas of `mocks/personas.ts` (same ids,
 * emails, roles and customers as in mock mode), all with one documented password.
 */
import { PERSONAS, type Persona } from '../../../mocks/personas.ts';

/** The one password of every test user. Not a secret: this identity provider only ever runs on 127.0.0.1. */
export const TEST_PASSWORD = 'portal-test';

/** The realm the portal's runtime config names (`config/development.json`); the client is `portal`. */
export const REALM = 'platform';

/** The persona that signs in with this username: its email or its persona id (case-insensitive). */
export function findTestUser(username: string): Persona | undefined {
  const login = username.trim().toLowerCase();
  return PERSONAS.find((persona) => persona.email === login || persona.id === login);
}

/** Whether the username and password sign a test user in. */
export function checkCredentials(username: string, password: string): Persona | undefined {
  return password === TEST_PASSWORD ? findTestUser(username) : undefined;
}
