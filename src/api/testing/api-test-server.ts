import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import {
  configureHttpClient,
  onForbiddenCustomer,
  resetHttpClient,
  type HttpClient,
  type HttpClientSetup,
} from '@/api/http-client';

// Origins of our own, so these tests never collide with the shared mock backend's handlers.
export const GATEWAY_URL = 'https://gateway.test';
/** The assistant sits under a base path, to prove paths are resolved relative to the base. */
export const ASSISTANT_URL = 'https://assistant.test/assistant';
export const EVIL_ORIGIN = 'https://evil.example';
export const SELECTED_CUSTOMER = 'cust-selected';

/** One request as the server received it. */
export interface ReceivedRequest {
  method: string;
  url: URL;
  /** The URL exactly as it arrived, to check percent-encoding. */
  rawUrl: string;
  headers: Headers;
  body: string;
}

type Responder = (request: Request) => Response | Promise<Response>;

const okResponder: Responder = () => HttpResponse.json({ ok: true });

/** Allows whatever the preflight asks for: these tests are about what the client sends. */
const preflight = (request: Request): Response =>
  new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Methods': request.headers.get('access-control-request-method') ?? 'GET',
      'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers') ?? '',
    },
  });

const withCors = (request: Request, response: Response): Response => {
  response.headers.set('Access-Control-Allow-Origin', request.headers.get('origin') ?? '*');
  // A cross-origin gateway must expose Retry-After for the portal to read it (docs/deploying.md).
  response.headers.set('Access-Control-Expose-Headers', 'Retry-After');
  return response;
};

/**
 * Adds recording handlers to the shared mock server (started by `src/testing/setup.ts`, which also
 * drops them after each test) for the http client tests and configures the client before each
 * test with spy providers (token `token-1`, refreshed token `token-2`, customer `cust-selected`).
 */
export const setupApiTestServer = () => {
  const received: ReceivedRequest[] = [];
  let responder = okResponder;
  const record = async ({ request }: { request: Request }): Promise<Response> => {
    // jsdom's XHR runs over node:http and enforces CORS, as a browser would against the real gateway.
    if (request.method === 'OPTIONS') return withCors(request, preflight(request));
    const body = await request.clone().text();
    received.push({
      method: request.method,
      url: new URL(request.url),
      rawUrl: request.url,
      headers: request.headers,
      body,
    });
    return withCors(request, await responder(request));
  };
  // evil.example and api.example are recorded too, so a leak shows up as a received request.
  const origins = [GATEWAY_URL, 'https://assistant.test', EVIL_ORIGIN, 'https://api.example'];
  const recorders = origins.map((origin) => http.all(`${origin}/*`, record));

  const setup = {
    gatewayUrl: GATEWAY_URL,
    assistantUrl: ASSISTANT_URL,
    tokenProvider: {
      getToken: vi.fn<() => Promise<string | undefined> | string | undefined>(),
      refreshToken: vi.fn<() => Promise<string | undefined>>(),
    },
    customerProvider: vi.fn<() => string | undefined | Promise<string | undefined>>(),
    // These tests are about what the client sends; the answers' checks (RES-01) have tests of their own.
    checkResponses: false,
  } satisfies HttpClientSetup;

  beforeEach(() => {
    server.use(...recorders);
    setup.tokenProvider.getToken.mockReset().mockResolvedValue('token-1');
    setup.tokenProvider.refreshToken.mockReset().mockResolvedValue('token-2');
    setup.customerProvider.mockReset().mockReturnValue(SELECTED_CUSTOMER);
    current = configureHttpClient(setup);
  });
  afterEach(() => {
    received.length = 0;
    responder = okResponder;
    resetHttpClient();
  });
  let current: HttpClient | undefined;
  return {
    received,
    setup,
    /** The portal's client of the current test (its axios instance for direct calls). */
    get client(): HttpClient {
      if (!current) throw new Error('No client outside a test');
      return current;
    },
    /** Answers every following request with `respond` (until the end of the test). */
    respondWith: (respond: Responder) => {
      responder = respond;
    },
    /** Reconfigures the client with parts of the setup replaced. */
    reconfigure: (overrides: Partial<HttpClientSetup>) => (current = configureHttpClient({ ...setup, ...overrides })),
  };
};

/** A problem-details response with the given status. */
export const problem = (status: number): Response =>
  HttpResponse.json({ title: 'refused', status }, { status, headers: { 'Content-Type': 'application/problem+json' } });

/** The Authorization header as received, or null. */
export const authorizationOf = (request: ReceivedRequest | undefined): string | null =>
  request?.headers.get('authorization') ?? null;

/**
 * Runs `request` as a query of a client whose query cache reports 403s for the selected customer, as
 * the portal's does (CUST-05, ARCH-01); resolves to the error (if any) and the reported customer ids.
 */
export async function queryReportingForbidden(request: () => Promise<unknown>) {
  const reports: string[] = [];
  const queryCache = new QueryCache({ onError: onForbiddenCustomer((customerId) => reports.push(customerId)) });
  const client = new QueryClient({ queryCache, defaultOptions: { queries: { retry: false } } });
  const error: unknown = await client
    .fetchQuery({ queryKey: ['probe'], queryFn: request })
    .catch((caught: unknown) => caught);
  return { error, reports };
}
