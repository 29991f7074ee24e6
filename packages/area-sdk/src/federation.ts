/**
 * `@portal/area-sdk/federation`: the Module Federation runtime as the loader's mechanism (PLUG-02),
 * with a host's own modules as the shared scope; the portal and the frame page (PLUG-14) each make one.
 */
export { createFederationRuntime, sharedScopeOf, type SharedScope } from './loader/federation-runtime.ts';
