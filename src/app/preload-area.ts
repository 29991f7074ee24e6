import type { ComponentType } from 'react';
import { hasAccess, type AccessSubject } from '@/auth/access';
import { loadAreaModule } from './area-modules';
import { AREA_ROUTES, DEFAULT_PATH, type AreaRoute } from './route-table';

/** The area the address opens (`/` opens the default area), if it names one of the route table. */
export function initialArea(pathname: string, routes: readonly AreaRoute[] = AREA_ROUTES): AreaRoute | undefined {
  const first = pathname.split('/').find(Boolean) ?? DEFAULT_PATH;
  return routes.find((route) => route.path === first);
}

/**
 * The area the address opens if its guard's answer is already certain to be yes: the user's access
 * with the customer selected before the list arrives (`earlySelection`: stored, the admin customer,
 * the user's only one), or a global role; a customer-scoped area also needs that customer. Where only
 * the list can tell, undefined: the guard decides when the list is in (ROUTE-03).
 */
export function openableArea(
  pathname: string,
  subject: AccessSubject,
  selectedCustomerId: string | undefined,
  routes?: readonly AreaRoute[],
): AreaRoute | undefined {
  const route = initialArea(pathname, routes);
  if (!route || !hasAccess(subject, route.roles, selectedCustomerId)) return undefined;
  if (route.customerScoped && selectedCustomerId === undefined) return undefined;
  return route;
}

/**
 * PERF-04, PERF-10: the opened area's code downloads while the application starts, beside the texts
 * and before the customer list, where its guard's answer is already certain: the user's access with
 * the customer selected before the list arrives (`earlySelection`: stored, the admin customer, the
 * user's only one), or a global role. An area the user may not open is never requested (ROUTE-03);
 * where only the list can tell, its guard decides when the list is in. Resolves with the page once
 * its code is in, so the first render can show it (PERF-09); a failure is the route's to show.
 */
export function preloadInitialArea(
  pathname: string,
  subject: AccessSubject,
  selectedCustomerId: string | undefined,
  routes?: readonly AreaRoute[],
): Promise<ComponentType | undefined> | undefined {
  const route = openableArea(pathname, subject, selectedCustomerId, routes);
  return route && loadAreaModule(route.area).catch(() => undefined);
}
