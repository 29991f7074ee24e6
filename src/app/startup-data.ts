import type { QueryClient } from '@tanstack/react-query';
import type { AccessSubject } from '@/auth/access';
import { serviceStatusPrefetches } from '@/areas/pulse/use-service-statuses';
import { allowedCustomersPrefetches } from '@/customer-context/use-allowed-customers';
import { openableArea } from './preload-area';
import type { AreaRoute } from './route-table';

/** The requests for the data each built-in area shows first, by route path (areas without data of their own have none). */
const AREA_DATA: Readonly<Partial<Record<string, (client: QueryClient) => Array<() => void>>>> = {
  pulse: serviceStatusPrefetches,
};

/**
 * Runs each job in a task of its own, in order; resolves once the last has run. PERF-09: one request
 * is some milliseconds of main-thread work (the query cache, axios's interceptors and headers, the
 * XHR's send); the start's eight requests in one task made one long task (about 370 ms at 4× CPU).
 */
export function oneTaskEach(jobs: ReadonlyArray<() => void>): Promise<void> {
  let chain = Promise.resolve();
  for (const job of jobs)
    chain = chain.then(
      () =>
        new Promise<void>((done) =>
          setTimeout(() => {
            job();
            done();
          }, 0),
        ),
    );
  return chain;
}

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
 * join the requests under way. One request per task (`oneTaskEach`); resolves once all are sent.
 */
export function prefetchStartupData(
  client: QueryClient,
  { pathname, subject, early, routes }: StartupDataOptions,
): Promise<void> {
  const route = openableArea(pathname, subject, early, routes);
  return oneTaskEach([
    ...allowedCustomersPrefetches(client, subject.globalRoles.length > 0, subject.customerIds),
    ...(route ? (AREA_DATA[route.path]?.(client) ?? []) : []),
  ]);
}
