/**
 * The users of the test identity provider: whom its starter hands it (the portal's personas, through
 * `mocks/idp-users.ts`), all with one documented password. This room knows no persona itself.
 */

/** A user of the provider: who signs in, and the claims the access token carries for them. */
export type TestUser = {
  /** The subject (`sub`); it signs in as a username too. */
  id: string;
  email: string;
  name: string;
  /** The access token's claims beyond the provider's own (`sub`, `aud`, `azp`, `sid`, `exp`…): roles, customers. */
  claims: Readonly<Record<string, unknown>>;
};

/** The one password of every test user. Not a secret: this identity provider only ever runs on 127.0.0.1. */
export const TEST_PASSWORD = 'portal-test';

/** The realm the portal's runtime config names (`config/development.json`). */
export const REALM = 'platform';

/** The user that signs in with this username: its email or its id (case-insensitive). */
export function findTestUser(users: readonly TestUser[], username: string): TestUser | undefined {
  const login = username.trim().toLowerCase();
  return users.find((user) => user.email === login || user.id === login);
}

/** Whether the username and password sign a test user in. */
export function checkCredentials(users: readonly TestUser[], username: string, password: string): TestUser | undefined {
  return password === TEST_PASSWORD ? findTestUser(users, username) : undefined;
}
