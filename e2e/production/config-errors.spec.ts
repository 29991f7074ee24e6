import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const VALID = {
  version: '1.2.18',
  stage: 'e2e',
  production: true,
  documentationUrl: 'http://127.0.0.1:4799/docs',
  product: 'portal',
  identityProvider: { url: 'http://127.0.0.1:4798', realm: 'platform', clientId: 'portal' },
  api: { gatewayUrl: 'http://127.0.0.1:4797/api', assistantUrl: 'http://127.0.0.1:4797/assistant-api' },
  adminCustomerId: 'c-0001',
};

/** Serves the given body as /config.json and records every request and console error. */
async function openWithConfig(page: Page, body?: string, status = 200) {
  const requests: Request[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  if (body !== undefined) {
    await page.route('**/config.json', (route) => route.fulfill({ status, body, contentType: 'application/json' }));
  }
  await page.goto('/pulse');
  await expect(page.getByRole('heading', { name: 'The portal cannot start' })).toBeVisible();
  return { requests, errors };
}

/** Only the portal's own document, scripts, styles and config: no API, no identity provider. */
function expectNoOutsideRequests(page: Page, requests: Request[]) {
  const origin = new URL(page.url()).origin;
  const foreign = requests.map((r) => r.url()).filter((url) => new URL(url).origin !== origin);
  expect(foreign).toEqual([]);
  const paths = requests.map((r) => new URL(r.url()).pathname);
  expect(
    paths.filter((p) => !/^\/(pulse|config\.json|pre-paint\.js|favicon\.svg|assets\/.+\.(js|css))$/.test(p)),
  ).toEqual([]);
}

test('[AUTH-02] an empty config names the missing keys, logs, and calls nothing', async ({ page }) => {
  const { requests, errors } = await openWithConfig(page, '{}');
  const alert = page.getByRole('alert');
  for (const key of ['version', 'identityProvider', 'api', 'adminCustomerId'])
    await expect(alert.getByText(key, { exact: true })).toBeVisible();
  expect(errors.join('\n')).toContain('/config.json');
  expectNoOutsideRequests(page, requests);
  await expectNoAxeViolations(page);
});

test('[AUTH-02] wrong types name the nested key', async ({ page }) => {
  const bad = { ...VALID, production: 'yes', identityProvider: { ...VALID.identityProvider, url: 42 } };
  const { requests } = await openWithConfig(page, JSON.stringify(bad));
  await expect(page.getByRole('alert').getByText('identityProvider.url', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').getByText('production', { exact: true })).toBeVisible();
  expectNoOutsideRequests(page, requests);
});

test('[AUTH-02] a config that is not JSON is reported as such', async ({ page }) => {
  const { requests, errors } = await openWithConfig(page, '<html>oops</html>');
  await expect(page.getByText('is not valid JSON')).toBeVisible();
  expect(errors.length).toBeGreaterThan(0);
  expectNoOutsideRequests(page, requests);
});

test('[AUTH-02] a missing config (404) is reported with its status', async ({ page }) => {
  const { requests } = await openWithConfig(page, 'not found', 404);
  await expect(page.getByText('(HTTP 404)')).toBeVisible();
  expectNoOutsideRequests(page, requests);
});

test('[AUTH-02] the error screen speaks German to a German browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.route('**/config.json', (route) => route.fulfill({ status: 200, body: '{}' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Das Portal kann nicht starten' })).toBeVisible();
  await context.close();
});
