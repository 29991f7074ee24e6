import type { Authority, GlobalRole } from './auth-session';

/** What an access decision needs to know of the user. */
export type AccessSubject = { globalRoles: readonly GlobalRole[]; authorities: readonly Authority[] };

/**
 * The one access rule of the portal, used by the route guards and the navigation alike.
 * No roles listed (`undefined` or `[]`) means any signed-in user. Otherwise one listed role must be
 * held globally (`admin`, `support`) or as an authority for the selected customer.
 */
export function hasAccess(
  subject: AccessSubject,
  roles: readonly string[] | undefined,
  selectedCustomerId: string | undefined,
): boolean {
  if (!roles || roles.length === 0) return true;
  return roles.some(
    (role) =>
      subject.globalRoles.some((globalRole) => globalRole === role) ||
      subject.authorities.some(
        (authority) =>
          authority.role === role && selectedCustomerId !== undefined && authority.customerId === selectedCustomerId,
      ),
  );
}

/** The routes (anything with `roles`) the user may open: what the navigation and the command palette offer. */
export function allowedRoutes<Route extends { roles?: readonly string[] }>(
  subject: AccessSubject,
  routes: readonly Route[],
  selectedCustomerId: string | undefined,
): Route[] {
  return routes.filter((route) => hasAccess(subject, route.roles, selectedCustomerId));
}

/** The roles the user holds for one customer, in token order, once each. */
export function rolesForCustomer(subject: AccessSubject, customerId: string | undefined): string[] {
  if (customerId === undefined) return [];
  return [...new Set(subject.authorities.filter((a) => a.customerId === customerId).map((a) => a.role))];
}
