import { loadArea as loadWithHost, type LoadAreaDeps as HostDeps, type LoadedArea } from '@portal/area-sdk/loader';
import { isAllowedEntry, type RemoteArea } from '@/config/remote-areas';
import { providedVersion } from './shared-versions';

export { AREA_LOAD_TIMEOUT_MS, integrityOf, type LoadedArea, type RemoteRuntime } from '@portal/area-sdk/loader';

/** The loader's dependencies in the portal: its allow-list comes from the config's remote origins. */
export type LoadAreaDeps = Omit<HostDeps, 'allowed' | 'providedVersion'> & { remoteOrigins?: readonly string[] };

/**
 * Loads a federated remote area into the portal's page (PLUG-02): the SDK's loader with the portal's
 * allow-list (PLUG-05: `/remotes/<id>/` on this origin, or an https URL on one of `remoteOrigins`) and
 * the versions the portal provides.
 */
export function loadArea(remote: RemoteArea, deps: LoadAreaDeps): Promise<LoadedArea> {
  const origin = deps.origin ?? window.location.origin;
  const remoteOrigins = deps.remoteOrigins ?? [];
  return loadWithHost(remote, {
    ...deps,
    origin,
    allowed: (entry, id) => isAllowedEntry(entry, id, remoteOrigins, origin),
    providedVersion,
  });
}
