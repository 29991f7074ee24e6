import type { HttpClientState } from './http-client-setup';
import type { RequestConfig, ResponseError } from './request-config';
import { marksOf, type RequestMarks } from './request-marks';

/** What the response error handler needs from the client that owns it. */
export interface ResponseInterceptorDeps<C extends RequestConfig, R> {
  /** The current setup, or `undefined` before `configureHttpClient()`. */
  state: () => HttpClientState | undefined;
  /** Sends a request again through the same client (and so through its request interceptor). */
  resend: (config: C) => Promise<R>;
}

/** CUST-05 seam: tell the customer context once per 403 that its selected customer was refused. */
const reportForbiddenCustomer = (state: HttpClientState | undefined, marks: RequestMarks): void => {
  if (!marks.customerId || !state?.onCustomerForbidden) return;
  try {
    state.onCustomerForbidden(marks.customerId);
  } catch (callbackError) {
    // A broken callback must not replace the 403 the caller awaits; surface it as an uncaught error.
    queueMicrotask(() => {
      throw callbackError;
    });
  }
};

/** HTTP-03: one shared refresh, then one retry with the new token; a failed refresh resends nothing. */
const retryWithFreshToken = async <C extends RequestConfig, R>(
  error: ResponseError<C>,
  config: C,
  marks: RequestMarks,
  deps: ResponseInterceptorDeps<C, R>,
): Promise<R> => {
  const state = deps.state();
  if (!state) throw error;
  const token = await state.refresh().catch(() => undefined);
  // Without a new token the request is not resent: the stale one was just refused.
  if (!token) throw error;
  marks.retried = true;
  config.headers.set('Authorization', `Bearer ${token}`);
  return deps.resend(config);
};

/**
 * The response error handler for axios errors: reports 403s for the selected customer, and answers
 * a 401 to a request that carried the client's own token with one refresh and one retry.
 */
export const createResponseErrorHandler =
  <C extends RequestConfig, R>(deps: ResponseInterceptorDeps<C, R>) =>
  async (error: ResponseError<C>): Promise<R> => {
    const { config, response } = error;
    if (!config || !response) throw error;
    const marks = marksOf(config);
    if (response.status === 403) reportForbiddenCustomer(deps.state(), marks);
    // Only a token this client attached is refreshed, and only once per request.
    if (response.status !== 401 || !marks.tokenAttached || marks.retried) throw error;
    return retryWithFreshToken(error, config, marks, deps);
  };
