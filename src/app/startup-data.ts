import type { QueryClient } from '@tanstack/react-query';
import type { AccessSubject } from '@/auth/access';
import { prefetchServiceStatuses } from '@/areas/pulse/use-service-statuses';
import { prefetchAllowedCustomers } from '@/customer-context/use-allowed-customers';
import { openableArea } from './preload-area';
import type { AreaRoute } from './route-table';

/** The data each built-in area shows first, by route path (areas without data of their own have none). */
const AREA_DATA: Readonly<Partial<Record<string, (client: QueryClient) => void>>> = {
  pulse: prefetchServiceStatuses,
};

export type StartupDataOptions = {
  pathname: string;
  subject: AccessSubject & { customerIds: readonly string[] };
  /** The customer known before the list (`earlySelection`), already the http client's selection. */
  early: string | undefined;
  routes?: readonly AreaRoute[];
};

/**
 * PERF-10: the first screen's requests go out as soon as the token exists, in one round beside the
 * area's code and the texts, instead of after the first render: the customers the user may select,
 * and the opened area's data where its guard's answer is already yes with the customer known now
 * (never for an area the user may not open, ROUTE-03). The render's queries find the answers, or
 * join the requests under way.
 */
export function prefetchStartupData(client: QueryClient, { pathname, subject, early, routes }: StartupDataOptions) {
  prefetchAllowedCustomers(client, subject.globalRoles.length > 0, subject.customerIds);
  const route = openableArea(pathname, subject, early, routes);
  if (route) AREA_DATA[route.path]?.(client);
}
