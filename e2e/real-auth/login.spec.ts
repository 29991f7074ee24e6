import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { findPersona } from '../../mocks/personas.ts';
import { TokenResponseSchema } from '../../tools/testing/idp/testing.ts';
import { PulsePage, SERVICES } from '../pages/pulse-page';
import { expectNoAxeViolations } from '../support/axe';
import {
  REAL_AUTH,
  expectIdpLoginPage,
  fulfillApiProblem,
  idpLoginForm,
  openSignedIn,
  signIn,
  submitIdpLogin,
  type IdpVariant,
} from '../support/real-auth';

const isApi = (url: string) => new URL(url).origin === REAL_AUTH.api;
const grantType = (request: Request) => new URLSearchParams(request.postData() ?? '').get('grant_type');

/** Everything the page sends and receives, to assert on the traffic afterwards. */
function recordTraffic(page: Page) {
  const requests: Request[] = [];
  const responses: Response[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('response', (response) => responses.push(response));
  return {
    requests,
    apiRequests: () => requests.filter((r) => isApi(r.url()) && r.method() !== 'OPTIONS'),
    apiResponses: () => responses.filter((r) => isApi(r.url()) && r.request().method() !== 'OPTIONS'),
    tokenRequests: (idp: IdpVariant, grant: 'authorization_code' | 'refresh_token') =>
      requests.filter((r) => r.url() === REAL_AUTH.idp[idp].token && grantType(r) === grant),
    tokenResponses: (idp: IdpVariant) => responses.filter((r) => r.url() === REAL_AUTH.idp[idp].token),
  };
}

const bearer = async (request: Request) =>
  /^Bearer (\S+)$/.exec((await request.headerValue('authorization')) ?? '')?.[1];

/** Waits until every service row shows its loaded status. */
async function expectAllReachable(page: Page, except: readonly string[] = []) {
  const pulse = new PulsePage(page);
  await expect(pulse.table).toBeVisible();
  for (const service of SERVICES.filter((s) => !except.includes(s))) {
    await expect(pulse.row(service)).toContainText('Reachable');
  }
}

test('[AUTH-01] opening /pulse redirects to the IdP with PKCE S256; after sign-in the status loads through the API', async ({
  page,
}) => {
  const traffic = recordTraffic(page);
  // The top-level redirect (the silent check's iframe asks first, with prompt=none: silent-sign-in.spec.ts).
  const authorization = page.waitForRequest(
    (r) => r.url().startsWith(`${REAL_AUTH.idp.normal.auth}?`) && r.frame() === page.mainFrame(),
  );
  await page.goto('/pulse');
  const params = new URL((await authorization).url()).searchParams;
  expect(params.get('client_id')).toBe('portal');
  expect(params.get('response_type')).toBe('code');
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(new URL(params.get('redirect_uri') ?? '').origin).toBe(REAL_AUTH.portal);

  await expectIdpLoginPage(page);
  await expectNoAxeViolations(page);
  await signIn(page, 'admin');

  await expectAllReachable(page);
  expect(traffic.tokenRequests('normal', 'authorization_code')).toHaveLength(1);
  const statuses = traffic.apiResponses().map((r) => r.status());
  expect(statuses.length).toBeGreaterThanOrEqual(SERVICES.length);
  expect(statuses.every((status) => status === 200)).toBe(true);
  await expectNoAxeViolations(page);
});

test('a wrong password keeps the user on the IdP sign-in page with an error, then the right one signs in', async ({
  page,
}) => {
  await page.goto('/pulse');
  await expectIdpLoginPage(page);
  await submitIdpLogin(page, 'ada.lindqvist@platform-ops.example', 'not-the-password');
  await expect(idpLoginForm(page).error).toHaveText('Invalid username or password.');
  await expectIdpLoginPage(page);
  await expectNoAxeViolations(page);
  await signIn(page, 'admin');
  await expectAllReachable(page);
});

test('[AUTH-06] no token in storage, cookies or IndexedDB, and no OAuth parameter left in the URL', async ({
  page,
  context,
}) => {
  const traffic = recordTraffic(page);
  await openSignedIn(page, { persona: 'support' });
  await expectAllReachable(page);

  const url = new URL(page.url());
  expect(url.pathname).toBe('/pulse');
  for (const param of ['code', 'state', 'session_state', 'iss']) {
    expect(url.searchParams.has(param), param).toBe(false);
    expect(new URLSearchParams(url.hash.slice(1)).has(param), param).toBe(false);
  }
  expect(url.hash).toBe('');

  const tokens: string[] = [];
  for (const response of traffic.tokenResponses('normal')) {
    const body = TokenResponseSchema.parse(await response.json());
    tokens.push(body.access_token, body.refresh_token, body.id_token);
  }
  expect(tokens.length).toBeGreaterThanOrEqual(3);

  const browserState = await page.evaluate(async () => ({
    localStorage: Object.entries(localStorage),
    sessionStorage: Object.entries(sessionStorage),
    indexedDB: (await indexedDB.databases()).map((db) => `${db.name ?? ''}@${db.version ?? ''}`),
    documentCookie: document.cookie,
  }));
  const cookies = await context.cookies(REAL_AUTH.portal);
  const everything = JSON.stringify({ browserState, cookies });
  for (const token of tokens) expect(everything).not.toContain(token);
  // Nor anything else shaped like a JWT (header.payload.signature).
  expect(everything).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./);
  expect(browserState.indexedDB).toEqual([]);
});

