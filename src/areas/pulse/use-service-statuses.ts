import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetServiceInfoQueryKey, useGetServiceInfo } from '@/api/generated/actuator/actuator';
import { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import { summarise, type PulseSummary } from './service-status';

/** The instance status reloads every 20 minutes (ROUTE-06). */
export const INSTANCE_STATUS_RELOAD_MS = 1_200_000;

/** Every backend service, in the order Pulse lists them. */
export const SERVICES = Object.values(ServiceName);

/** One service's info query, on its own so one failing service hides nothing else. */
export const useServiceStatus = (service: ServiceName) =>
  useGetServiceInfo(service, undefined, { query: { refetchInterval: INSTANCE_STATUS_RELOAD_MS } });

/**
 * The summary of the rows' queries, read from the query cache (the rows own the queries; useQueries
 * would add its observer to the startup JavaScript, PERF-01), and a refresh that asks every service again.
 */
export function usePulseSummary(): PulseSummary & { waiting: boolean; refreshing: boolean; refresh: () => void } {
  const client = useQueryClient();
  const states = () => SERVICES.map((service) => client.getQueryState(getGetServiceInfoQueryKey(service)));
  // A string snapshot, so React sees a change only when a state that matters changed.
  const snapshot = useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () =>
      JSON.stringify(
        states().map((state) => [
          state?.status,
          state?.dataUpdatedAt,
          state?.errorUpdatedAt,
          state?.fetchStatus,
          state?.fetchFailureCount,
        ]),
      ),
  );
  // The snapshot only tells React when to render; the states are read from the cache itself.
  void snapshot;
  const parsed = states().map((state) => ({
    status: state?.status,
    dataUpdatedAt: state?.dataUpdatedAt ?? 0,
    errorUpdatedAt: state?.errorUpdatedAt ?? 0,
    fetchStatus: state?.fetchStatus,
    failures: state?.fetchFailureCount ?? 0,
  }));
  return {
    ...summarise(parsed),
    // A service without an answer or a failure yet: its row is a skeleton.
    waiting: parsed.some((state) => state.status !== 'success' && state.status !== 'error' && state.failures === 0),
    refreshing: parsed.some((state) => state.fetchStatus === 'fetching'),
    refresh: () => {
      for (const service of SERVICES) void client.refetchQueries({ queryKey: getGetServiceInfoQueryKey(service) });
    },
  };
}
