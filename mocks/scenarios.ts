/**
 * Named scenarios: handler overrides placed after authorization and before the normal handlers
 * (an override that returns nothing lets the normal handler answer), and optionally another seed.
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { SeedOptions } from './db.ts';
import { OPERATIONS, isOperationPath, type OperationId } from './operations.ts';
import { problem } from './problem.ts';
import { mockDelay } from './timing.ts';
import { bearerToken, decodeJwt } from './token.ts';

/** One scenario: what it simulates, its overrides and, if it differs, the seed. */
export type Scenario = {
  description: string;
  handlers: HttpHandler[];
  seed?: SeedOptions;
  /** The mock session's identity provider cannot be reached: its refreshes fail (AUTH-10). */
  signInUnreachable?: true;
};

/** How long `assistant-slow` keeps the assistant thinking, before the usual reply delay. */
export const SLOW_REPLY_MS = 8000;

type Resolver = (info: {
  params: Record<string, string | readonly string[] | undefined>;
}) => Response | undefined | Promise<Response | undefined>;

const override = (operationId: OperationId, resolver: Resolver): HttpHandler => {
  const { method, path } = OPERATIONS[operationId];
  return http[method](path, resolver);
};

const failing = (operationId: OperationId, status: number, detail: string) =>
  override(operationId, () => problem(status, detail));

// Valid except that the required `git` block is missing.
const MALFORMED_GATEWAY_INFO = {
  application: { name: 'gateway', description: 'API gateway of the platform' },
  build: { artifact: 'gateway', group: 'com.example.platform', version: '3.14.2' },
  java: {
    version: '21.0.5',
    vendor: { name: 'Eclipse Adoptium' },
    runtime: { name: 'OpenJDK Runtime Environment', version: '21.0.5+11-LTS' },
    jvm: { name: 'OpenJDK 64-Bit Server VM', vendor: 'Eclipse Adoptium', version: '21.0.5+11-LTS' },
  },
};

// Access to the caller's first customer (the first id of the token's customer_id) was withdrawn.
const revokedFirstCustomer = http.all(
  ({ request }) => isOperationPath(new URL(request.url)),
  ({ request }) => {
    const customerId = new URL(request.url).searchParams.get('customerId');
    const first = decodeJwt(bearerToken(request.headers.get('Authorization')) ?? '')?.customer_id[0];
    return customerId !== null && customerId === first
      ? problem(403, `Access to customer ${customerId} was withdrawn.`)
      : undefined;
  },
);

const defineScenarios = <T extends Record<string, Scenario>>(scenarios: T) => scenarios;

/** Every scenario by name; the names are what `?scenario=` and the localStorage key `mock.scenario` accept. */
export const SCENARIOS = defineScenarios({
  'assistant-down': {
    description: 'The assistant is unavailable: starting a thread and sending a message answer 503.',
    handlers: [
      failing('getThread', 503, 'The assistant is not available right now.'),
      failing('postMessage', 503, 'The assistant is not available right now.'),
    ],
  },
  'assistant-slow': {
    description: 'The assistant answers, but only after about 8 seconds.',
    handlers: [
      override('postMessage', async () => {
        await mockDelay(SLOW_REPLY_MS);
        return undefined;
      }),
    ],
  },
  'assistant-history-error': {
    description: "Loading a thread's messages fails with 500.",
    handlers: [failing('getThreadMessages', 500, 'The conversation could not be loaded.')],
  },
  'service-info-partial-outage': {
    description: 'The hub and the log proxy answer 503 for their info; the other services are fine.',
    handlers: [
      override('getServiceInfo', ({ params }) =>
        params.service === 'hub' || params.service === 'log-proxy'
          ? problem(503, `The service ${params.service} is not available.`)
          : undefined,
      ),
    ],
  },
  'service-info-forbidden': {
    description: 'Process monitoring refuses the caller its info (403); the hub is down (503); the others are fine.',
    handlers: [
      override('getServiceInfo', ({ params }) =>
        params.service === 'process-monitoring'
          ? problem(403, 'You may not read the process monitoring information.')
          : params.service === 'hub'
            ? problem(503, 'The service hub is not available.')
            : undefined,
      ),
    ],
  },
  'service-info-down': {
    description: 'Every service info request fails with 500.',
    handlers: [failing('getServiceInfo', 500, 'The service information could not be read.')],
  },
  'customers-error': {
    description: 'Listing customers and reading one customer fail with 500.',
    handlers: [
      failing('listCustomers', 500, 'The customers could not be read.'),
      failing('getCustomer', 500, 'The customer could not be read.'),
    ],
  },
  'customer-revoked': {
    description:
      "Access to the caller's first customer (token claim customer_id) was withdrawn: requests for it answer 403.",
    handlers: [revokedFirstCustomer],
  },
  'customers-10k': {
    description: 'The platform has 10,000 customers.',
    handlers: [],
    seed: { customers: 10_000 },
  },
  'assistant-long-history': {
    description:
      'The seeded thread (`thread-seeded`) holds 1,000 messages; the chat shows them when that id is its stored thread.',
    handlers: [],
    seed: { threadMessages: 1000 },
  },
  'sign-in-unreachable': {
    description:
      'The identity provider cannot be reached: the session goes on with its token and a quiet notice says so (AUTH-10).',
    handlers: [],
    signInUnreachable: true,
  },
  'malformed-service-info': {
    description: "The gateway's info lacks the required `git` block (a response that breaks the contract).",
    handlers: [
      override('getServiceInfo', ({ params }) =>
        params.service === 'gateway' ? HttpResponse.json(MALFORMED_GATEWAY_INFO) : undefined,
      ),
    ],
  },
});

export type ScenarioName = keyof typeof SCENARIOS;

/** Whether the value is a scenario's name (own keys only: `toString` is no scenario). */
export function isScenarioName(value: string | null | undefined): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(SCENARIOS, value);
}

/** The scenario names, in definition order. */
export const scenarioNames: ScenarioName[] = Object.keys(SCENARIOS).filter(isScenarioName);

/** The scenario with this name and its name, or undefined for anything else (unknown names are ignored). */
export function resolveScenario(value: string | null | undefined): (Scenario & { name: ScenarioName }) | undefined {
  return isScenarioName(value) ? { name: value, ...SCENARIOS[value] } : undefined;
}
