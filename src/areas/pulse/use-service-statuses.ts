import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueries, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { getGetServiceInfoQueryKey, getGetServiceInfoQueryOptions } from '@/api/generated/actuator/actuator';
import { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import { apiFailureOf, type ApiFailure } from '@/api/http-client';
import { retryProgress, type RetryProgress } from '@/hooks/query-retry';
import { serviceState, summarise, type PulseSummary, type ServiceState } from './service-status';

/** The instance status reloads every 20 minutes (ROUTE-06). */
export const INSTANCE_STATUS_RELOAD_MS = 1_200_000;

/**
 * How long the first answers wait for each other (PERF-09): the statuses land in one commit when all
 * services answer (or fail) within this time of the first answer, else what has arrived shows then,
 * and every later answer on its own. Well inside UX-05's "failing within 1 s".
 */
export const FIRST_ANSWERS_MS = 500;

/** Every backend service, in the order Pulse lists them. */
export const SERVICES = Object.values(ServiceName);

/** What a row shows of one service: plain data, so an unchanged row keeps its identity (and skips rendering). */
export type ServiceStatus = {
  service: ServiceName;
  state: ServiceState;
  version: string | undefined;
  /** What went wrong, while the service is down (RES-01, RES-02): shown beside Retry. */
  failure: ApiFailure | undefined;
  progress: RetryProgress;
  fetching: boolean;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
};

/** The query of one service's status: the page's, and what the start asks for before it (PERF-10). */
const statusQuery = (service: ServiceName) =>
  getGetServiceInfoQueryOptions(service, undefined, { query: { refetchInterval: INSTANCE_STATUS_RELOAD_MS } });

/**
 * PERF-10: every service's status asked for before Pulse renders (the start runs these as soon as
 * the token and the customer are known, one request per task); Pulse's queries then find the
 * answers, or join the requests.
 */
export function serviceStatusPrefetches(client: QueryClient): Array<() => void> {
  return SERVICES.map((service) => () => void client.prefetchQuery(statusQuery(service)));
}

const toStatus = (service: ServiceName, query: UseQueryResult<{ build: { version: string } }>): ServiceStatus => ({
  service,
  state: serviceState(query),
  version: query.data?.build.version,
  failure: apiFailureOf(query.isError ? query.error : query.failureReason),
  progress: retryProgress(query),
  fetching: query.fetchStatus === 'fetching',
  dataUpdatedAt: query.dataUpdatedAt,
  errorUpdatedAt: query.errorUpdatedAt,
});

const PENDING: ServiceStatus[] = SERVICES.map((service) => ({
  service,
  state: 'pending',
  version: undefined,
  failure: undefined,
  progress: { phase: 'none' },
  fetching: true,
  dataUpdatedAt: 0,
  errorUpdatedAt: 0,
}));

export type PulseStatuses = {
  rows: ServiceStatus[];
  summary: PulseSummary & { waiting: boolean; refreshing: boolean };
  refresh: () => void;
  retry: (service: ServiceName) => void;
};

/**
 * The statuses of every service (ROUTE-06, UX-05, UX-06) from one `useQueries`: its combined result
 * is plain data that react-query shares structurally, so an answer re-renders the page, the summary
 * and its own row only, and the first answers land together (PERF-09). Until then the rows are pending.
 */
export function usePulseStatuses(): PulseStatuses {
  const client = useQueryClient();
  const released = useRef(false);
  const [waited, setWaited] = useState(false);
  const combine = useCallback(
    (queries: UseQueryResult<{ build: { version: string } }>[]) => {
      const statuses = queries.map((query, index) => toStatus(SERVICES[index]!, query));
      if (waited || statuses.every((status) => status.state !== 'pending')) released.current = true;
      // Held: the same (constant) result, so react-query renders nothing for the arrivals meanwhile.
      return released.current ? statuses : PENDING;
    },
    [waited],
  );
  const rows = useQueries({
    queries: SERVICES.map(statusQuery),
    combine,
  });
  const holding = rows === PENDING && !waited;
  // The wait starts with the first answer; the held arrivals render nothing, so the cache tells.
  useEffect(() => {
    if (!holding) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answered = () =>
      SERVICES.some((service) => {
        const state = client.getQueryState(getGetServiceInfoQueryKey(service));
        return state !== undefined && (state.status !== 'pending' || state.fetchFailureCount > 0);
      });
    const start = () => {
      if (timer === undefined && answered()) timer = setTimeout(() => setWaited(true), FIRST_ANSWERS_MS);
    };
    start();
    const unsubscribe = client.getQueryCache().subscribe(start);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [holding, client]);
  const refetch = useCallback(
    (service: ServiceName) => void client.refetchQueries({ queryKey: getGetServiceInfoQueryKey(service) }),
    [client],
  );
  return {
    rows,
    summary: {
      ...summarise(rows),
      // A service without an answer or a failure yet: its row is a skeleton.
      waiting: rows.some((row) => row.state === 'pending'),
      refreshing: rows.some((row) => row.fetching),
    },
    refresh: () => SERVICES.forEach(refetch),
    retry: refetch,
  };
}
