/**
 * The http client: a factory for API-only axios instances that own their configuration, and the
 * mutators the generated API code calls. An instance sends only to its gateway and assistant origins.
 */
import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { Problem } from './generated/customer/customer.schemas';
import { OPERATIONS } from './generated/operations';
import { ContractError, DeadlineError, retryAfterOf, type ApiFailure } from './api-failure';
import { checkBody } from './check-response';
import { findOperation, operationLabel, type ContractOperation } from './contract-operation';
import { HttpClientError, toHttpClientState, type HttpClientSetup, type HttpClientState } from './http-client-setup';
import { createRequestInterceptor, createResponseErrorHandler, SKIP_CUSTOMER_HEADER } from './interceptors';
// Relative: the contract tools run this file under plain Node, which knows no `@/` (ARCHITECTURE.md).
import { placeNow, propagatesTraces, report as reportTelemetry, reportError } from '../telemetry/telemetry';

export { SKIP_CUSTOMER_HEADER } from './interceptors';
export {
  DEFAULT_DEADLINES,
  HttpClientError,
  type CustomerProvider,
  type Deadlines,
  type HttpClientErrorReason,
  type HttpClientSetup,
  type TokenProvider,
} from './http-client-setup';
export { ContractError, DeadlineError, type ApiFailure } from './api-failure';

/** The body of a request: what the generated functions resolve to. */
type Request = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig) => Promise<T>;

/** One configured client: its axios instance (for the rare direct call) and its two API senders. */
export interface HttpClient {
  readonly instance: AxiosInstance;
  readonly gatewayRequest: Request;
  readonly assistantRequest: Request;
}

/**
 * Per-call options over a config, as orval's mutators spread them, except that headers are merged
 * (case-insensitively, by axios) so that options such as {@link skipCustomer} keep generated headers.
 */
const withOptions = (config: AxiosRequestConfig, options: AxiosRequestConfig = {}): AxiosRequestConfig => ({
  ...config,
  ...options,
  headers: axios.mergeConfig({ headers: config.headers }, { headers: options.headers }).headers,
});

/**
 * One call, bounded and checked: it gets its attempt's deadline by kind (RES-02), is aborted when it
 * passes it, and the answer of a contract operation is checked before it is returned (RES-01). Every
 * failure is one console line naming the operation; a call stopped by its caller is none.
 */
async function sendBounded<T>(
  instance: AxiosInstance,
  state: HttpClientState,
  config: AxiosRequestConfig,
  operation: ContractOperation | undefined,
): Promise<T> {
  await selectionKnown(state, config);
  const attemptMs = operation?.deadline === 'reply' ? state.deadlines.replyMs : state.deadlines.readAttemptMs;
  const label = operation ? operationLabel(operation) : `${(config.method ?? 'GET').toUpperCase()} ${config.url ?? ''}`;
  const timing = { firstAttemptAt: firstAttemptAt(config.signal) };
  const span = startSpan(config.signal);
  // Checked answers arrive as text, so that JSON that is not JSON is told from a JSON string.
  const check = operation?.response && state.checkResponses !== false ? operation : undefined;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, attemptMs);
  const caller = config.signal;
  const stop = () => controller.abort();
  if (caller?.aborted) stop();
  caller?.addEventListener?.('abort', stop);
  let failure: unknown;
  let status: number | undefined;
  try {
    const response = await instance.request<T>({
      ...config,
      ...(check ? { responseType: 'text', transformResponse: [(text: unknown) => text] } : {}),
      signal: controller.signal,
      portalMarks: { ...config.portalMarks, ...timing, traceparent: span.traceparent },
    });
    status = response.status;
    if (!check || response.status < 200 || response.status > 299) return response.data;
    const checked = checkBody(check, { contentType: response.headers['content-type'], text: response.data });
    if (!checked.ok) throw new ContractError(label, checked.detail, timing);
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the body passed this operation's generated check, whose type the generated function names
    return checked.body as T;
  } catch (error) {
    failure = timedOut ? new DeadlineError(label, attemptMs / 1000, timing) : error;
    if (!caller?.aborted) {
      console.warn(`${label} failed: ${failureLine(failure)}`);
      reportError(failure, 'operation', label);
    }
    throw failure;
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener?.('abort', stop);
    endSpan(span, operation, config, failure, status);
  }
}

type OpenSpan = { at: number; attempt: number; traceId?: string; spanId?: string; traceparent?: string };