test('[HTTP-01] every API request carries the IdP-signed bearer token, and no other request carries one', async ({
  page,
}) => {
  const traffic = recordTraffic(page);
  await openSignedIn(page, { persona: 'customer-user' });
  await expectAllReachable(page);

  const apiRequests = traffic.apiRequests();
  expect(apiRequests.length).toBeGreaterThanOrEqual(SERVICES.length);
  const keys = createRemoteJWKSet(new URL(REAL_AUTH.idp.normal.jwksUrl));
  for (const request of apiRequests) {
    const jwt = await bearer(request);
    expect(jwt, request.url()).toBeDefined();
    const { payload } = await jwtVerify(jwt ?? '', keys, { issuer: REAL_AUTH.idp.normal.issuer });
    expect(payload.email).toBe(findPersona('customer-user')?.email);
  }
  const others = traffic.requests.filter((r) => !apiRequests.includes(r));
  expect(others.some((r) => r.url().startsWith(REAL_AUTH.idp.normal.url))).toBe(true);
  for (const request of others) expect(await request.headerValue('authorization'), request.url()).toBeNull();
});

test('[HTTP-03] an API 401 leads to exactly one token refresh and one retry with the new token', async ({ page }) => {
  const traffic = recordTraffic(page);
  let refused: string | undefined;
  await page.route(`${REAL_AUTH.api}/**`, async (route) => {
    const request = route.request();
    if (refused !== undefined || request.method() === 'OPTIONS') return route.continue();
    refused = request.url();
    return fulfillApiProblem(route, 401, 'Unauthorized');
  });
  await openSignedIn(page, { persona: 'admin' });
  await expectAllReachable(page);

  const refreshes = traffic.tokenRequests('normal', 'refresh_token');
  expect(refreshes).toHaveLength(1);
  const retried = traffic.apiRequests().filter((r) => r.url() === refused);
  expect(retried).toHaveLength(2);
  const [first, retry] = retried;
  const refreshed = TokenResponseSchema.parse(await (await refreshes[0]?.response())?.json());
  expect(await bearer(retry!)).toBe(refreshed.access_token);
  expect(await bearer(retry!)).not.toBe(await bearer(first!));
  expect((await retry!.response())?.status()).toBe(200);
});

test('[AUTH-03] [AUTH-08] tokens are refreshed before they expire; when the session ends the portal is back at the IdP sign-in', async ({
  page,
}) => {
  // Real waiting: the short-lifetime provider's access token lives 15 s and its session 40 s, and
  // the expiry happens on the provider's clock. The test waits for those two moments (about 45 s).
  test.setTimeout(90_000);
  const traffic = recordTraffic(page);
  // The hub row is sent to the real API (its status recorded) but shown as unavailable, so that its
  // Retry button can make the portal call the API again at the moments the test chooses.
  const hubStatuses: number[] = [];
  await page.route(`${REAL_AUTH.api}/api/actuator/info/hub*`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    hubStatuses.push((await route.fetch()).status());
    return fulfillApiProblem(route, 503, 'Service Unavailable');
  });
  await openSignedIn(page, { persona: 'admin', idp: 'short' });
  // A 40 s session is inside the 60 s warning window from the start: the portal says so at once.
  await expect(page.getByRole('alertdialog', { name: 'Your session is about to end' })).toBeVisible();
  // The modal warning hides the page from the accessibility tree; the Retry button is still there.
  const retryHub = page.locator('button[aria-label="Retry hub"]');
  await expect(retryHub).toBeAttached();
  await expect.poll(() => traffic.apiResponses().filter((r) => r.status() === 200).length).toBeGreaterThanOrEqual(6);

  const [codeExchange] = traffic.tokenResponses('short');
  const first = TokenResponseSchema.parse(await codeExchange?.json());
  const accessExpiry = decodeJwt(first.access_token).exp ?? 0;
  const sessionExpiry = decodeJwt(first.refresh_token).exp ?? 0;
  // The first access token (15 s) is below the portal's 30 s minimum validity: refreshed before any use.
  expect(traffic.tokenRequests('short', 'refresh_token').length).toBeGreaterThanOrEqual(1);

  // Past the first access token's expiry, API calls still succeed with a refreshed token.
  await waitUntilEpoch(page, accessExpiry + 1);
  const hubCall = page.waitForRequest((r) => r.url().includes('/api/actuator/info/hub'));
  const hubCallsBefore = hubStatuses.length;
  await retryHub.dispatchEvent('click');
  const token = await bearer(await hubCall);
  expect(decodeJwt(token ?? '').exp ?? 0).toBeGreaterThan(accessExpiry);
  await expect.poll(() => hubStatuses.length).toBeGreaterThan(hubCallsBefore);
  expect(hubStatuses.every((status) => status === 200)).toBe(true);
  expect(traffic.apiResponses().filter((r) => r.status() === 401)).toEqual([]);

  // The warning was ignored: at the session maximum the portal signs out, and login is required again.
  await waitUntilEpoch(page, sessionExpiry + 1);
  await expectIdpLoginPage(page, 'short');
  await expect(idpLoginForm(page).submit).toBeVisible();
  expect(traffic.apiResponses().filter((r) => r.status() === 401)).toEqual([]);
});

/** Waits (for real) until the given epoch second has passed; the lifetimes under test are real time. */
async function waitUntilEpoch(page: Page, epochSeconds: number) {
  const ms = epochSeconds * 1000 - Date.now();
  if (ms > 0) await page.waitForTimeout(ms);
}
