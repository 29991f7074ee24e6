import { expect, test } from '../support/mock-conformance';
import { type Request } from '@playwright/test';
import { Portal } from '../pages/portal';
import { expectNoAxeViolations } from '../support/axe';

const SELECTED_CUSTOMER_KEY = 'selectedCustomerId';

/** Every API request's `customerId` parameter (null when absent), in order. */
const customerIdsOf = (requests: Request[]) =>
  requests
    .map((request) => new URL(request.url()))
    .filter((url) => /^\/(api|assistant-api)\//.test(url.pathname))
    .map((url) => url.searchParams.get('customerId'));

test('[AUTH-07] mock mode signs in as the persona chosen by URL, remembers it, and switches from the mock bar', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.open('/pulse', { persona: 'support' });
  await expect(page.getByText('sven.okafor@platform-ops.example')).toBeVisible();
  // Remembered without the URL parameter.
  await page.goto('/pulse');
  await expect(page.getByText('sven.okafor@platform-ops.example')).toBeVisible();
  // Switched from the visible control: stored, and the page starts again as that persona.
  const bar = page.getByRole('region', { name: 'Mock mode' });
  await bar.getByRole('combobox', { name: 'Persona' }).click();
  await page.getByRole('option', { name: /Noah Brandt/ }).click();
  await expect(page.getByText('noah.brandt@newcomer.example')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mock.persona'))).toBe('no-roles');
});

test('[ROUTE-02] file-store and everything under it lands on download-center; unknown paths on pulse', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.open('/file-store/a/b.zip', { persona: 'admin' });
  await expect(page).toHaveURL(/\/download-center$/);
  await expect(portal.heading).toHaveText('Download center');
  await page.goto('/no/such/area');
  await expect(page).toHaveURL(/\/pulse$/);
  await expect(portal.heading).toHaveText('Platform status');
});

test('[ROUTE-03] [AUTH-05] a user without the roles sees a no-access page by URL and no entry in the navigation', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.open('/installation-metrics', { persona: 'no-roles' });
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(portal.navLink('Installation metrics')).toHaveCount(0);
  await expect(portal.navLink('Pulse')).toBeVisible();
  await expectNoAxeViolations(page);
  // The support role opens it.
  await portal.open('/installation-metrics', { persona: 'support' });
  await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
  await expect(portal.navLink('Installation metrics')).toBeVisible();
});

test('[ROUTE-04] a customer-scoped area with no customer explains why', async ({ page }) => {
  const portal = new Portal(page);
  await portal.open('/download-center', { persona: 'no-roles' });
  await expect(page.getByRole('heading', { name: 'No customer selected' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('[CUST-01] [CUST-03] [SHELL-05] a global user starts on the admin customer; a new choice is stored and reloads the page', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.open('/pulse', { persona: 'admin' });
  await expect(portal.customer).toHaveValue(/ \| /);
  expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_CUSTOMER_KEY)).toBe('c-0001');
  const initial = await portal.customer.inputValue();
  await portal.customer.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThanOrEqual(12);
  const target = options.filter({ hasNotText: initial }).first();
  const label = (await target.textContent()) ?? '';
  const reload = page.waitForEvent('load');
  await target.click();
  await reload;
  await expect(portal.customer).toHaveValue(label);
  const stored = await page.evaluate((key) => localStorage.getItem(key), SELECTED_CUSTOMER_KEY);
  expect(stored).not.toBe('c-0001');
  // Kept on the next visit.
  await page.goto('/pulse');
  await expect(portal.customer).toHaveValue(label);
});

test('[CUST-02] a customer user sees their first customer by name, disabled', async ({ page }) => {
  const portal = new Portal(page);
  await portal.open('/pulse', { persona: 'customer-user' });
  await expect(portal.customer).toBeDisabled();
  await expect(portal.customer).not.toHaveValue('');
});

test('[CUST-04] [HTTP-02] a tampered stored customer is ignored and no request ever carries it', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // Someone put another customer's id into storage before the portal loads.
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('tampered')) {
      localStorage.setItem(key, 'c-0001');
      sessionStorage.setItem('tampered', 'yes');
    }
  }, SELECTED_CUSTOMER_KEY);
  const portal = new Portal(page);
  await portal.open('/environments', { persona: 'customer-user' });
  await expect(page.getByText('Nothing to show here yet')).toBeVisible();
  const stored = await page.evaluate((key) => localStorage.getItem(key), SELECTED_CUSTOMER_KEY);
  expect(['c-0003', 'c-0005']).toContain(stored);
  const sent = customerIdsOf(requests);
  expect(sent.length).toBeGreaterThan(0);
  for (const id of sent) expect([null, 'c-0003', 'c-0005']).toContain(id);
});

test('[CUST-05] [UX-07] a 403 for the selected customer switches once to an allowed one, with a message, without a loop', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => response.status() === 403 && refused.push(response.url()));
  // The user last worked for c-0003, whose access the server has withdrawn meanwhile.
  await page.addInitScript((key) => localStorage.setItem(key, 'c-0003'), SELECTED_CUSTOMER_KEY);
  const portal = new Portal(page);
  await portal.open('/pulse', { persona: 'customer-user', scenario: 'customer-revoked' });
  const notice = page.getByRole('alert').filter({ hasText: /withdrawn/ });
  await expect(notice).toBeVisible();
  // [UX-07] named by name, not raw id, and clear of the header.
  await expect(notice).not.toContainText('c-0003');
  const header = await page.getByRole('banner').boundingBox();
  const box = await notice.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await expect(page.getByRole('row', { name: /gateway/ })).toContainText('Reachable');
  expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_CUSTOMER_KEY)).toBe('c-0005');
  // One round of refused requests, then the other customer: no loop, no reload.
  await page.waitForLoadState('networkidle');
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.length).toBeLessThanOrEqual(7);
  expect(refused.every((url) => new URL(url).searchParams.get('customerId') === 'c-0003')).toBe(true);
  await expectNoAxeViolations(page);
});
