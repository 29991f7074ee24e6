import { isApiError } from './http-client';

/** True when `error` is an HTTP error response whose status satisfies `test`. */
export function isHttpErrorStatus(error: unknown, test: (status: number) => boolean): boolean {
  const status = isApiError(error) ? error.response?.status : undefined;
  return status !== undefined && test(status);
}
