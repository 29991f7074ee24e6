/**
 * RES-04: the fault matrix's parts. Every operation of `src/api/generated/operations.ts` that the
 * portal calls (the contract tools' usage manifest) meets every fault, made at the network layer by
 * Playwright's routing: nothing in the product knows. The tour below makes the portal call the
 * operations as a user would; a new operation in openapi/ joins the matrix by being in the table,
 * and fails it loudly when the tour never calls it.
 */
import { expect, test, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { findOperation, type ContractOperation } from '@/api/contract-operation';
import { OPERATIONS } from '@/api/generated/operations';
import usage from '../../packages/contract-tools/usage-manifest.json' with { type: 'json' };
import { SEEDED_THREAD_ID } from '../../mocks/seed-data.ts';
import { REAL_AUTH, realAuthConfig, signIn } from './real-auth';

/** The operations the portal calls: the matrix's rows. */
export const CALLED_OPERATIONS: readonly ContractOperation[] = OPERATIONS.filter(
  (operation) => operation.operationId in usage.operations,
);

/** The deadlines of the matrix's config (RES-02): short, so "no answer" costs seconds, not minutes. */
export const SHORT_DEADLINES = { readAttemptSeconds: 2, readWaitSeconds: 2, replySeconds: 3 } as const;

const API_BASE = {
  gatewayRequest: realAuthConfig().api.gatewayUrl,
  assistantRequest: realAuthConfig().api.assistantUrl,
};

/** Whether a request is a call of the operation, found as the portal's http client finds it. */
export function isCallOf(operation: ContractOperation, request: Request): boolean {
  const url = new URL(request.url());
  const base = new URL(API_BASE[operation.sender]);
  const prefix = base.pathname.replace(/\/$/, '');
  if (url.origin !== base.origin || !url.pathname.startsWith(`${prefix}/`)) return false;
  return findOperation(OPERATIONS, operation.sender, request.method(), url.pathname.slice(prefix.length)) === operation;
}

/** An answer the portal can read across origins (the API is on another origin than the portal). */
async function fulfill(route: Route, status: number, body: string, headers: Record<string, string> = {}) {
  const origin = (await route.request().headerValue('origin')) ?? REAL_AUTH.portal;
  await route.fulfill({
    status,
    body,
    headers: {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': 'Retry-After',
      ...headers,
    },
  });
}

const problem = (status: number, title: string) =>
  JSON.stringify({ type: 'about:blank', title, status, detail: 'made by the fault matrix' });
const JSON_TYPE = { 'Content-Type': 'application/json' };
const PROBLEM_TYPE = { 'Content-Type': 'application/problem+json' };

/** A fault: what the routed request gets; `context` faults more than the request (the token refresh). */
export type Fault = {
  name: string;
  answer: (route: Route) => Promise<void>;
  context?: (context: BrowserContext) => Promise<void>;
};

/** Requests held open by "no answer": released when the test ends, so the route does not leak. */
const held: Route[] = [];
export const releaseHeld = async () => {
  for (const route of held.splice(0)) await route.abort('aborted').catch(() => undefined);
};

/** The faults of RES-04, every one a kind of bad answer (or none) a service or what is in front of it gives. */
export const FAULTS: readonly Fault[] = [
  { name: '500', answer: (route) => fulfill(route, 500, problem(500, 'Internal Server Error'), PROBLEM_TYPE) },
  {
    name: '503 with Retry-After',
    answer: (route) =>
      fulfill(route, 503, problem(503, 'Service Unavailable'), { ...PROBLEM_TYPE, 'Retry-After': '120' }),
  },
  { name: '403', answer: (route) => fulfill(route, 403, problem(403, 'Forbidden'), PROBLEM_TYPE) },
  {
    name: '401 after a failed refresh',
    answer: (route) => fulfill(route, 401, problem(401, 'Unauthorized'), PROBLEM_TYPE),
    // The identity provider cannot renew the token (a 503, not a refusal: AUTH-10 keeps the session).
    context: async (context) => {
      await context.route(REAL_AUTH.idp.normal.token, async (route) => {
        if (route.request().method() !== 'POST' || !route.request().postData()?.includes('refresh_token'))
          return route.continue();
        return fulfill(route, 503, 'Service Unavailable', { 'Content-Type': 'text/plain' });
      });
    },
  },
  {
    name: 'no answer',
    answer: async (route) => {
      held.push(route);
    },
  },
  { name: 'network error', answer: (route) => route.abort('failed') },
  {
    name: '200 with an HTML page',
    answer: (route) =>
      fulfill(route, 200, '<!doctype html><form action="/login"><input name="user">Sign in</form>', {
        'Content-Type': 'text/html; charset=utf-8',
      }),
  },
  { name: '200 with JSON of the wrong shape', answer: (route) => fulfill(route, 200, '{"unexpected":[1]}', JSON_TYPE) },
  { name: '200 with an empty body', answer: (route) => fulfill(route, 200, '', JSON_TYPE) },
];

/**
 * The config the matrix runs with: the deployment's, with the short deadlines, routed at the network
 * layer as the rest; `change` adds to it (a remote area for the manifest's row).
 */
export async function withShortDeadlines(page: Page, change: (config: Record<string, unknown>) => void = () => {}) {
  await page.route(`${REAL_AUTH.portal}/config.json`, async (route) => {
    const response = await route.fetch();
    const config: Record<string, unknown> = { ...(await response.json()), deadlines: SHORT_DEADLINES };
    change(config);
    await route.fulfill({ response, body: JSON.stringify(config) });
  });
}

/** The conversation the chat resumes (the mock API's seeded thread), so that its history is asked for. */
export const resumeSeededThread = (page: Page) =>
  page.addInitScript((id) => window.sessionStorage.setItem('threadId', id), SEEDED_THREAD_ID);

/** German, as the matrix runs: its failures must show in the user's language. */
export const TEXTS = {
  nav: 'Hauptnavigation',
  customers: 'Kunden',
  products: 'Produkte',
  assistant: 'Assistent',
  restart: 'Neues Gespräch',
  input: 'Nachricht an den Assistenten',
  retry: /^(Erneut versuchen|Aktualisieren)/,
  portalFailed: 'Das Portal konnte nicht angezeigt werden',
} as const;

/** The draft the tour types into the chat: nothing typed may be lost. */
export const DRAFT = 'Wie rotiere ich die API-Schlüssel?';

/** A step of the tour; each waits until what it asked for has answered (or failed) and settled. */
type Step = { name: string; run: (page: Page) => Promise<void> };

const settled = async (page: Page) => {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
};
const chat = (page: Page) => page.getByRole('dialog', { name: TEXTS.assistant });

/** The tour: Pulse, the customers area, the chat's history, a new conversation, a message. */
export const TOUR: readonly Step[] = [
  {
    name: 'pulse',
    run: async (page) => {
      await page.goto(`${REAL_AUTH.portal}/pulse`);
      await expect(page.getByRole('navigation', { name: TEXTS.nav })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('tr[data-state="pending"]')).toHaveCount(0, { timeout: 20_000 });
    },
  },
  {
    name: 'customers',
    run: async (page) => {
      await page.getByRole('navigation', { name: TEXTS.nav }).getByRole('link', { name: TEXTS.customers }).click();
      await settled(page);
    },
  },
  {
    name: 'chat history',
    run: async (page) => {
      await page.getByRole('button', { name: TEXTS.assistant, exact: true }).click();
      await expect(chat(page)).toBeVisible();
      await expect(chat(page).getByRole('status')).toHaveText('', { timeout: 20_000 });
      await chat(page).getByRole('textbox', { name: TEXTS.input }).fill(DRAFT);
    },
  },
  {
    name: 'new conversation',
    run: async (page) => {
      const restart = chat(page).getByRole('button', { name: TEXTS.restart });
      if (!(await restart.isVisible())) return;
      await restart.click();
      await expect(chat(page).getByRole('status')).toHaveText('', { timeout: 20_000 });
    },
  },
  {
    name: 'message',
    run: async (page) => {
      const input = chat(page).getByRole('textbox', { name: TEXTS.input });
      if ((await input.inputValue()) !== DRAFT) await input.fill(DRAFT);
      await input.press('Enter');
      await expect(chat(page).getByRole('status')).toHaveText('', { timeout: 20_000 });
    },
  },
];

/** When the tour stops: a request it looks for has gone out, and then what `shown` looks for is there. */
export type TourGoal = { called: (request: Request) => boolean; shown: () => Promise<boolean> };

/**
 * Runs the tour step by step until the goal's request has gone out and, after a step has settled,
 * what it should show is there; without a goal, the whole tour. Resolves with whether the request
 * went out (a row whose operation the tour never calls fails).
 */
export async function runTour(page: Page, goal?: TourGoal): Promise<boolean> {
  let called = false;
  const listener = (request: Request) => {
    if (goal?.called(request)) called = true;
  };
  page.on('request', listener);
  try {
    for (const step of TOUR) {
      await step.run(page);
      if (called && goal && (await goal.shown())) return true;
    }
    return called;
  } finally {
    page.off('request', listener);
  }
}

/** The personas whose tours the rows use: the first whose tour calls the operation. */
export const PERSONAS = ['admin', 'customer-user'] as const;

/** The matrix's test: one real sign-in per persona and worker; every row then signs in silently with its session. */
export const matrixTest = test.extend<object, { signedIn: Record<(typeof PERSONAS)[number], string> }>({
  signedIn: [
    async ({ browser }, use) => {
      const states: Partial<Record<(typeof PERSONAS)[number], string>> = {};
      for (const persona of PERSONAS) {
        const context = await browser.newContext({ locale: 'de-DE' });
        const page = await context.newPage();
        await page.goto(`${REAL_AUTH.portal}/pulse`);
        await signIn(page, persona);
        await expect(page.getByRole('navigation', { name: TEXTS.nav })).toBeVisible({ timeout: 30_000 });
        states[persona] = JSON.stringify(await context.storageState());
        await context.close();
      }
      await use({ admin: states.admin ?? '', 'customer-user': states['customer-user'] ?? '' });
    },
    { scope: 'worker' },
  ],
});
