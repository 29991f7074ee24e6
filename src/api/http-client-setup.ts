import { httpOriginOf } from './origin';
import { singleFlight } from './single-flight';

/** Where the http client gets bearer tokens from (the auth module implements it). */
export interface TokenProvider {
  /** The current access token, or `undefined` when there is no session. */
  getToken(): Promise<string | undefined> | string | undefined;
  /** Refreshes the session and returns the new access token, or `undefined` when that failed. */
  refreshToken(): Promise<string | undefined>;
}

/**
 * The selected customer's id, added as `customerId` to every request (HTTP-02); a promise while the
 * selection is not known yet but will be (RES-05: a customer user's requests wait for it).
 */
export type CustomerProvider = () => string | undefined | Promise<string | undefined>;

/** How long a call may take (RES-02): per attempt by kind, and until its failure shows. */
export type Deadlines = {
  /** One attempt of a read (and of an area's call). */
  readAttemptMs: number;
  /** From a read's first attempt until its failure shows: retries never go past it. */
  readWaitMs: number;
  /** The assistant's reply (an operation marked `x-portal-deadline: reply`). */
  replyMs: number;
};

/** RES-02's defaults, where the runtime config sets none. */
export const DEFAULT_DEADLINES: Deadlines = { readAttemptMs: 15_000, readWaitMs: 30_000, replyMs: 120_000 };

/** What `createHttpClient()` needs. Both URLs are absolute http(s) URLs. */
export interface HttpClientSetup {
  gatewayUrl: string;
  assistantUrl: string;
  tokenProvider: TokenProvider;
  customerProvider: CustomerProvider;
  /** Defaults: {@link DEFAULT_DEADLINES}. */
  deadlines?: Deadlines;
  /**
   * Whether each answer of a contract operation is checked against it before it is returned (RES-01);
   * on by default. Off only for a client that inspects the raw answers itself (the contract tools).
   */
  checkResponses?: boolean;
}

/** The validated setup plus what is derived from it once. */
export interface HttpClientState extends HttpClientSetup {
  deadlines: Deadlines;
  /** The only origins that ever get a request (and a token). */
  apiOrigins: readonly string[];
  /** The token refresh, shared by all requests that got 401 at the same time (HTTP-03). */
  refresh: () => Promise<string | undefined>;
}

/** Why the client refused a request before sending it. */
export type HttpClientErrorReason = 'not-configured' | 'foreign-origin' | 'no-token' | 'invalid-setup' | 'aborted';

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
  deadlines: setup.deadlines ?? DEFAULT_DEADLINES,
  apiOrigins: [
    requireHttpOrigin('gatewayUrl', setup.gatewayUrl),
    requireHttpOrigin('assistantUrl', setup.assistantUrl),
  ],
  refresh: singleFlight(() => setup.tokenProvider.refreshToken()),
});
