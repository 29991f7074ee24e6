/**
 * MOCK-04 in the browser: every API response the mock backend (the service worker of the mock build)
 * gives a mocked e2e test is validated against the strict zod schema generated from the contract.
 * Mocked specs import `test` and `expect` from here; the first non-conforming response fails the test
 * that caused it, naming the operation and the JSON pointer.
 */
import { test as base, expect, type Page, type Request as PageRequest, type Response } from '@playwright/test';
import { matchOperation, OPERATION_IDS, type OperationId } from '../../mocks/operations.ts';
import { responseSchemaOf } from '../../mocks/response-schemas.ts';

const operationOf = (method: string, url: string): OperationId | undefined => {
  const request = new Request(url, { method });
  return OPERATION_IDS.find((id) => matchOperation(request, id) !== undefined);
};

const pointer = (path: readonly PropertyKey[]) =>
  `/${path.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** What is wrong with one response, or nothing when it conforms (or is not a successful API response). */
export async function conformanceViolations(response: Response): Promise<string[]> {
  const request = response.request();
  const operationId = operationOf(request.method(), response.url());
  if (!operationId || response.status() < 200 || response.status() >= 300) return [];
  const label = `${operationId} (${request.method()} ${new URL(response.url()).pathname})`;
  if (!/json/.test(response.headers()['content-type'] ?? ''))
    return [`${label}: content type ${response.headers()['content-type']}`];
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // The page navigated away before the body was read: nothing to judge.
    return [];
  }
  const result = responseSchemaOf(operationId).safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${label} ${pointer(issue.path)}: ${issue.message}`);
}

/** How long `settled` waits at most for API requests still in flight (a slow scenario may never answer in time). */
const IN_FLIGHT_WAIT_MS = 5_000;

/**
 * Starts collecting the violations of every response the page receives. Playwright may report a
 * response of the service worker after the page is already idle, so `settled` first waits for the
 * API requests still without a response; `seen` lists the paths of the responses so far.
 */
export function watchMockConformance(page: Page): { seen: () => string[]; settled: () => Promise<string[]> } {
  const checks: Promise<string[]>[] = [];
  const paths: string[] = [];
  const inFlight = new Set<PageRequest>();
  page.on('request', (request) => {
    if (operationOf(request.method(), request.url())) inFlight.add(request);
  });
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', (response) => {
    inFlight.delete(response.request());
    paths.push(new URL(response.url()).pathname);
    checks.push(conformanceViolations(response));
  });
  return {
    seen: () => [...paths],
    settled: async () => {
      for (let waited = 0; inFlight.size > 0 && waited < IN_FLIGHT_WAIT_MS; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return (await Promise.all(checks)).flat();
    },
  };
}

export const test = base.extend<{ mockConformance: void }>({
  mockConformance: [
    async ({ page }, use) => {
      const watch = watchMockConformance(page);
      await use();
      expect(await watch.settled(), 'mocked responses that break the OpenAPI contract').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
