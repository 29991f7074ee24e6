import type { HeaderBag } from './request-config';

/**
 * Request header that stops the client from adding the selected customer's `customerId` (HTTP-02).
 * Its presence is what counts, not its value. It is a request option only: the client removes it
 * before the request goes out, so no server ever sees it.
 */
export const SKIP_CUSTOMER_HEADER = 'X-Portal-Skip-Customer';

/** The query parameter that carries the selected customer. */
export const CUSTOMER_ID_PARAM = 'customerId';

/** Removes the skip header from `headers` and tells whether it was there (case-insensitive). */
export const takeSkipHeader = (headers: HeaderBag): boolean => {
  const present = headers.has(SKIP_CUSTOMER_HEADER);
  headers.delete(SKIP_CUSTOMER_HEADER);
  return present;
};

/** Every `customerId` value in the query string of an absolute URL. */
export const customerIdsIn = (url: string): string[] => new URL(url).searchParams.getAll(CUSTOMER_ID_PARAM);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A copy of axios `params` with `customerId` set. Supports the two shapes axios serializes:
 * `URLSearchParams` and plain objects; the caller's object is never mutated.
 */
export const withCustomerId = (params: unknown, customerId: string): URLSearchParams | Record<string, unknown> => {
  if (params instanceof URLSearchParams) {
    const copy = new URLSearchParams(params);
    copy.set(CUSTOMER_ID_PARAM, customerId);
    return copy;
  }
  return { ...(isRecord(params) ? params : {}), [CUSTOMER_ID_PARAM]: customerId };
};
