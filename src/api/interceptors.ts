/**
 * What the http client does to each request and each error response: refuse foreign origins, add the
 * selected customer (HTTP-02) and the bearer token (HTTP-01), refresh once on 401 (HTTP-03), and note
 * on the request what it decided, for the retry and for the 403 reaction of the query caches (CUST-05).
 */
import type { AxiosError, AxiosHeaders, InternalAxiosRequestConfig } from 'axios';
import { HttpClientError, type HttpClientState } from './http-client-setup';
import { httpOriginOf, isAssetPath, isOnOrigin } from './origin';

/** What the client decided about one request; axios copies unknown config keys, so a retry keeps it. */
export interface RequestMarks {
  /** The skip header was present (it is removed before sending, so it is remembered here). */
  skipCustomer?: boolean;
  /** The client attached the bearer token itself, so a 401 may refresh it. */
  tokenAttached?: boolean;
  /** This is the one retry after a token refresh; another 401 fails. */
  retried?: boolean;
  /** The selected customer's id as sent with this request, for the 403 reaction (CUST-05). */
  customerId?: string;
  /** When the first attempt of this call started (RES-02: retries never go past the wait's bound). */
  firstAttemptAt?: number;
  /** OBS-04: the W3C trace context of this attempt's span, sent only where the platform propagates it. */
  traceparent?: string;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The http client's own notes on this request (see RequestMarks). */
    portalMarks?: RequestMarks;
  }
}

/**
 * Request header that stops the client from adding the selected customer's `customerId` (HTTP-02).
 * Its presence is what counts, not its value; the client removes it, so no server ever sees it.
 */
export const SKIP_CUSTOMER_HEADER = 'X-Portal-Skip-Customer';
const CUSTOMER_ID_PARAM = 'customerId';

/** The marks of a request config, created empty on first use. */
export const marksOf = (config: InternalAxiosRequestConfig): RequestMarks => (config.portalMarks ??= {});

/** A copy of axios `params` (`URLSearchParams` or a plain object) with `customerId` set; never mutates. */
const withCustomerId = (params: unknown, customerId: string): URLSearchParams | Record<string, unknown> => {
  if (params instanceof URLSearchParams) {
    const copy = new URLSearchParams(params);
    copy.set(CUSTOMER_ID_PARAM, customerId);
    return copy;
  }
  const plain = typeof params === 'object' && params !== null ? params : {};
  return { ...plain, [CUSTOMER_ID_PARAM]: customerId };
};

const requireApiOrigin = (url: string, state: HttpClientState): void => {
  if (isOnOrigin(url, state.apiOrigins)) return;
  // Only the origin goes into the message: the rest of the URL may carry ids.
  const target = httpOriginOf(url) ?? 'a URL without an http(s) origin';
  throw new HttpClientError('foreign-origin', `Refused to send a request to ${target}: not a configured API origin.`);
};

/**
 * The selected customer; RES-05: while the selection is not known yet (a customer user's first visit),
 * the request waits for it, bounded by its own deadline (the request's signal aborts the wait).
 */
const selectedCustomer = (state: HttpClientState, config: InternalAxiosRequestConfig) => {
  const selected = state.customerProvider();
  if (!(selected instanceof Promise)) return selected;
  const { signal } = config;
  return new Promise<string | undefined>((resolve, reject) => {
    const abort = () =>
      reject(new HttpClientError('aborted', 'The request was aborted while it waited for the customer.'));
    if (signal?.aborted) abort();
    signal?.addEventListener?.('abort', abort);
    selected.then(resolve, reject).finally(() => signal?.removeEventListener?.('abort', abort));
  });
};

/** HTTP-02: add the selected customer once, unless skipped or already in params or URL. */
const addCustomerId = async (config: InternalAxiosRequestConfig, url: string, state: HttpClientState) => {
  const marks = marksOf(config);
  // A request without the customer on purpose (the customer lists) never waits for the selection.
  if (marks.skipCustomer) return;
  const selected = await selectedCustomer(state, config);
  if (!selected) return;
  const present = new URL(url).searchParams.getAll(CUSTOMER_ID_PARAM);
  if (present.length === 0) config.params = withCustomerId(config.params, selected);
  const sent = present.length > 0 ? present : [selected];
  if (sent.includes(selected)) marks.customerId = selected;
};

/** HTTP-01: the bearer token, unless the caller set Authorization or this is a static asset. */
const attachToken = async (config: InternalAxiosRequestConfig, url: string, state: HttpClientState) => {
  if (config.headers.has('Authorization') || isAssetPath(config.url, url, config.baseURL)) return;
  const token = await state.tokenProvider.getToken();
  // Never let an API request go out unauthenticated by accident.
  if (!token) throw new HttpClientError('no-token', 'No access token available for an API request.');
  config.headers.set('Authorization', `Bearer ${token}`);
  marksOf(config).tokenAttached = true;
};

/** What the interceptors need from the client that owns them. */
export interface InterceptorDeps {
  /** The validated setup of the client that owns the interceptors. */
  state: HttpClientState;
  /** The full URL axios will request for this config (base URL, path and params). */
  resolveUrl: (config: InternalAxiosRequestConfig) => string;
  /** Sends a request again through the same client (and so through the request interceptor). */
  resend: (config: InternalAxiosRequestConfig) => Promise<unknown>;
}

/**
 * The request interceptor: removes the skip header, refuses requests to any origin other than the
 * gateway's and the assistant's, adds `customerId` and the bearer token.
 */
export const createRequestInterceptor =
  (deps: Pick<InterceptorDeps, 'state' | 'resolveUrl'>) =>
  async (config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> => {
    const marks = marksOf(config);
    // The header is a local option: strip it first, whatever happens next.
    const headers: AxiosHeaders = config.headers;
    marks.skipCustomer = headers.has(SKIP_CUSTOMER_HEADER) || marks.skipCustomer === true;
    headers.delete(SKIP_CUSTOMER_HEADER);
    const { state } = deps;
    // A per-request `allowAbsoluteUrls: true` must not let a URL escape the base URL (API-03).
    config.allowAbsoluteUrls = false;
    const url = deps.resolveUrl(config);
    requireApiOrigin(url, state);
    await addCustomerId(config, url, state);
    await attachToken(config, url, state);
    if (marks.traceparent) headers.set('traceparent', marks.traceparent);
    return config;
  };

/** HTTP-03: a 401 to a request carrying the client's own token gets one shared refresh and one retry. */
export const createResponseErrorHandler =
  (deps: Pick<InterceptorDeps, 'state' | 'resend'>) =>
  async (error: AxiosError): Promise<unknown> => {
    const { config, response } = error;
    if (!config || response?.status !== 401) throw error;
    const marks = marksOf(config);
    // Only a token this client attached is refreshed, and only once per request.
    if (!marks.tokenAttached || marks.retried) throw error;
    const token = await deps.state.refresh().catch(() => undefined);
    // Without a new token the request is not resent: the stale one was just refused.
    if (!token) throw error;
    marks.retried = true;
    config.headers.set('Authorization', `Bearer ${token}`);
    return deps.resend(config);
  };
