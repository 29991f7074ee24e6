import { httpOriginOf } from './origin';
import { singleFlight } from './single-flight';

/** Where the http client gets bearer tokens from (the auth module implements it). */
export interface TokenProvider {
  /** The current access token, or `undefined` when there is no session. */
  getToken(): Promise<string | undefined> | string | undefined;
  /** Refreshes the session and returns the new access token, or `undefined` when that failed. */
  refreshToken(): Promise<string | undefined>;
}

/** What `createHttpClient()` needs. Both URLs are absolute http(s) URLs. */
export interface HttpClientSetup {
  gatewayUrl: string;
  assistantUrl: string;
  tokenProvider: TokenProvider;
  /** The selected customer's id, added as `customerId` to every request (HTTP-02). */
  customerProvider: () => string | undefined;
}

/** The validated setup plus what is derived from it once. */
export interface HttpClientState extends HttpClientSetup {
  /** The only origins that ever get a request (and a token). */
  apiOrigins: readonly string[];
  /** The token refresh, shared by all requests that got 401 at the same time (HTTP-03). */
  refresh: () => Promise<string | undefined>;
}

/** Why the client refused a request before sending it. */
export type HttpClientErrorReason = 'not-configured' | 'foreign-origin' | 'no-token' | 'invalid-setup';

/** A request the client refused to send, or a setup it refused to accept. */
export class HttpClientError extends Error {
  readonly reason: HttpClientErrorReason;

  constructor(reason: HttpClientErrorReason, message: string) {
    super(message);
    this.name = 'HttpClientError';
    this.reason = reason;
  }
}

const requireHttpOrigin = (name: string, url: string): string => {
  const origin = httpOriginOf(url);
  if (!origin) throw new HttpClientError('invalid-setup', `${name} must be an absolute http(s) URL, got "${url}"`);
  return origin;
};

/** Validates the setup and derives the client state; throws {@link HttpClientError} on bad URLs. */
export const toHttpClientState = (setup: HttpClientSetup): HttpClientState => ({
  ...setup,
  apiOrigins: [
    requireHttpOrigin('gatewayUrl', setup.gatewayUrl),
    requireHttpOrigin('assistantUrl', setup.assistantUrl),
  ],
  refresh: singleFlight(() => setup.tokenProvider.refreshToken()),
});
