import { expect, test, type Page } from '@playwright/test';
import { findPersona } from '../../mocks/personas.ts';
import { AreaView } from '../pages/area-view';
import { recordCspViolations } from '../support/csp';
import { REAL_AUTH, submitIdpLogin } from '../support/real-auth';

/**
 * PLUG-16: the hostile area (e2e/fixtures/hostile-area, built like a team's area) runs isolated in
 * the production build behind nginx, signed in through the test identity provider, and tries
 * everything; PLUG-15's keyboard and PLUG-11's file checks in a frame. One signed-in page, shared.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Every message any document of the isolated origin receives, recorded before its own scripts run. */
const recordFrameMessages = () =>
  window.location.hostname === '127.0.0.2' &&
  (() => {
    const received: string[] = [];
    const record = (data: unknown) => {
      try {
        received.push(JSON.stringify(data));
      } catch {
        received.push(String(data));
      }
    };
    window.addEventListener('message', (event) => record(event.data), true);
    // Each port's messages, however the page listens to them (the bridge uses addEventListener).
    // oxlint-disable-next-line typescript/unbound-method -- the recorder wraps the platform's own method, called with its port
    const { start } = MessagePort.prototype;
    MessagePort.prototype.start = function (this: MessagePort) {
      this.addEventListener('message', (event: MessageEvent) => record(event.data));
      start.call(this);
    };
    Object.defineProperty(window, 'portalTestReceived', { value: () => [...received] });
  })();

let page: Page;
const tokens: string[] = [];
const consoleLines: string[] = [];
const apiCalls: string[] = [];
let violations: string[];

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: REAL_AUTH.isolation });
  violations = await recordCspViolations(page);
  await page.addInitScript(recordFrameMessages);
  page.on('console', (message) => void consoleLines.push(message.text()));
  page.on('request', (request) => {
    if (request.url().startsWith(REAL_AUTH.api)) apiCalls.push(new URL(request.url()).pathname);
  });
  page.on('response', async (response) => {
    if (!response.url().startsWith(REAL_AUTH.idp.normal.token) || response.request().method() !== 'POST') return;
    const body: Record<string, string> = await response.json().catch(() => ({}));
    tokens.push(...['access_token', 'refresh_token', 'id_token'].flatMap((key) => (body[key] ? [body[key]] : [])));
  });
  await page.goto('/hostile-area');
  await submitIdpLogin(page, findPersona('support')!.email);
});
test.afterAll(() => page?.close());

