import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RemoteArea } from '@/config/remote-areas';
import { mergeRemoteAreas } from './remote-routes';
import { AREA_ROUTES, type AreaRoute } from './route-table';

const RouteTableContext = createContext<readonly AreaRoute[]>(AREA_ROUTES);

/** Provides the route table merged with the config's remote areas (PLUG-01), computed once. */
export function RouteTableProvider({
  remoteAreas,
  children,
}: {
  remoteAreas: readonly RemoteArea[];
  children: ReactNode;
}) {
  const routes = useMemo(() => mergeRemoteAreas(remoteAreas), [remoteAreas]);
  return <RouteTableContext value={routes}>{children}</RouteTableContext>;
}

/** The one route table of router, navigation, palette and guards (ROUTE-01); the built-in one without a provider. */
export const useRouteTable = (): readonly AreaRoute[] => useContext(RouteTableContext);
