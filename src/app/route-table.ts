import type { ComponentType } from 'react';
import type { AreaIcon } from '@/config/area-icons';
import type { AreaFrameKeys } from '@/components/area-frame';
import type { RemoteArea } from '@/config/remote-areas';

/** A lazily loaded route module: its default export is the area's page. */
type AreaModule = () => Promise<{ default: ComponentType }>;

/**
 * One area route (ROUTE-01). `roles`: undefined = open to everyone signed in (no guard), `[]` = the
 * sign-in guard with no specific role, otherwise one of these roles globally or for the selected
 * customer (see `hasAccess`). `customerScoped` areas need a selected customer.
 */
export type AreaRoute = {
  path: string;
  area: AreaModule;
  roles?: readonly string[];
  customerScoped: boolean;
  nav: { labelKey: string; icon: NavIcon };
  /**
   * The area's heading and one-line purpose (translation keys): the page frame every built-in area
   * renders (`AreaFrame`) and the pre-paint frame the HTML paints before any module runs (PERF-08).
   * Remote areas have none: their titles come from the runtime config.
   */
  frame?: AreaFrameKeys;
  /** Set when a remote module provides the area (PLUG-01): its route also matches the paths below it. */
  remote?: RemoteArea;
};

/** A redirect: `prefix` also redirects every path below it. */
export type RedirectRoute = { path: string; to: string; prefix: boolean };

/** The navigation icons the shell draws (by name, so this table stays plain data). */
export type NavIcon = AreaIcon;

/** The route table (ROUTE-01), in navigation order: it drives the router, the navigation and the guards. */
export const AREA_ROUTES: readonly AreaRoute[] = [
  {
    path: 'pulse',
    area: () => import('@/areas/pulse/pulse-page'),
    customerScoped: false,
    nav: { labelKey: 'nav.pulse', icon: 'pulse' },
    frame: { titleKey: 'pulse.title', purposeKey: 'pulse.purpose' },
  },
  {
    path: 'customers',
    area: () => import('@/areas/customers/customers-page'),
    roles: [],
    customerScoped: false,
    nav: { labelKey: 'nav.customers', icon: 'customers' },
    frame: { titleKey: 'areas.customers.title', purposeKey: 'areas.customers.purpose' },
  },
  {
    path: 'environments',
    area: () => import('@/areas/environments/environments-page'),
    roles: ['environment-viewer', 'environment-developer'],
    customerScoped: true,
    nav: { labelKey: 'nav.environments', icon: 'environments' },
    frame: { titleKey: 'areas.environments.title', purposeKey: 'areas.environments.purpose' },
  },
  {
    path: 'scenario-overlays',
    area: () => import('@/areas/scenario-overlays/scenario-overlays-page'),
    roles: ['overlay-viewer', 'overlay-developer'],
    customerScoped: true,
    nav: { labelKey: 'nav.scenarioOverlays', icon: 'overlays' },
    frame: { titleKey: 'areas.scenarioOverlays.title', purposeKey: 'areas.scenarioOverlays.purpose' },
  },
  {
    path: 'hub',
    area: () => import('@/areas/hub/hub-page'),
    roles: ['environment-viewer', 'environment-developer'],
    customerScoped: false,
    nav: { labelKey: 'nav.hub', icon: 'hub' },
    frame: { titleKey: 'areas.hub.title', purposeKey: 'areas.hub.purpose' },
  },
  {
    path: 'products',
    area: () => import('@/areas/products/products-page'),
    roles: [],
    customerScoped: false,
    nav: { labelKey: 'nav.products', icon: 'products' },
    frame: { titleKey: 'areas.products.title', purposeKey: 'areas.products.purpose' },
  },
  {
    path: 'documentation',
    area: () => import('@/areas/documentation/documentation-page'),
    customerScoped: false,
    nav: { labelKey: 'nav.documentation', icon: 'documentation' },
    frame: { titleKey: 'areas.documentation.title', purposeKey: 'areas.documentation.purpose' },
  },
  {
    path: 'user-management',
    area: () => import('@/areas/user-management/user-management-page'),
    roles: ['user-management'],
    customerScoped: true,
    nav: { labelKey: 'nav.userManagement', icon: 'users' },
    frame: { titleKey: 'areas.userManagement.title', purposeKey: 'areas.userManagement.purpose' },
  },
  {
    path: 'installation-metrics',
    area: () => import('@/areas/installation-metrics/installation-metrics-page'),
    roles: ['admin', 'support'],
    customerScoped: false,
    nav: { labelKey: 'nav.installationMetrics', icon: 'metrics' },
    frame: { titleKey: 'areas.installationMetrics.title', purposeKey: 'areas.installationMetrics.purpose' },
  },
  {
    path: 'download-center',
    area: () => import('@/areas/download-center/download-center-page'),
    roles: [],
    customerScoped: true,
    nav: { labelKey: 'nav.downloadCenter', icon: 'downloads' },
    frame: { titleKey: 'areas.downloadCenter.title', purposeKey: 'areas.downloadCenter.purpose' },
  },
];

/** `file-store` and everything under it → `download-center`; anything else unknown → `pulse`. */
export const REDIRECTS: readonly RedirectRoute[] = [{ path: 'file-store', to: 'download-center', prefix: true }];

/** Where unknown paths (and the root) go. */
export const DEFAULT_PATH = 'pulse';

/**
 * First path segments the server answers itself, never with the app (deploy/nginx/nginx.conf.template:
 * `/assets/`, `/healthz`, `/remotes/<id>/`): no new area may take them (PLUG-12).
 */
export const SERVER_PATHS: readonly string[] = ['assets', 'healthz', 'remotes'];
