import { hasAccess, type AccessSubject } from '@/auth/access';
import { chunkReload } from './chunk-reload';
import { AREA_ROUTES, DEFAULT_PATH, type AreaRoute } from './route-table';

/** The area the address opens (`/` opens the default area), if it names one of the route table. */
export function initialArea(pathname: string, routes: readonly AreaRoute[] = AREA_ROUTES): AreaRoute | undefined {
  const first = pathname.split('/').find(Boolean) ?? DEFAULT_PATH;
  return routes.find((route) => route.path === first);
}

/**
 * PERF-04: the opened area's code downloads while the application starts (texts, the customer list),
 * not after its guard has the selected customer. Only where the guard's answer is already certain:
 * access by a global role (or no roles at all), which no customer choice can take away. An area the
 * user may not open is never requested (ROUTE-03); a customer-role area waits for its guard.
 */
export function preloadInitialArea(pathname: string, subject: AccessSubject, routes?: readonly AreaRoute[]): void {
  const route = initialArea(pathname, routes);
  if (!route || !hasAccess(subject, route.roles, undefined)) return;
  // A failure here is the guard's to show when the area renders (the same import, retried there).
  chunkReload.importOrReload(route.area).catch(() => undefined);
}