test('[PLUG-16] a hostile isolated area gets nothing: no token in any message its frame receives, SecurityError on parent access, no top navigation or popup, refusals named in the console, the bridge rate-limited', async () => {
  const frame = new AreaView(page, 'isolated', 'Hostile area').frame;
  const probe = (name: string) => frame.locator(`[data-probe="${name}"]`);
  await expect(probe('flood')).toBeVisible({ timeout: 60_000 });
  // Its calls go over the bridge: a patched fetch or XHR sees none of them; a direct one is refused by its policy.
  await expect(probe('patch-fetch')).toHaveText(
    'patch-fetch: answered c-0001; the patched fetch and XHR saw 0 requests',
  );
  await expect(probe('direct-fetch')).toHaveText('direct-fetch: TypeError');
  await expect(probe('read-parent')).toHaveText('read-parent: SecurityError SecurityError SecurityError');
  await expect(probe('cookies')).toHaveText('cookies: ""');
  const frameKeys: string[] = JSON.parse((await probe('storage').textContent())!.replace('storage: ', ''));
  const portalKeys = await page.evaluate(() => Object.keys(localStorage));
  expect(portalKeys.length).toBeGreaterThan(0);
  expect(frameKeys.filter((key) => portalKeys.includes(key))).toEqual([]);
  await expect(probe('navigate-top')).toHaveText('navigate-top: SecurityError');
  await expect(probe('popup')).toHaveText('popup: blocked');
  expect(page.url()).toBe(`${REAL_AUTH.isolation}/hostile-area`);
  expect(page.context().pages()).toEqual([page]);
  await expect(probe('outside-prefix-sdk')).toHaveText('outside-prefix-sdk: AreaRequestRefused');
  await expect(probe('outside-prefix-raw')).toHaveText('outside-prefix-raw: refused refused');
  const [, ok, limited] = /ok (\d+) limited (\d+) none 0/.exec((await probe('flood').textContent()) ?? '') ?? [];
  expect(Number(ok)).toBeLessThanOrEqual(20);
  expect(Number(limited)).toBeGreaterThanOrEqual(380);
  // What reached the API: the area's own customer only, never another prefix; the flood capped.
  expect(
    apiCalls.filter((path) => !/^\/api\/(customer-management\/customers(\/c-0001)?|actuator\/info\/\w+)$/.test(path)),
  ).toEqual([]);
  expect(apiCalls.filter((path) => path.endsWith('/customers/c-0001')).length).toBeLessThanOrEqual(25);
  for (const refusal of [
    "refused GET /user-management/users: not under the area's API prefixes (/customer-management)",
    'refused GET https://evil.example/steal: only paths relative to the gateway',
    'refused a navigation to /user-management: outside /hostile-area',
    'refused a second "loaded" from its frame',
    'refused a message from its frame (unknown-kind: an unknown type)',
    "over the bridge's rate limit",
  ])
    expect(
      consoleLines.some((line) => line.startsWith('Remote area hostile-area: ') && line.includes(refusal)),
      refusal,
    ).toBe(true);
  // Searched: every message the frame's documents received, for every token the identity provider issued.
  const received: string[] = await page
    .frames()
    .find((f) => f.url().includes('/frame/'))!
    .evaluate(() =>
      // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- recorded by this spec's init script
      (window as unknown as { portalTestReceived: () => string[] }).portalTestReceived(),
    );
  expect(tokens.length).toBeGreaterThanOrEqual(2);
  expect(received.length).toBeGreaterThan(400);
  for (const token of tokens) expect(received.filter((message) => message.includes(token))).toEqual([]);
  expect(received.filter((message) => /bearer|authorization/i.test(message))).toEqual([]);
  // Only what the frame itself tried: its direct fetch to another origin.
  expect(violations.every((line) => line.includes('127.0.0.1:1/'))).toBe(true);
});

test('[PLUG-15] keyboard: Tab moves into the frame and Shift+Tab out again; Ctrl+K opens the portal’s palette while the focus is inside', async () => {
  violations.length = 0;
  await page.goto('/isolated-insights');
  const area = new AreaView(page, 'isolated', 'Isolated insights');
  await expect(area.card).toBeVisible();
  await page.getByRole('main').focus();
  await page.keyboard.press('Tab');
  const refresh = area.content.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(area.card.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox', { name: 'Type a command or a place' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await refresh.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('iframe')).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
  expect(violations).toEqual([]);
});

test('[PLUG-14] [PLUG-11] a pinned isolated area: its frame checks every file; one changed chunk refuses it with none of its code run', async () => {
  const ran: string[] = [];
  page.on('request', (request) => void (request.url().endsWith('/changed-chunk-ran') && ran.push(request.url())));
  const chunk = '**/remotes/pinned-isolated/assets/area-*.js';
  await page.route(chunk, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: `${await response.text()}\nfetch('/remotes/pinned-isolated/changed-chunk-ran');\n`,
    });
  });
  await page.goto('/pinned-isolated');
  await expect(page.getByRole('heading', { name: 'Area refused' })).toBeVisible();
  await expect(page.getByText(/do not match the integrity hash/)).toBeVisible();
  expect(ran).toEqual([]);
  expect(
    consoleLines.some((line) => line.startsWith('Remote area pinned-isolated: ') && line.includes('does not match')),
  ).toBe(true);
  await page.unroute(chunk);
});