// The attempts of one call share React Query's signal (as firstAttemptAt): its count is the retry's number.
const attempts = new WeakMap<object, number>();
const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** OBS-04: an attempt's span opens; with propagation on, its ids go out as `traceparent`. */
function startSpan(signal: AxiosRequestConfig['signal']): OpenSpan {
  const attempt = signal ? (attempts.get(signal) ?? 0) + 1 : 1;
  if (signal) attempts.set(signal, attempt);
  if (!propagatesTraces()) return { at: Date.now(), attempt };
  const traceId = randomHex(16);
  const spanId = randomHex(8);
  return { at: Date.now(), attempt, traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

/** The attempt's span, as the telemetry reports it: the operation and path template, never the URL. */
function endSpan(
  span: OpenSpan,
  operation: ContractOperation | undefined,
  config: AxiosRequestConfig,
  failure: unknown,
  status: number | undefined,
): void {
  reportTelemetry(() => {
    const failed = failure === undefined ? undefined : apiFailureOf(failure);
    return {
      type: 'span',
      at: span.at,
      place: placeNow(),
      operationId: operation?.operationId ?? 'unknown',
      method: (config.method ?? 'GET').toUpperCase(),
      path: operation?.path ?? 'unknown',
      outcome: failure === undefined ? 'ok' : (failed?.kind ?? 'network'),
      status: status ?? (failed?.kind === 'status' ? failed.status : undefined),
      durationMs: Date.now() - span.at,
      attempt: span.attempt,
      traceId: span.traceId,
      spanId: span.spanId,
    };
  });
}

/**
 * RES-05: a request that carries the customer waits, before its attempt starts, until the selection is
 * known; bounded by the wait of a read (the customer list's own bound), then it fails as no answer.
 */
async function selectionKnown(state: HttpClientState, config: AxiosRequestConfig): Promise<void> {
  const skip = SKIP_CUSTOMER_HEADER.toLowerCase();
  if (Object.keys(config.headers ?? {}).some((name) => name.toLowerCase() === skip)) return;
  const selection = state.customerProvider();
  if (!(selection instanceof Promise)) return;
  const { signal } = config;
  const waitMs = state.deadlines.readWaitMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop: (() => void) | undefined;
  try {
    await Promise.race([
      selection,
      new Promise((_, reject) => {
        timer = setTimeout(
          () =>
            reject(new DeadlineError('the customer selection', waitMs / 1000, { firstAttemptAt: Date.now() - waitMs })),
          waitMs,
        );
        stop = () =>
          reject(new HttpClientError('aborted', 'The request was stopped while it waited for the customer.'));
        if (signal?.aborted) stop();
        signal?.addEventListener?.('abort', stop);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (stop) signal?.removeEventListener?.('abort', stop);
  }
}

// The signal React Query gives every attempt of one fetch is the same: the first attempt's start is its.
const firstAttempts = new WeakMap<object, number>();
const firstAttemptAt = (signal: AxiosRequestConfig['signal']): number => {
  if (!signal) return Date.now();
  let started = firstAttempts.get(signal);
  if (started === undefined) firstAttempts.set(signal, (started = Date.now()));
  return started;
};

/** The console's words for a failure: the status, the deadline, the contract's first mismatch. */
function failureLine(error: unknown): string {
  if (error instanceof ContractError) return error.message.slice(error.operation.length + 2);
  if (error instanceof DeadlineError) return `no answer within ${error.seconds} s`;
  const failure = apiFailureOf(error);
  if (failure?.kind === 'status') return `HTTP ${failure.status}`;
  if (failure?.kind === 'network') return 'no connection (network error)';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Creates a client whose configuration (URLs, token and customer providers, deadlines) belongs to it
 * alone. Throws an `HttpClientError` (reason `invalid-setup`) when a URL is not an absolute http(s) URL.
 */
export function createHttpClient(setup: HttpClientSetup): HttpClient {
  const state = toHttpClientState(setup);
  const instance = axios.create({ allowAbsoluteUrls: false });
  instance.interceptors.request.use(
    createRequestInterceptor({ state, resolveUrl: (config) => instance.getUri(config) }),
  );
  const onResponseError = createResponseErrorHandler({ state, resend: (config) => instance.request(config) });
  instance.interceptors.response.use(undefined, (error: unknown) =>
    // Errors thrown before sending (HttpClientError) pass through unchanged.
    axios.isAxiosError(error) ? onResponseError(error) : Promise.reject(error),
  );
  const sender =
    (baseURL: string, name: ContractOperation['sender']): Request =>
    <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig) => {
      const merged = withOptions(config, options);
      // Base URL and allowAbsoluteUrls come last so that no option can point the request elsewhere.
      const bounded = { ...merged, baseURL, allowAbsoluteUrls: false };
      return sendBounded<T>(instance, state, bounded, findOperation(OPERATIONS, name, merged.method, merged.url));
    };
  return {
    instance,
    gatewayRequest: sender(state.gatewayUrl, 'gatewayRequest'),
    assistantRequest: sender(state.assistantUrl, 'assistantRequest'),
  };
}

// The client the generated hooks use, created at boot. orval's mutators are imported by name, and a
// hook mutator would drop the plain functions the contract tools and useQueries need (ARCHITECTURE.md).
let portalClient: HttpClient | undefined;

/**
 * Creates the portal's client (see {@link createHttpClient}) and makes it the one the generated hooks
 * use. Call once at boot; until then they reject with an `HttpClientError` (reason `not-configured`).
 */
export const configureHttpClient = (setup: HttpClientSetup): HttpClient => (portalClient = createHttpClient(setup));

/** Forgets the portal's client, so the generated hooks reject again. For tests. */
export const resetHttpClient = (): void => {
  portalClient = undefined;
};

/** Per-call options of the generated functions: axios options, and `client` to send through another client. */
export type RequestOptions = AxiosRequestConfig & { client?: HttpClient };

const clientFor = ({ client, ...options }: RequestOptions = {}) => {
  const chosen = client ?? portalClient;
  if (!chosen)
    throw new HttpClientError(
      'not-configured',
      'The http client is not configured: call configureHttpClient() at boot before any request.',
    );
  return { chosen, options };
};

// The mutators are arrow functions with both parameters spelled out: orval reads the parameter count
// from their declaration to decide whether generated functions accept per-call options.

/** orval mutator for the gateway's APIs (actuator, customer): resolves to the response body. */
export const gatewayRequest = async <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> => {
  const { chosen, options: rest } = clientFor(options);
  return chosen.gatewayRequest<T>(config, rest);
};

/** orval mutator for the assistant's API: resolves to the response body. */
export const assistantRequest = async <T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> => {
  const { chosen, options: rest } = clientFor(options);
  return chosen.assistantRequest<T>(config, rest);
};

/** Request options that stop the client from adding `customerId` (HTTP-02), e.g. for `request:` of a hook. */
export const skipCustomer = (config?: AxiosRequestConfig): AxiosRequestConfig =>
  withOptions(config ?? {}, { headers: { [SKIP_CUSTOMER_HEADER]: 'true' } });

/** An error response from one of the portal's APIs; its body is RFC 9457 problem details. */
export type ApiError = AxiosError<Problem>;

/** True for errors raised by the http client's axios calls (HTTP error statuses, network failures). */
export const isApiError = (error: unknown): error is ApiError => axios.isAxiosError<Problem>(error);

/** True when `error` is an HTTP error response whose status satisfies `test`. */
export const isHttpErrorStatus = (error: unknown, test: (status: number) => boolean): boolean => {
  const status = isApiError(error) ? error.response?.status : undefined;
  return status !== undefined && test(status);
};

/** The selected customer's id when `error` is a 403 to a request that carried it (CUST-05), else undefined. */
export const forbiddenCustomerOf = (error: unknown): string | undefined =>
  isHttpErrorStatus(error, (status) => status === 403) && isApiError(error)
    ? error.config?.portalMarks?.customerId
    : undefined;

/** An `onError` for the query and mutation caches: reports each 403 for the selected customer (CUST-05). */
export const onForbiddenCustomer =
  (report: (customerId: string) => void) =>
  (error: unknown): void => {
    const customerId = forbiddenCustomerOf(error);
    if (customerId) report(customerId);
  };

/** orval's mutator convention: the error type of a generated hook. */
export type ErrorType<E> = AxiosError<E>;

/** orval's mutator convention: the request body type of a generated mutation. */
export type BodyType<B> = B;

/** What went wrong with a call of the http client, as the features tell it; undefined for anything else. */
export function apiFailureOf(error: unknown): ApiFailure | undefined {
  if (error instanceof ContractError) return { kind: 'contract' };
  if (error instanceof DeadlineError) return { kind: 'timeout', seconds: error.seconds };
  if (error instanceof HttpClientError) return { kind: error.reason === 'aborted' ? 'stopped' : 'refused' };
  if (axios.isCancel(error)) return { kind: 'stopped' };
  if (!axios.isAxiosError(error)) return undefined;
  const { response } = error;
  if (!response) return { kind: 'network' };
  return { kind: 'status', status: response.status, retryAfterSeconds: retryAfterOf(response.headers['retry-after']) };
}

/** When the first attempt of the call that failed started (RES-02's bound on retries); undefined if unknown. */
export function firstAttemptOf(error: unknown): number | undefined {
  if (error instanceof ContractError || error instanceof DeadlineError) return error.firstAttemptAt;
  return axios.isAxiosError(error) ? error.config?.portalMarks?.firstAttemptAt : undefined;
}
