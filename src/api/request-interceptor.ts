import { customerIdsIn, takeSkipHeader, withCustomerId } from './customer-param';
import { HttpClientError, type HttpClientState } from './http-client-setup';
import { httpOriginOf, isAssetPath, isOnOrigin } from './origin';
import type { RequestConfig } from './request-config';
import { marksOf, type RequestMarks } from './request-marks';

/** What the request interceptor needs from the client that owns it. */
export interface RequestInterceptorDeps<C extends RequestConfig> {
  /** The current setup, or `undefined` before `configureHttpClient()`. */
  state: () => HttpClientState | undefined;
  /** The full URL axios will request for this config (base URL, path and params). */
  resolveUrl: (config: C) => string;
}

const requireState = (state: HttpClientState | undefined): HttpClientState => {
  if (state) return state;
  throw new HttpClientError(
    'not-configured',
    'The http client is not configured: call configureHttpClient() at boot before any request.',
  );
};

const requireApiOrigin = (url: string, state: HttpClientState): void => {
  if (isOnOrigin(url, state.apiOrigins)) return;
  // Only the origin goes into the message: the rest of the URL may carry ids.
  const target = httpOriginOf(url) ?? 'a URL without an http(s) origin';
  throw new HttpClientError('foreign-origin', `Refused to send a request to ${target}: not a configured API origin.`);
};

/** HTTP-02: add the selected customer once, unless skipped or already in params or URL. */
const addCustomerId = (config: RequestConfig, url: string, state: HttpClientState, marks: RequestMarks): void => {
  const selected = state.customerProvider();
  if (!selected) return;
  const present = customerIdsIn(url);
  if (!marks.skipCustomer && present.length === 0) config.params = withCustomerId(config.params, selected);
  const sent = marks.skipCustomer || present.length > 0 ? present : [selected];
  if (sent.includes(selected)) marks.customerId = selected;
};

/** HTTP-01: the bearer token, unless the caller set Authorization or this is a static asset. */
const attachToken = async (
  config: RequestConfig,
  url: string,
  state: HttpClientState,
  marks: RequestMarks,
): Promise<void> => {
  if (config.headers.has('Authorization') || isAssetPath(config.url, url, config.baseURL)) return;
  const token = await state.tokenProvider.getToken();
  // Never let an API request go out unauthenticated by accident.
  if (!token) throw new HttpClientError('no-token', 'No access token available for an API request.');
  config.headers.set('Authorization', `Bearer ${token}`);
  marks.tokenAttached = true;
};

/**
 * The request interceptor: removes the skip header, refuses requests before configuration and to
 * any origin other than the gateway's and the assistant's, adds `customerId` and the bearer token.
 */
export const createRequestInterceptor =
  <C extends RequestConfig>(deps: RequestInterceptorDeps<C>) =>
  async (config: C): Promise<C> => {
    const marks = marksOf(config);
    // The header is a local option: strip it first, whatever happens next.
    marks.skipCustomer = takeSkipHeader(config.headers) || marks.skipCustomer === true;
    const state = requireState(deps.state());
    // A per-request `allowAbsoluteUrls: true` must not let a URL escape the base URL (API-03).
    config.allowAbsoluteUrls = false;
    const url = deps.resolveUrl(config);
    requireApiOrigin(url, state);
    addCustomerId(config, url, state, marks);
    await attachToken(config, url, state, marks);
    return config;
  };
