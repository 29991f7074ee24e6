import { expect, test, type Page } from '@playwright/test';
import { PulsePage } from '../pages/pulse-page';
import { expectNoAxeViolations } from '../support/axe';
import {
  REAL_AUTH,
  callbackEntries,
  expectIdpLoginPage,
  recordSignIns,
  signIn,
  type IdpVariant,
} from '../support/real-auth';

/** The portal's own bound on the silent check (src/auth/silent-check.ts). */
const SILENT_CHECK_TIMEOUT_MS = 5_000;
/** Each test loads the portal two or three times; on a busy 2-core machine a load takes up to ~15 s. */
test.describe.configure({ timeout: 90_000 });
/** The first render after a sign-in (a whole application start). */
const expectPulse = (page: Page) => expect(new PulsePage(page).table).toBeVisible({ timeout: 30_000 });
const isAppEntry = (url: string) => /\/assets\/start-app-[\w-]+\.js$/.test(new URL(url).pathname);
const onPortal = (page: Page, origin = REAL_AUTH.portal) => new URL(page.url()).origin === origin;

/** What the JavaScript of the page can read of tokens and of keycloak-js's transient state. */
async function expectNothingStored(page: Page) {
  expect(await callbackEntries(page)).toEqual([]);
  const storage = await page.evaluate(() =>
    JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]),
  );
  expect(storage).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./);
}

test('[AUTH-01] [AUTH-06] [PERF-04] without a session one redirect to the login and no portal code; signed in, a reload never leaves the portal', async ({
  page,
}) => {
  const signIns = recordSignIns(page);
  const scripts: string[] = [];
  const api: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(request.url());
    if (request.url().startsWith(REAL_AUTH.api)) api.push(request.url());
  });

  // First visit: the silent check finds no session, the portal redirects once, before it shows anything.
  await page.goto('/pulse');
  await expectIdpLoginPage(page);
  expect(signIns.silent).toHaveLength(1);
  expect(signIns.params(signIns.silent[0]!).get('prompt')).toBe('none');
  expect(signIns.topLevel).toHaveLength(1);
  expect(signIns.params(signIns.topLevel[0]!).get('prompt')).toBeNull();
  expect(scripts.filter(isAppEntry)).toEqual([]);
  expect(api).toEqual([]);
  await signIn(page, 'admin');
  await expectPulse(page);
  expect(signIns.topLevel).toHaveLength(1);
  expect(signIns.codeExchanges).toHaveLength(1);
  await expectNothingStored(page);

  // A reload: the session is found in the hidden iframe, the main frame stays on the portal.
  const before = { silent: signIns.silent.length, exchanges: signIns.codeExchanges.length };
  signIns.navigations.length = 0;
  scripts.length = 0;
  // PERF-04: the application downloads beside the code exchange, not after it.
  let appBeforeExchangeAnswered = false;
  page.on('requestfinished', (request) => {
    if (signIns.codeExchanges.includes(request)) appBeforeExchangeAnswered = scripts.some(isAppEntry);
  });
  await page.reload();
  await expectPulse(page);
  expect(signIns.topLevel).toHaveLength(1);
  expect(signIns.navigations.every((url) => new URL(url).origin === REAL_AUTH.portal)).toBe(true);
  const silent = signIns.silent.slice(before.silent);
  expect(silent).toHaveLength(1);
  const params = signIns.params(silent[0]!);
  expect(params.get('prompt')).toBe('none');
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(params.get('redirect_uri')).toBe(`${REAL_AUTH.portal}/silent-check-sso.html`);
  expect(signIns.codeExchanges.slice(before.exchanges)).toHaveLength(1);
  expect(appBeforeExchangeAnswered).toBe(true);
  expect(new URL(page.url()).hash).toBe('');
  // keycloak-js removes its hidden iframe once it has the answer.
  await expect(page.locator('iframe[title="keycloak-silent-check-sso"]')).toHaveCount(0);
  await expectNothingStored(page);
  await expectNoAxeViolations(page);
});

test('[AUTH-01] a silent check that never answers falls back to the login after the bound, and the sign-in then works', async ({
  page,
}) => {
  const signIns = recordSignIns(page);
  // The provider accepts the iframe's request and never answers it.
  await page.route(
    (url) => url.href.startsWith(REAL_AUTH.idp.normal.auth) && url.searchParams.get('prompt') === 'none',
    () => undefined,
  );
  await page.goto('/pulse');
  await expectIdpLoginPage(page);
  const [silent] = signIns.silent;
  const [login] = signIns.topLevel;
  expect(silent && login).toBeTruthy();
  // The login came from the bound, not from an answer: no earlier than the bound after the silent request.
  const waited = login!.timing().startTime - silent!.timing().startTime;
  expect(waited).toBeGreaterThanOrEqual(SILENT_CHECK_TIMEOUT_MS - 100);
  await signIn(page, 'support');
  await expectPulse(page);
  expect(signIns.topLevel).toHaveLength(1);
  // The abandoned check's state is gone too.
  await expectNothingStored(page);
});

test('[AUTH-01] cross-site (localhost against 127.0.0.1): the iframe gets no session, one redirect signs in, no loop', async ({
  page,
}) => {
  const idp: IdpVariant = 'normal';
  const signIns = recordSignIns(page, idp);
  await page.goto(`${REAL_AUTH.crossSite}/pulse`);
  await signIn(page, 'customer-user', idp, REAL_AUTH.crossSite);
  await expectPulse(page);
  expect(onPortal(page, REAL_AUTH.crossSite)).toBe(true);

  // Reload: the iframe again gets no cookie, so one top-level round trip; the provider's session
  // (a top-level request carries the Lax cookie) sends the browser straight back, signed in.
  await page.reload();
  await expectPulse(page);
  expect(onPortal(page, REAL_AUTH.crossSite)).toBe(true);
  expect(signIns.silent).toHaveLength(2);
  expect(signIns.topLevel).toHaveLength(2);
  expect(signIns.codeExchanges).toHaveLength(2);
  await expectNothingStored(page);
});
