import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { getGetServiceInfoQueryOptions } from '@/api/generated/actuator/actuator';
import { ServiceName, type ServiceInfo } from '@/api/generated/actuator/actuator.schemas';

/** The instance status reloads every 20 minutes (ROUTE-06). */
export const INSTANCE_STATUS_RELOAD_MS = 1_200_000;

/** One service and its info query. */
export type ServiceStatus = { service: ServiceName; query: UseQueryResult<ServiceInfo, unknown> };

/** Every backend service's info query, each on its own so one failing service hides nothing else. */
export function useServiceStatuses(): ServiceStatus[] {
  const services = Object.values(ServiceName);
  const queries = useQueries({
    queries: services.map((service) =>
      getGetServiceInfoQueryOptions(service, undefined, { query: { refetchInterval: INSTANCE_STATUS_RELOAD_MS } }),
    ),
  });
  return services.map((service, index) => ({ service, query: queries[index]! }));
}
