/**
 * The portal's only axios instance and the mutators the generated API code calls. The instance is
 * API-only: it sends to the configured gateway and assistant origins and refuses anything else.
 */
import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import type { Problem } from './generated/customer/customer.schemas';
import { toHttpClientState, type HttpClientSetup, type HttpClientState } from './http-client-setup';
import { createRequestInterceptor, createResponseErrorHandler, SKIP_CUSTOMER_HEADER } from './interceptors';

export { SKIP_CUSTOMER_HEADER } from './interceptors';
export {
  HttpClientError,
  type HttpClientErrorReason,
  type HttpClientSetup,
  type TokenProvider,
} from './http-client-setup';

// The one configuration slot the generated functions reach through the mutators; set at boot.
let state: HttpClientState | undefined;

/**
 * The one axios instance. Prefer the generated hooks (through {@link gatewayRequest} and
 * {@link assistantRequest}); a direct call must still target a configured API origin.
 */
export const httpClient = axios.create({ allowAbsoluteUrls: false });

httpClient.interceptors.request.use(
  createRequestInterceptor({ state: () => state, resolveUrl: (config) => httpClient.getUri(config) }),
);
const onResponseError = createResponseErrorHandler({
  state: () => state,
  resend: (config) => httpClient.request(config),
});
httpClient.interceptors.response.use(undefined, (error: unknown) =>
  // Errors thrown before sending (HttpClientError) pass through unchanged.
  axios.isAxiosError(error) ? onResponseError(error) : Promise.reject(error),
);

/**
 * Configures the client (gateway and assistant URLs, token and customer providers). Call once at
 * boot; until then every request is rejected with an `HttpClientError` (reason `not-configured`).
 * Throws an `HttpClientError` (reason `invalid-setup`) when a URL is not an absolute http(s) URL.
 */
export const configureHttpClient = (setup: HttpClientSetup): void => {
  state = toHttpClientState(setup);
};

/** Forgets the configuration, so requests are rejected again. For tests. */
export const resetHttpClient = (): void => {
  state = undefined;
};

/**
 * Per-call options over a config, as orval's mutators spread them, except that headers are merged
 * (case-insensitively, by axios) so that options such as {@link skipCustomer} keep generated headers.
 */
const withOptions = (config: AxiosRequestConfig, options: AxiosRequestConfig = {}): AxiosRequestConfig => ({
  ...config,
  ...options,
  headers: axios.mergeConfig({ headers: config.headers }, { headers: options.headers }).headers,
});

const send = <T>(
  baseUrl: (current: HttpClientState) => string,
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> =>
  httpClient
    // Base URL and allowAbsoluteUrls come last so that no option can point the request elsewhere.
    .request<T>({
      ...withOptions(config, options),
      baseURL: state ? baseUrl(state) : undefined,
      allowAbsoluteUrls: false,
    })
    .then((response) => response.data);

// The mutators are arrow functions with both parameters spelled out: orval reads the parameter count
// from their declaration to decide whether generated functions accept per-call options.

/** orval mutator for the gateway's APIs (actuator, customer): resolves to the response body. */
export const gatewayRequest = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  send((current) => current.gatewayUrl, config, options);

/** orval mutator for the assistant's API: resolves to the response body. */
export const assistantRequest = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  send((current) => current.assistantUrl, config, options);

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
