import { expect, test, type Page } from '@playwright/test';
import { findPersona } from '../../mocks/personas.ts';
import { SettingsMenus } from '../pages/settings-menus';
import { submitIdpLogin } from '../support/real-auth';
import {
  CHANGED_CHUNK_RAN,
  PINNED_AREA_ID,
  REMOTE_AREA_ORIGIN,
  startRemoteAreaStack,
  type RemoteAreaStack,
} from '../support/remote-area';
import { recordCspViolations } from '../support/csp';

// One nginx and one upstream on fixed ports, changed mid-test: the tests take turns.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let stack: RemoteAreaStack;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startRemoteAreaStack();
});
test.afterAll(() => stack?.stop());

/** The files the page requested from /remotes/. */
function remoteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/')) urls.push(pathname);
  });
  return urls;
}

const card = (page: Page) => page.getByTestId('customer-insights-card');

async function openArea(page: Page) {
  await page.goto(`${REMOTE_AREA_ORIGIN}/customer-insights`);
  await submitIdpLogin(page, findPersona('support')!.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer insights' })).toBeVisible();
}

test("[PLUG-05] [PLUG-06] [PLUG-12] [SEC-03] the example area loads through nginx from its own server: signed in, in the portal's page frame, zero CSP violations in both themes, no shared package from the remote", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const requested = remoteRequests(page);
  await openArea(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Customer insights' })).toBeVisible();
  // It read the selected customer with getCustomer through the portal's client and shows it in Joy.
  await expect(card(page)).toBeVisible();
  await expect(page).toHaveTitle(/Customer insights/);
  // As in the signed-in tour: both themes restyle the area through the shell's emotion cache and nonce.
  const menus = new SettingsMenus(page);
  for (const theme of ['Dark', 'Light'] as const) {
    await menus.chooseTheme(theme);
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', theme.toLowerCase());
    await expect(card(page)).toBeVisible();
  }
  // PLUG-12: in the page frame of the built-in areas: inset from the rail and the header, their
  // title size (measured against the Customers area below).
  const heading = page.getByRole('heading', { level: 1, name: 'Customer insights' });
  const [headingBox, mainBox] = [await heading.boundingBox(), await page.getByRole('main').boundingBox()];
  expect(headingBox!.x - mainBox!.x).toBeGreaterThanOrEqual(16);
  expect(headingBox!.y - mainBox!.y).toBeGreaterThanOrEqual(16);
  const titleSize = await heading.evaluate((element) => getComputedStyle(element).fontSize);
  // Over to a built-in area and back: the area mounts again without a second download of its entry.
  await nav.getByRole('link', { name: 'Customers' }).click();
  const builtIn = page.getByRole('heading', { level: 1, name: 'Customers' });
  // The heading may be replaced while the area settles (its loading state first): asked until it holds.
  await expect(builtIn).toHaveCSS('font-size', titleSize);
  await nav.getByRole('link', { name: 'Customer insights' }).click();
  await expect(card(page)).toBeVisible();
  expect(requested).toContain('/remotes/customer-insights/mf-manifest.json');
  expect(requested).toContain('/remotes/customer-insights/remoteEntry.js');
  // only the area's own code: no React, Joy, emotion, router, query or i18n file comes from the remote
  for (const path of requested)
    expect(path).toMatch(/^\/remotes\/customer-insights\/(mf-manifest\.json|remoteEntry\.js|assets\/[\w.-]+\.js)$/);
  expect(requested.filter((path) => /react|joy|emotion|i18n|query|router/i.test(path))).toEqual([]);
  expect(violations).toEqual([]);
});

test('[PLUG-07] [DEPLOY-07] a deployment between reading the manifest and loading its code: the page reloads once and shows the new build', async ({
  page,
}) => {
  const requested = remoteRequests(page);
  const missing: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/remotes/') && response.status() === 404) missing.push(pathname);
  });
  // The first file of the area's code is asked for after its manifest and entry were read: the team
  // deploys its next build just then, and the file is gone.
  let deployedMidLoad = false;
  await page.route(/\/remotes\/customer-insights\/assets\/.+\.js$/, async (route) => {
    if (!deployedMidLoad) {
      deployedMidLoad = true;
      stack.deployNextBuild();
    }
    await route.fallback();
  });
  await openArea(page);
  await expect(card(page)).toBeVisible();
  expect(deployedMidLoad).toBe(true);
  expect(missing.length).toBeGreaterThan(0);
  // One reload, no loop: the manifest read twice in all, the reload remembered for this tab.
  expect(requested.filter((path) => path.endsWith('/mf-manifest.json'))).toHaveLength(2);
  expect(await page.evaluate(() => sessionStorage.getItem('portal.chunkReloadAt'))).not.toBeNull();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('[PLUG-07] [PLUG-12] [PLUG-13] a new build at the upstream is used at the next page load, the portal untouched; an upstream that is gone shows the area unavailable with its 502, and Retry loads it once it is back', async ({
  page,
}) => {
  const requested = remoteRequests(page);
  const portalPid = stack.nginx.pid;
  await openArea(page);
  await expect(card(page)).toBeVisible();
  const before = requested.filter((path) => path.includes('/assets/'));
  expect(before.length).toBeGreaterThan(0);
  stack.deployNextBuild();
  requested.length = 0;
  await page.reload();
  await expect(card(page)).toBeVisible();
  const after = requested.filter((path) => path.includes('/assets/'));
  expect(after.length).toBeGreaterThan(0);
  expect(after.filter((path) => before.includes(path))).toEqual([]);
  expect(stack.nginx.pid).toBe(portalPid);

  // The area's server is gone: nginx answers 502 and the portal shows the area as unavailable,
  // saying so (PLUG-12); once it is back, Retry loads it without a reload of the page (PLUG-13).
  await stack.stopUpstream();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Area unavailable' })).toBeVisible();
  await expect(page.getByText("This area's server answered 502.", { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await stack.startUpstream();
  await page.getByRole('button', { name: 'Retry Customer insights' }).click();
  await expect(card(page)).toBeVisible();
  expect(stack.nginx.pid).toBe(portalPid);
});

/** The files of an area whose code ran (any function called), from Chromium's JavaScript coverage. */
const ranFiles = (coverage: Awaited<ReturnType<Page['coverage']['stopJSCoverage']>>, id: string) =>
  coverage
    .filter(
      ({ url, functions }) =>
        url.includes(`/remotes/${id}/`) && functions.some(({ ranges }) => ranges.some(({ count }) => count > 0)),
    )
    .map(({ url }) => new URL(url).pathname);

async function openPinnedArea(page: Page) {
  await page.goto(`${REMOTE_AREA_ORIGIN}/${PINNED_AREA_ID}`);
  await submitIdpLogin(page, findPersona('support')!.email);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Pinned insights' })).toBeVisible();
}

test('[PLUG-11] [PLUG-05] a pinned area: the browser checks every file against the hashes its pinned manifest commits to; the build as built runs, zero CSP violations', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await openPinnedArea(page);
  await expect(card(page)).toBeVisible();
  const manifest = await (
    await page.request.get(`${REMOTE_AREA_ORIGIN}/remotes/${PINNED_AREA_ID}/mf-manifest.json`)
  ).json();
  const base = `${REMOTE_AREA_ORIGIN}/remotes/${PINNED_AREA_ID}/`;
  // The import map the portal inserted: every file of the build by its exact URL, with its hash.
  const pinned = await page.evaluate(() =>
    Object.assign(
      {},
      ...[...document.querySelectorAll('script[type="importmap"]')].map(
        (map) => JSON.parse(map.textContent ?? '{}').integrity,
      ),
    ),
  );
  for (const [file, hash] of Object.entries(manifest.integrity)) expect(pinned[`${base}${file}`], file).toBe(hash);
  const ran = ranFiles(await page.coverage.stopJSCoverage(), PINNED_AREA_ID);
  expect(ran).toContain(`/remotes/${PINNED_AREA_ID}/remoteEntry.js`);
  expect(violations).toEqual([]);
});

test('[RES-06] a chunk once served wrong and cached immutable keeps no area broken after the fix: asked for past the cache, one reload, then it runs; a healthy pinned load logs nothing', async ({
  page,
}) => {
  stack.changePinnedChunk();
  try {
    await openPinnedArea(page);
    await expect(page.getByRole('heading', { name: 'Area refused' })).toBeVisible();
  } finally {
    stack.restorePinnedBuild();
  }
  // The browser holds the wrong copy, cached for a year; the team's fix is on the server.
  await page.reload();
  await expect(card(page)).toBeVisible();
  // Healthy now, and this browser's check is known: not one console error, not the probe's.
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.reload();
  await expect(card(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('[PLUG-11] a pinned area with ONE changed chunk is refused with a notice and none of its code runs; the unpinned area keeps loading', async ({
  page,
}) => {
  const changed = stack.changePinnedChunk();
  try {
    const violations = await recordCspViolations(page);
    const requested = remoteRequests(page);
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await openPinnedArea(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Pinned insights' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Area refused' })).toBeVisible();
    await expect(page.getByText(/do not match the integrity hash/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Retry/ })).toHaveCount(0);
    // The changed file was fetched (and checked), but nothing of the area ran: not the changed chunk
    // (it would have made its request), not remoteEntry.js, not any other chunk.
    expect(requested).toContain(`/remotes/${PINNED_AREA_ID}/${changed}`);
    expect(requested).not.toContain(CHANGED_CHUNK_RAN);
    expect(ranFiles(await page.coverage.stopJSCoverage(), PINNED_AREA_ID)).toEqual([]);
    expect(
      errors.some(
        (text) => text.includes(`Remote area ${PINNED_AREA_ID}: `) && text.includes(`${changed} does not match`),
      ),
    ).toBe(true);
    expect(violations).toEqual([]);
    // PLUG-07 stays: the unpinned area on the same page deploys and loads on its own.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Customer insights' })
      .click();
    await expect(card(page)).toBeVisible();
  } finally {
    stack.restorePinnedBuild();
  }
});
