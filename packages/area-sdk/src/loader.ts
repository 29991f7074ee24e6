/**
 * `@portal/area-sdk/loader`: how a host loads a remote area (PLUG-02, PLUG-05, PLUG-11): the
 * allow-list, the manifest's compatibility and integrity checks, the pinned files verified by the
 * browser, the Module Federation runtime. One loader for both modes: the portal uses it for federated
 * areas, the frame page (PLUG-14) for isolated ones. Not for areas themselves. The Module Federation
 * runtime itself is `@portal/area-sdk/federation`: what only loads an area's errors stays without it.
 */
export {
  AreaLoadError,
  type AreaLoadErrorDetails,
  type AreaLoadFailure,
  type AreaLoadReason,
} from './loader/area-load-error.ts';
export {
  AREA_LOAD_TIMEOUT_MS,
  integrityOf,
  loadArea,
  type LoadableArea,
  type LoadAreaDeps,
  type LoadedArea,
  type RemoteRuntime,
} from './loader/load-area.ts';
export { REQUIRED_SHARED_KEYS, type ProvidedVersion, type RemoteManifest } from './loader/manifest.ts';
export { ENFORCED_KEY, importMapIntegrity, readCspNonce, type ModuleIntegrity } from './loader/module-integrity.ts';
