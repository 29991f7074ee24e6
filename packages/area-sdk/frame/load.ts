import { createFederationRuntime, sharedScopeOf } from '../src/federation.ts';
import { loadArea, type LoadedArea } from '../src/loader.ts';
import type { FrameArea } from '../src/bridge/protocol.ts';
import { FRAME_MODULES, frameProvidedVersion } from './shared-modules.ts';

const runtime = createFederationRuntime('portal_frame', () => sharedScopeOf(FRAME_MODULES, frameProvidedVersion));

/**
 * PLUG-05 in the frame: only `/remotes/<id>/` of this page's own origin (the policy's `'self'`), no
 * dot segment, encoded separator, backslash or space: what nginx proxies to the area's upstream.
 */
const allowed = (entry: string, id: string) =>
  entry.startsWith(`/remotes/${id}/`) &&
  !/[\\\s]|%2e|%2f|%5c/i.test(entry) &&
  URL.canParse(entry, location.origin) &&
  new URL(entry, location.origin).pathname === entry.split(/[?#]/)[0];

/** PLUG-07 in the frame: a build replaced mid-load reloads the frame once (not the portal), never in a loop. */
const RELOAD_KEY = 'portal-frame.reloadAt';
function reloadOnce(): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOAD_KEY) ?? Number.NaN) < 30_000) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/**
 * PLUG-14: the isolated area loaded by the SDK's loader, with the checks of the federated mode (the
 * manifest's compatibility with this page's versions, a pinned area's files verified by the browser)
 * and the Module Federation runtime with this page's shared modules.
 */
export const loadFrameArea = (area: FrameArea, timeoutMs: number): Promise<LoadedArea> =>
  loadArea(area, { runtime, allowed, providedVersion: frameProvidedVersion, timeoutMs, reloadOnce });
