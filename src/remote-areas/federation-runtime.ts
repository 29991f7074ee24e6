import { createFederationRuntime } from '@portal/area-sdk/federation';
import { sharedScope } from './shared-scope';

/** The portal's host for federated areas (PLUG-02): the SDK's runtime with the shell's own modules. */
export const federationRuntime = createFederationRuntime('portal_shell', sharedScope);
