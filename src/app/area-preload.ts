import type { ComponentType } from 'react';
import { hasAccess, type AccessSubject } from '@/auth/access';
import { AREA_ROUTES, DEFAULT_PATH, type AreaRoute } from './route-table';

type AreaExports = { default: ComponentType };
const loaded = new Map<AreaRoute['area'], AreaExports>();

/**
 * The area a path opens when its code may load before the first render: an area that needs no
 * selected customer and that the user may open whichever customer is selected (no role needed, or a
 * global one). Anything else waits for the guard, so a forbidden area's code never loads (ROUTE-03).
 */
export function preloadableArea(pathname: string, subject: AccessSubject): AreaRoute | undefined {
  const segment = pathname.split('/')[1] || DEFAULT_PATH;
  const route = AREA_ROUTES.find((candidate) => candidate.path === segment);
  return route && !route.customerScoped && hasAccess(subject, route.roles, undefined) ? route : undefined;
}

/**
 * PERF-04: loads the first screen's area beside the application's start, so the first render shows
 * it instead of a skeleton and a second round trip. Never rejects: a failed load is retried (and
 * reported) by the route's own lazy loader.
 */
export async function preloadArea(pathname: string, subject: AccessSubject): Promise<void> {
  const route = preloadableArea(pathname, subject);
  if (!route) return;
  try {
    loaded.set(route.area, await route.area());
  } catch {
    // The route's lazy loader imports again and handles the error (DEPLOY-07).
  }
}

/**
 * The loader `React.lazy` gets: an area loaded beforehand comes back as an already settled
 * thenable, which React reads synchronously, so rendering it does not suspend.
 */
export function areaLoader(route: AreaRoute, load: () => Promise<AreaExports>): () => Promise<AreaExports> {
  return () => {
    const module = loaded.get(route.area);
    if (!module) return load();
    // oxlint-disable-next-line unicorn/no-thenable, typescript/no-unsafe-type-assertion -- React.lazy calls `then` and reads a settled result at once; a Promise would settle a tick later and suspend
    return { then: (resolve: (value: AreaExports) => unknown) => resolve(module) } as unknown as Promise<AreaExports>;
  };
}
