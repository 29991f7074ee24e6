import { expect, test, type Page, type Route } from '@playwright/test';
import { findPersona } from '../../mocks/personas.ts';
import { PulsePage } from '../pages/pulse-page';
import { expectNoAxeViolations } from '../support/axe';
import {
  REAL_AUTH,
  callbackEntries,
  expectIdpLoginPage,
  idpLoginForm,
  openSignedIn,
  recordSignIns,
  signIn,
  submitIdpLogin,
} from '../support/real-auth';

/**
 * AUTH-11: a page load while the identity provider is unreachable. The provider is made unreachable
 * by routing its whole origin in this page only (as idp-unreachable.spec.ts does), never by a switch
 * on the shared test provider: the other tests of the run use it at the same time.
 */
const IDP = REAL_AUTH.idp.normal;
const PROVIDER = `${IDP.url}/**`;
const NOTICE = 'The sign-in service cannot be reached. The portal keeps trying and continues as soon as it answers.';

/** Each test loads the portal two or three times and waits out a few retries (1, 2, 4, 8 s …). */
test.describe.configure({ timeout: 120_000 });

const expectPulse = (page: Page) => expect(new PulsePage(page).table).toBeVisible({ timeout: 40_000 });
const notice = (page: Page) => page.getByRole('status').filter({ hasText: NOTICE });
const tryNow = (page: Page) => page.getByRole('button', { name: 'Try now' });

/** The portal's reachability probes (the realm's discovery document), as the page asked for them. */
function recordProbes(page: Page) {
  const probes: number[] = [];
  page.on('request', (request) => {
    if (request.url() === IDP.discovery) probes.push(Date.now());
  });
  return probes;
}

/** The frame stays on the portal: no browser error page (chrome-error://…), no provider page. */
async function expectFrameWithNotice(page: Page) {
  await expect(notice(page)).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).origin).toBe(REAL_AUTH.portal);
  await expect(page.locator('.app-frame h1:visible')).toHaveText('Platform status');
  await expect(tryNow(page)).toBeVisible();
  await expect(idpLoginForm(page).username).toHaveCount(0);
}

/** A 503 from the provider as a proxy in front of it would send, readable by the portal (CORS). */
const serviceUnavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    headers: { 'Access-Control-Allow-Origin': REAL_AUTH.portal, 'Content-Type': 'text/plain' },
    body: 'Service Unavailable',
  });

/** Signs in (the provider's session exists), makes the provider unreachable with `down`, and reloads. */
async function reloadSignedInWhileDown(page: Page, persona: string, down: (route: Route) => Promise<void>) {
  await openSignedIn(page, { persona });
  await expectPulse(page);
  const signIns = recordSignIns(page);
  const probes = recordProbes(page);
  await page.route(PROVIDER, down);
  await page.reload();
  await expectFrameWithNotice(page);
  return { signIns, probes };
}

test('[AUTH-11] [AUTH-01] signed in, a reload while the provider refuses connections stays on the portal with a notice, then signs in silently when it is back', async ({
  page,
}) => {
  const { signIns, probes } = await reloadSignedInWhileDown(page, 'admin', (route) => route.abort('connectionrefused'));
  await expectNoAxeViolations(page);
  // It keeps trying, with backoff (1 s, then 2 s): the first probes all failed.
  await expect.poll(() => probes.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  expect(new URL(page.url()).origin).toBe(REAL_AUTH.portal);
  // An abandoned silent check leaves no iframe and no sign-in state behind.
  await expect(page.locator('iframe[title="keycloak-silent-check-sso"]')).toHaveCount(0);
  expect(await callbackEntries(page)).toEqual([]);

  // The provider is back: the next retry finds its session in the hidden iframe, no login form.
  const exchanges = signIns.codeExchanges.length;
  await page.unroute(PROVIDER);
  await expectPulse(page);
  await expect(notice(page)).toHaveCount(0);
  expect(signIns.topLevel).toEqual([]);
  expect(signIns.codeExchanges.length).toBe(exchanges + 1);
  expect(signIns.navigations.every((url) => new URL(url).origin === REAL_AUTH.portal)).toBe(true);
  expect(new URL(page.url()).origin).toBe(REAL_AUTH.portal);
});

test('[AUTH-11] [AUTH-01] signed in, the provider answers 503: the notice, then "Try now" (keyboard) signs in at once when it recovers', async ({
  page,
}) => {
  const { signIns, probes } = await reloadSignedInWhileDown(page, 'support', serviceUnavailable);
  // Four failed probes (after 1, 1 + 1, 1 + 1 + 2 and 1 + 1 + 2 + 4 s): the next retry is 8 s away.
  await expect.poll(() => probes.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);

  await page.unroute(PROVIDER);
  const pressed = probes.length;
  await tryNow(page).focus();
  await page.keyboard.press('Enter');
  // At once, not at the 8 s retry (a wide margin for a busy machine: the probe follows the key press).
  await expect.poll(() => probes.length, { timeout: 5_000 }).toBeGreaterThan(pressed);
  await expectPulse(page);
  expect(signIns.topLevel).toEqual([]);
  expect(new URL(page.url()).origin).toBe(REAL_AUTH.portal);
});

test('[AUTH-11] [AUTH-01] signed out, the provider down: the notice on the portal, then the login page once it answers', async ({
  page,
}) => {
  const signIns = recordSignIns(page);
  await page.route(PROVIDER, (route) => route.abort('connectionrefused'));
  await page.goto('/pulse');
  await expectFrameWithNotice(page);
  expect(signIns.topLevel).toEqual([]);

  await page.unroute(PROVIDER);
  await expectIdpLoginPage(page);
  expect(signIns.topLevel).toHaveLength(1);
  await signIn(page, 'customer-user');
  await expectPulse(page);
});

test('[AUTH-11] back from the login, the code exchange fails on the network: the notice, then sign-in continues from the provider session, nothing typed again', async ({
  page,
}) => {
  const signIns = recordSignIns(page);
  await page.goto('/pulse');
  await expectIdpLoginPage(page);
  // The token endpoint refuses the connection from now on: the code exchange of the way back fails.
  await page.route(IDP.token, (route) => route.abort('connectionrefused'));
  await submitIdpLogin(page, findPersona('admin')!.email);
  await page.waitForURL((url) => url.origin === REAL_AUTH.portal);
  await expectFrameWithNotice(page);
  expect(signIns.codeExchanges.length).toBeGreaterThanOrEqual(1);
  // No code, state or verifier left in the URL or in storage.
  expect(new URL(page.url()).hash).toBe('');
  expect(await callbackEntries(page)).toEqual([]);

  await page.unroute(IDP.token);
  await expectPulse(page);
  // One login form, filled in once: the retry found the session the login had just made.
  expect(signIns.topLevel).toHaveLength(1);
  expect(new URL(page.url()).origin).toBe(REAL_AUTH.portal);
});
