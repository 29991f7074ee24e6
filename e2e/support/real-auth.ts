/**
 * Helpers for the `real-auth` project: the production build signs in through the test identity
 * provider (real keycloak-js, real OIDC) and calls the mock API with verified tokens.
 *
 * nginx serves the build once per provider, with that provider's config and policy rendered from the
 * environment (playwright.config.ts): `REAL_AUTH.portals.normal` (the project's baseURL) and `.short`.
 *
 *   await page.goto('/pulse');                // keycloak-js redirects to the provider's sign-in page
 *   await signIn(page, 'customer-user');      // fills it in as that persona; back on the portal
 */
import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { findPersona } from '../../mocks/personas.ts';
import { PORTAL_CLIENT_ID } from '../../mocks/token.ts';
import type { RuntimeConfig } from '@/config/runtime-config';
import { REALM, TEST_PASSWORD } from '../../tools/testing/idp/test-users.ts';
import { REAL_AUTH, type IdpVariant } from '../../tools/testing/ports';

export { TEST_PASSWORD };
export { REAL_AUTH, type IdpVariant };

/** The runtime config of the production build for the chosen identity provider and the mock API. */
export function realAuthConfig(idp: IdpVariant = 'normal'): RuntimeConfig {
  return {
    version: '1.2.18',
    stage: 'e2e-real-auth',
    production: true,
    documentationUrl: `${REAL_AUTH.api}/docs`,
    product: 'portal',
    identityProvider: { url: REAL_AUTH.idp[idp].url, realm: REALM, clientId: PORTAL_CLIENT_ID },
    api: { gatewayUrl: `${REAL_AUTH.api}/api`, assistantUrl: `${REAL_AUTH.api}/assistant-api` },
    adminCustomerId: 'c-0001',
  };
}

/** The identity provider's sign-in page. */
export function idpLoginForm(page: Page): { username: Locator; password: Locator; submit: Locator; error: Locator } {
  return {
    username: page.getByLabel('Username or email'),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in' }),
    error: page.getByRole('alert'),
  };
}

/** The update-password page (`kc_action=UPDATE_PASSWORD`, the portal's "reset password"). */
export function updatePasswordForm(page: Page) {
  return {
    heading: page.getByRole('heading', { name: 'Update password' }),
    newPassword: page.getByLabel('New password'),
    confirmPassword: page.getByLabel('Confirm password'),
    submit: page.getByRole('button', { name: 'Submit' }),
    cancel: page.getByRole('button', { name: 'Cancel' }),
  };
}

/** Waits until the page shows the sign-in page of the given identity provider. */
export async function expectIdpLoginPage(page: Page, idp: IdpVariant = 'normal'): Promise<void> {
  await expect(idpLoginForm(page).username).toBeVisible();
  expect(new URL(page.url()).origin).toBe(REAL_AUTH.idp[idp].url);
}

/** Fills in and submits the sign-in page; does not wait for what follows (see {@link signIn}). */
export async function submitIdpLogin(page: Page, username: string, password = TEST_PASSWORD): Promise<void> {
  const form = idpLoginForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Signs in as a persona of `mocks/personas.ts` (admin, support, customer-user, no-roles) on the
 * sign-in page the portal redirected to, and waits until the browser is back on the portal.
 */
export async function signIn(
  page: Page,
  personaId: string,
  idp: IdpVariant = 'normal',
  portal: string = REAL_AUTH.portals[idp],
): Promise<void> {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`Unknown persona ${personaId}.`);
  await expect(idpLoginForm(page).username).toBeVisible();
  await submitIdpLogin(page, persona.email);
  await page.waitForURL((url) => url.origin === portal);
}

/** Opens a portal path with the real-auth config and signs in as the persona. */
export async function openSignedIn(
  page: Page,
  { path = '/pulse', persona = 'admin', idp = 'normal' }: { path?: string; persona?: string; idp?: IdpVariant } = {},
): Promise<void> {
  await page.goto(`${REAL_AUTH.portals[idp]}${path}`);
  await signIn(page, persona, idp);
}

/** Answers a routed API request with a problem response the portal can read (CORS for the portal origin). */
export async function fulfillApiProblem(route: Route, status: number, title: string): Promise<void> {
  const origin = (await route.request().headerValue('origin')) ?? REAL_AUTH.portal;
  return route.fulfill({
    status,
    headers: { 'Access-Control-Allow-Origin': origin, 'Content-Type': 'application/problem+json' },
    body: JSON.stringify({ type: 'about:blank', title, status }),
  });
}

/**
 * The sign-in traffic of a page (AUTH-01): the identity provider's authorization requests made by
 * the page itself (a top-level redirect) and by keycloak-js's hidden iframe (the silent check), the
 * code exchanges, and every main-frame navigation.
 */
export function recordSignIns(page: Page, idp: IdpVariant = 'normal') {
  const topLevel: Request[] = [];
  const silent: Request[] = [];
  const codeExchanges: Request[] = [];
  const navigations: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${REAL_AUTH.idp[idp].auth}?`)) {
      (request.frame() === page.mainFrame() ? topLevel : silent).push(request);
    } else if (url === REAL_AUTH.idp[idp].token) {
      if (new URLSearchParams(request.postData() ?? '').get('grant_type') === 'authorization_code') {
        codeExchanges.push(request);
      }
    }
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(url);
  });
  return { topLevel, silent, codeExchanges, navigations, params: requestParams };
}

const requestParams = (request: Request) => new URL(request.url()).searchParams;

/** keycloak-js's transient sign-in state (`kc-callback-*`: state, nonce, PKCE verifier) in the page's localStorage. */
export const callbackEntries = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kc-callback-')));
