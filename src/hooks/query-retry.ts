/** Attempts a failing request gets before it is shown as given up (UX-05): the first and two retries. */
export const MAX_QUERY_ATTEMPTS = 3;

/** What a query's failures look like to the user while react-query retries in the background. */
export type RetryProgress =
  { phase: 'none' } | { phase: 'retrying'; attempt: number; of: number } | { phase: 'gave-up'; attempts: number };

/** The parts of a query result the retry progress is read from (react-query's own counters). */
export type RetrySource = { failureCount: number; fetchStatus: string; isError: boolean };

/**
 * The retry progress of a query (UX-05): retrying from its first failure until react-query stops,
 * then given up after the attempts it made. A manual retry counts from the first attempt again.
 */
export function retryProgress({ failureCount, fetchStatus, isError }: RetrySource): RetryProgress {
  if (fetchStatus === 'fetching' && (failureCount > 0 || isError)) {
    return { phase: 'retrying', attempt: failureCount + 1, of: Math.max(MAX_QUERY_ATTEMPTS, failureCount + 1) };
  }
  if (isError && fetchStatus === 'idle') return { phase: 'gave-up', attempts: Math.max(1, failureCount) };
  return { phase: 'none' };
}

/** Whether a query has failed at least once and holds no data: shown as failing at once (UX-05). */
export const isFailing = (query: { failureCount: number; isError: boolean; data?: unknown }): boolean =>
  query.isError || (query.failureCount > 0 && query.data === undefined);
