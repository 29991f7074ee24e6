import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import type { Place } from '@/telemetry/records';
import { setPlace } from '@/telemetry/telemetry';
import type { AreaRoute } from './route-table';

/** OBS-03: where a record was made: the route's template (never the URL) and the area's id. */
export const placeOfRoute = (route: AreaRoute): Place => ({
  route: route.remote ? `/${route.path}/*` : `/${route.path}`,
  area: route.remote?.id ?? route.path,
});

/** Tells the telemetry the route on screen, before the area's own effects (and requests) run. */
export function RoutePlace({ route }: { route: AreaRoute }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => setPlace(placeOfRoute(route), pathname), [route, pathname]);
  return null;
}
