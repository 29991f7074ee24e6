import type { RequestMarks } from './request-marks';

/** The header operations the interceptors use; axios' `AxiosHeaders` has them (case-insensitive). */
export interface HeaderBag {
  has(name: string): boolean;
  set(name: string, value: string): unknown;
  delete(name: string): unknown;
}

/**
 * The parts of an axios request config the interceptors read and write. Declared structurally so
 * that axios itself stays imported by http-client.ts alone.
 */
export interface RequestConfig {
  url?: string;
  baseURL?: string;
  params?: unknown;
  allowAbsoluteUrls?: boolean;
  headers: HeaderBag;
  /** The client's own notes on this request; axios copies unknown config keys along. */
  portalMarks?: RequestMarks;
}

/** The parts of an axios error the response handler reads. */
export interface ResponseError<C extends RequestConfig> extends Error {
  config?: C;
  response?: { status: number };
}
