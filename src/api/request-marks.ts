import type { RequestConfig } from './request-config';

/**
 * What the client decided about one request, kept on its axios config so that the response
 * handler and a retry (axios copies the config, and this object with it) can read it back.
 */
export interface RequestMarks {
  /** The skip header was present (it is removed before sending, so it is remembered here). */
  skipCustomer?: boolean;
  /** The client attached the bearer token itself, so a 401 may refresh it. */
  tokenAttached?: boolean;
  /** This is the one retry after a token refresh; another 401 fails. */
  retried?: boolean;
  /** The selected customer's id as sent with this request, for the 403 seam (CUST-05). */
  customerId?: string;
}

/** The marks of a request config, created empty on first use. */
export const marksOf = (config: RequestConfig): RequestMarks => {
  config.portalMarks ??= {};
  return config.portalMarks;
};
