import type { i18n } from 'i18next';
import type { RemoteArea } from '@/config/remote-areas';
import { AREA_ROUTES, DEFAULT_PATH, REDIRECTS, SERVER_PATHS, type AreaRoute } from './route-table';
import { chunkReload } from '@/utils/chunk-reload';

/** The i18n namespace of the titles of new remote areas (registered from the config, no remote code). */
export const REMOTE_TITLES_NS = 'remoteAreaTitles';

/**
 * The remote area's page: a lazy chunk of the shell; the remote's own code loads only when it renders.
 * An isolated area's page is a chunk of its own below it (PLUG-14; one import here keeps the startup's).
 */
const remotePage =
  (remote: RemoteArea, labelKey: string, basePath: string): AreaRoute['area'] =>
  () =>
    import('@/remote-areas/remote-area-page').then(({ remoteAreaPage }) => ({
      default: remoteAreaPage({ remote, labelKey, basePath, reloadOnce: chunkReload.reloadOnce }),
    }));

const refuse = (remote: RemoteArea, key: string, message: string) =>
  console.error(`Runtime config: remoteAreas (${remote.id}) is left out: "${key}" ${message}`);

/** The config without remote areas: one array, so its merged table is computed once. */
export const NO_REMOTE_AREAS: readonly RemoteArea[] = [];

const merged = new WeakMap<readonly RemoteArea[], AreaRoute[]>();

/**
 * The route table (ROUTE-01) merged with the config's remote areas (PLUG-01): an entry binds a route
 * of the table (keeping its path, roles and customer scope) or adds a new area. A second binding of
 * one route, or a new path that collides with a route, a redirect, a path of the server or another
 * area, is left out with a console error naming the entry, the key and what it collides with
 * (the container's entrypoint refuses the same, PLUG-12). Navigation, titles, palette and guards
 * read the result, with no remote code.
 */
export function mergeRemoteAreas(
  remotes: readonly RemoteArea[],
  base: readonly AreaRoute[] = AREA_ROUTES,
): AreaRoute[] {
  // One table per config: boot preloads the opened area from the same routes the router renders (PERF-09).
  const known = base === AREA_ROUTES ? merged.get(remotes) : undefined;
  if (known) return known;
  const routes = [...base];
  const builtIn = new Set([
    ...base.map((route) => route.path),
    ...REDIRECTS.map((redirect) => redirect.path),
    DEFAULT_PATH,
    ...SERVER_PATHS,
  ]);
  /** The paths new areas took so far, with the area's id. */
  const added = new Map<string, string>();
  for (const remote of remotes) {
    if (remote.route !== undefined) {
      const index = routes.findIndex((route) => route.path === remote.route);
      const bound = routes[index];
      if (!bound) refuse(remote, 'route', `names no route of the table (${base.map((r) => r.path).join(', ')})`);
      else if (bound.remote) refuse(remote, 'route', `is already bound to remote area ${bound.remote.id}`);
      else routes[index] = { ...bound, remote, area: remotePage(remote, bound.nav.labelKey, `/${bound.path}`) };
    } else if (remote.area) {
      const path = remote.area.path.slice(1);
      const other = added.get(path);
      if (builtIn.has(path) || other !== undefined) {
        refuse(
          remote,
          'area.path',
          other === undefined ? `collides with the built-in route /${path}` : `collides with the path of ${other}`,
        );
        continue;
      }
      added.set(path, remote.id);
      const labelKey = `${REMOTE_TITLES_NS}:${remote.id}`;
      routes.push({
        path,
        roles: remote.area.roles,
        customerScoped: remote.area.customerScoped,
        nav: { labelKey, icon: remote.area.icon },
        remote,
        area: remotePage(remote, labelKey, `/${path}`),
      });
    }
  }
  if (base === AREA_ROUTES) merged.set(remotes, routes);
  return routes;
}

/** Registers the titles of new remote areas in both languages, so `t(nav.labelKey)` works everywhere. */
export function registerRemoteAreaTitles(i18next: i18n, remotes: readonly RemoteArea[]): void {
  for (const language of ['en', 'de'] as const) {
    const titles = Object.fromEntries(
      remotes.flatMap((remote) => (remote.area ? [[remote.id, remote.area.title[language]]] : [])),
    );
    i18next.addResourceBundle(language, REMOTE_TITLES_NS, titles, true, true);
  }
}
