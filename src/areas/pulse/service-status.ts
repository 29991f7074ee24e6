import type { UseQueryResult } from '@tanstack/react-query';
import { isHttpErrorStatus } from '@/api/http-client';

/** What Pulse says about one service (UX-06): a refusal (401/403) is not an outage. */
export type ServiceState = 'reachable' | 'forbidden' | 'down' | 'pending';

/** The state of one service from its info query: failing at its first failed attempt (UX-05). */
export function serviceState(
  query: Pick<UseQueryResult<unknown, unknown>, 'isSuccess' | 'isError' | 'error' | 'failureReason'>,
): ServiceState {
  if (query.isSuccess) return 'reachable';
  // Down from the first failure on, while react-query still retries in the background (UX-05).
  const failure = query.isError ? query.error : query.failureReason;
  if (failure === null || failure === undefined) return 'pending';
  return isHttpErrorStatus(failure, (status) => status === 401 || status === 403) ? 'forbidden' : 'down';
}

export type PulseSummary = { reachable: number; total: number; lastCheck: number | undefined };

/**
 * How many services answered and when the newest answer (or failure) arrived; undefined until one has.
 */
export function summarise(
  statuses: readonly { state: ServiceState; dataUpdatedAt: number; errorUpdatedAt: number }[],
): PulseSummary {
  const times = statuses
    .map((status) => Math.max(status.dataUpdatedAt, status.errorUpdatedAt))
    .filter((time) => time > 0);
  return {
    reachable: statuses.filter((status) => status.state === 'reachable').length,
    total: statuses.length,
    lastCheck: times.length > 0 ? Math.max(...times) : undefined,
  };
}
