import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { findPersona } from '../../mocks/personas.ts';
import type { RunningNginx } from '../../tools/testing/nginx.ts';
import { expectNoAxeViolations } from '../support/axe';
import { submitIdpLogin } from '../support/real-auth';
import { buildReleases, ROLLOUT_ORIGIN, serveRelease, type Release } from '../support/rollout';

// One nginx on one port, replaced mid-test: the tests take turns.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let releases: ReturnType<typeof buildReleases>;
let nginx: RunningNginx | undefined;

test.beforeAll(() => {
  releases = buildReleases();
});
test.afterAll(() => releases.cleanUp());
test.afterEach(async () => {
  await nginx?.stop();
  nginx = undefined;
});

/** A rolling update: the old release's server goes, the next release's takes the same address. */
async function deploy(release: Release) {
  await nginx?.stop();
  nginx = await serveRelease(release);
}

/** Counts this tab's reloads of the portal (not its sign-in redirects) in sessionStorage. */
async function countReloads(page: Page) {
  await page.addInitScript((origin) => {
    const [entry] = performance.getEntriesByType('navigation');
    if (location.origin !== origin || !(entry instanceof PerformanceNavigationTiming) || entry.type !== 'reload')
      return;
    sessionStorage.setItem('e2e.reloads', String(Number(sessionStorage.getItem('e2e.reloads') ?? 0) + 1));
  }, ROLLOUT_ORIGIN);
  return () => page.evaluate(() => Number(sessionStorage.getItem('e2e.reloads') ?? 0));
}

/**
 * Signed in on Pulse, with the start's idle work done (the licence check's code loads when the page
 * is idle; the customer dropdown's only on intent) and every file it asked for in: the deployments of
 * these tests happen to a portal at rest, not to one still fetching the old release's chunks.
 */
async function openSignedIn(page: Page) {
  const inFlight = new Set<Request>();
  const asked = (request: Request) =>
    void (request.url().startsWith(`${ROLLOUT_ORIGIN}/assets/`) && inFlight.add(request));
  const done = (request: Request) => void inFlight.delete(request);
  page.on('request', asked);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const idleWork = page.waitForResponse((response) => /\/assets\/use-licence-check-.*\.js$/.test(response.url()));
  await page.goto(`${ROLLOUT_ORIGIN}/pulse`);
  await submitIdpLogin(page, findPersona('admin')!.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
  await idleWork;
  await expect.poll(() => inFlight.size, { timeout: 15_000 }).toBe(0);
  page.removeListener('request', asked);
  page.removeListener('requestfinished', done);
  page.removeListener('requestfailed', done);
}

test('[DEPLOY-07] after a deployment, an area whose chunk is gone reloads once on the same route and then works', async ({
  page,
}) => {
  await deploy(releases.current);
  const reloads = await countReloads(page);
  await openSignedIn(page);
  await deploy(releases.next);
  const products = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products' });
  // The pointer on the entry fetches the area ahead; that it is gone is no reason to leave Pulse.
  const gone = page.waitForResponse((response) => /\/assets\/products-page-.*\.js$/.test(response.url()));
  await products.hover();
  expect((await gone).status()).toBe(404);
  // A reload would follow within milliseconds (after one HEAD request): give it ample time to show.
  await page.waitForTimeout(1_500);
  expect(new URL(page.url()).pathname).toBe('/pulse');
  expect(await reloads()).toBe(0);
  // The reload's own page load: the old page may show the route's heading before it reloads.
  const reloaded = page.waitForEvent('load');
  await products.click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/products');
  expect(await reloads()).toBe(1);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
  await expectNoAxeViolations(page);
});

test('[DEPLOY-07] when the deployed version changes, a polite notice offers to reload', async ({ page }) => {
  await deploy(releases.current);
  await openSignedIn(page);
  const notice = page.getByRole('status').filter({ hasText: 'A new version of the portal is available.' });
  await deploy(releases.next);
  // The tab checks when it gets the focus (at most every 10 s) and every 5 minutes.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return notice.isVisible();
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(true);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
  await expect(notice).toBeHidden();
  // The tab now runs the next release: its entry script is one of the rebuild's files.
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(existsSync(join(releases.next.root, entry ?? 'missing'))).toBe(true);
  expect(existsSync(join(releases.current.root, entry ?? 'missing'))).toBe(false);
});
