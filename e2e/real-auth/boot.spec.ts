import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { PulsePage } from '../pages/pulse-page';
import { REAL_AUTH, expectIdpLoginPage, signIn } from '../support/real-auth';

/** PERF-05's ceiling for the JavaScript a signed-out visit runs before the identity provider. */
const BEFORE_IDP_MAX_BYTES = 30 * 1024;

const isPortalScript = (request: Request) =>
  new URL(request.url()).origin === REAL_AUTH.portal && new URL(request.url()).pathname.endsWith('.js');
const isAppEntry = (url: string) => /\/assets\/start-app-[\w-]+\.js$/.test(new URL(url).pathname);
const isCodeExchange = (request: Request) =>
  request.url() === REAL_AUTH.idp.normal.token &&
  new URLSearchParams(request.postData() ?? '').get('grant_type') === 'authorization_code';

const isLoginRedirect = (page: Page, request: Request) =>
  request.url().startsWith(`${REAL_AUTH.idp.normal.auth}?`) && request.frame() === page.mainFrame();

/** The gzip size (level 9, as `perf:size` counts) of the files, fetched again from the portal. */
async function gzipBytes(request: APIRequestContext, urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(async (url) => gzipSync(await (await request.get(url)).body(), { level: 9 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

test('[PERF-05] a signed-out visit reaches the identity provider after at most 30 KiB gzip of JavaScript, without the application bundle', async ({
  page,
}) => {
  const scripts: string[] = [];
  let redirected = false;
  page.on('request', (request) => {
    // The top-level redirect, not the silent check's iframe before it (AUTH-01).
    if (isLoginRedirect(page, request)) redirected = true;
    else if (!redirected && isPortalScript(request)) scripts.push(request.url());
  });
  await page.goto('/pulse');
  await expectIdpLoginPage(page);
  const bytes = await gzipBytes(page.request, scripts);
  console.log(
    `[PERF-05] JavaScript before the IdP redirect: ${(bytes / 1024).toFixed(1)} KiB gzip in ${scripts.length} files`,
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(isAppEntry)).toEqual([]);
  expect(bytes).toBeLessThanOrEqual(BEFORE_IDP_MAX_BYTES);
});

test('[PERF-05] on the way back the application bundle downloads during the code exchange, and no application file loads twice', async ({
  page,
}) => {
  const before: string[] = [];
  const after: string[] = [];
  let onIdp = false;
  let appEntryBeforeExchange = false;
  page.on('request', (request) => {
    if (isLoginRedirect(page, request)) onIdp = true;
    if (isCodeExchange(request)) appEntryBeforeExchange = after.some(isAppEntry);
    if (isPortalScript(request)) (onIdp ? after : before).push(request.url());
  });
  await page.goto('/pulse');
  await signIn(page, 'admin');
  await expect(new PulsePage(page).table).toBeVisible();
  // The small boot files run again after the redirect (a new page); everything else exactly once.
  const application = after.filter((url) => !before.includes(url));
  expect(application.filter(isAppEntry)).toHaveLength(1);
  expect(new Set(application).size).toBe(application.length);
  expect(appEntryBeforeExchange).toBe(true);
});
