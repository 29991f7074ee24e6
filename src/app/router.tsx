import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AreaFrameContext } from '@/components/area-frame';
import { AreaLoading } from '@/components/area-skeleton';
import { AREA_ROUTES, DEFAULT_PATH, REDIRECTS, type AreaRoute } from './route-table';
import { AreaErrorBoundary } from './area-error-boundary';
import { loadAreaModule, loadedAreaModule } from './area-modules';
import { RouteTitle } from '@/shell/document-title';
import { PortalShell } from './portal-shell';
import { RouteGuard } from './route-guard';
import { useRouteTable } from './route-table-context';
import { RoutePlace } from './route-place';

/**
 * The area's page: rendered at once when its code is already in (boot loads the opened area's before
 * the first render, a navigation entry on intent: PERF-09), else through its lazy chunk. Chosen once
 * per mount, so the page is never mounted twice.
 */
function AreaPage({ route, Lazy }: { route: AreaRoute; Lazy: ComponentType }) {
  const [Page] = useState(() => loadedAreaModule(route.area) ?? Lazy);
  return <Page />;
}

/**
 * One lazily loaded chunk per area, behind the guard: forbidden areas never load their code. A chunk
 * gone after a deployment reloads the page once (DEPLOY-07), else the area's error shows. The
 * route's navigation label names the browser tab, also when access is denied (UX-02).
 */
export const areaRoute = (route: AreaRoute): RouteObject => {
  const Area = lazy(async () => ({ default: await loadAreaModule(route.area) }));
  return {
    // A remote area navigates below its path (PLUG-03: area-relative navigation).
    path: route.remote ? `${route.path}/*` : route.path,
    element: (
      <>
        <RouteTitle labelKey={route.nav.labelKey} />
        <RoutePlace route={route} />
        <AreaFrameContext value={route.frame}>
          <AreaErrorBoundary
            key={route.path}
            path={route.path}
            area={route.remote?.id ?? route.path}
            labelKey={route.nav.labelKey}
          >
            <RouteGuard route={route}>
              <Suspense fallback={<AreaLoading />}>
                <AreaPage route={route} Lazy={Area} />
              </Suspense>
            </RouteGuard>
          </AreaErrorBoundary>
        </AreaFrameContext>
      </>
    ),
  };
};

const redirectRoutes = REDIRECTS.flatMap(({ path, to, prefix }): RouteObject[] => [
  { path, element: <Navigate to={`/${to}`} replace /> },
  ...(prefix ? [{ path: `${path}/*`, element: <Navigate to={`/${to}`} replace /> }] : []),
]);

/** The router built from a route table (ROUTE-01, ROUTE-02), with remote areas merged in (PLUG-01). */
export const buildRoutes = (table: readonly AreaRoute[]): RouteObject[] => [
  {
    path: '/',
    element: <PortalShell />,
    children: [
      { index: true, element: <Navigate to={`/${DEFAULT_PATH}`} replace /> },
      ...table.map(areaRoute),
      ...redirectRoutes,
      { path: '*', element: <Navigate to={`/${DEFAULT_PATH}`} replace /> },
    ],
  },
];

/** The router of the built-in route table. */
export const routes: RouteObject[] = buildRoutes(AREA_ROUTES);

function PortalRoutes() {
  const table = useRouteTable();
  const tableRoutes = useMemo(() => (table === AREA_ROUTES ? routes : buildRoutes(table)), [table]);
  return useRoutes(tableRoutes);
}

/**
 * The portal's router: declarative routing over the route objects. The data router
 * (`createBrowserRouter`) is not used: the portal has no loaders or actions, and its data layer
 * cost ~17 KiB gzip of startup JavaScript (PERF-04).
 */
export function PortalRouter() {
  return (
    <BrowserRouter>
      <PortalRoutes />
    </BrowserRouter>
  );
}
