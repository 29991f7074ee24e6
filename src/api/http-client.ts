/**
 * The http client: a factory for API-only axios instances that own their configuration, and the
 * mutators the generated API code calls. An instance sends only to its gateway and assistant origins.
 */
import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { Problem } from './generated/customer/customer.schemas';
import { HttpClientError, toHttpClientState, type HttpClientSetup } from './http-client-setup';
import { createRequestInterceptor, createResponseErrorHandler, SKIP_CUSTOMER_HEADER } from './interceptors';

export { SKIP_CUSTOMER_HEADER } from './interceptors';
export {
  HttpClientError,
  type HttpClientErrorReason,
  type HttpClientSetup,
  type TokenProvider,
} from './http-client-setup';

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
 * Creates a client whose configuration (URLs, token and customer providers) belongs to it alone.
 * Throws an `HttpClientError` (reason `invalid-setup`) when a URL is not an absolute http(s) URL.
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
    (baseURL: string): Request =>
    (config, options) =>
      instance
        // Base URL and allowAbsoluteUrls come last so that no option can point the request elsewhere.
        .request({ ...withOptions(config, options), baseURL, allowAbsoluteUrls: false })
        .then((response) => response.data);
  return { instance, gatewayRequest: sender(state.gatewayUrl), assistantRequest: sender(state.assistantUrl) };
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
