import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AreaSkeleton } from '@/components/area-skeleton';
import { AREA_ROUTES, DEFAULT_PATH, REDIRECTS, type AreaRoute } from './route-table';
import { AreaErrorBoundary } from './area-error-boundary';
import { chunkReload } from './chunk-reload';
import { RouteTitle } from '@/shell/document-title';
import { PortalShell } from './portal-shell';
import { RouteGuard } from './route-guard';

/**
 * One lazily loaded chunk per area, behind the guard: forbidden areas never load their code. A chunk
 * gone after a deployment reloads the page once (DEPLOY-07), else the area's error shows. The
 * route's navigation label names the browser tab, also when access is denied (UX-02).
 */
export const areaRoute = (route: AreaRoute): RouteObject => {
  const Area = lazy(() => chunkReload.importOrReload(route.area));
  return {
    path: route.path,
    element: (
      <>
        <RouteTitle labelKey={route.nav.labelKey} />
        <AreaErrorBoundary key={route.path}>
          <RouteGuard route={route}>
            <Suspense fallback={<AreaSkeleton />}>
              <Area />
            </Suspense>
          </RouteGuard>
        </AreaErrorBoundary>
      </>
    ),
  };
};

const redirectRoutes = REDIRECTS.flatMap(({ path, to, prefix }): RouteObject[] => [
  { path, element: <Navigate to={`/${to}`} replace /> },
  ...(prefix ? [{ path: `${path}/*`, element: <Navigate to={`/${to}`} replace /> }] : []),
]);

/** The router built from the route table (ROUTE-01, ROUTE-02). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PortalShell />,
    children: [
      { index: true, element: <Navigate to={`/${DEFAULT_PATH}`} replace /> },
      ...AREA_ROUTES.map(areaRoute),
      ...redirectRoutes,
      { path: '*', element: <Navigate to={`/${DEFAULT_PATH}`} replace /> },
    ],
  },
];

function PortalRoutes() {
  return useRoutes(routes);
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
