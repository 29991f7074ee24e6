import i18next from 'i18next';
import type { RemoteArea } from '@/config/remote-areas';
import { AreaLoadError } from '@portal/area-sdk/loader';
import { loadArea, type LoadedArea, type LoadAreaDeps } from './load-area';
import { setRemoteAreaStatus, type RemoteAreaState } from '@/hooks/remote-area-status';
import { reportError } from '@/telemetry/telemetry';

export type AreaLoadResult = { ok: true; loaded: LoadedArea } | { ok: false; error: AreaLoadError };

const results = new Map<string, Promise<AreaLoadResult>>();

const STATE: Record<AreaLoadError['failure'], RemoteAreaState> = {
  unavailable: 'failed',
  incompatible: 'incompatible',
  integrity: 'refused',
  refused: 'refused',
};

/**
 * A remote area that did not load, federated or isolated (PLUG-12, RES-06): one console line with
 * its id (every message starts with it) and what happened, its state for the version information,
 * and the failure for the operators (OBS-04).
 */
export function reportAreaFailure(id: string, error: AreaLoadError): void {
  console.error(`Remote area ${error.message}`);
  setRemoteAreaStatus(id, { state: STATE[error.failure], version: error.version });
  reportError(error, 'area-load', error.failure, id);
}

/**
 * One load per remote area and page (a failure is kept until {@link forgetAreaLoad}, the Retry): never
 * rejects, records the state for the version information, and registers the area's texts under its
 * id as namespace before the area renders (PLUG-03, PLUG-04).
 */
export function areaLoad(remote: RemoteArea, deps: LoadAreaDeps): Promise<AreaLoadResult> {
  let result = results.get(remote.id);
  if (!result) {
    // Called while the route renders: the version popup's statuses may only hear of it afterwards
    // (React refuses a component's update during another one's render). Queued before the load's own
    // callbacks, so 'loading' is always recorded before what the load ends in.
    queueMicrotask(() => setRemoteAreaStatus(remote.id, { state: 'loading' }));
    result = loadArea(remote, deps).then(
      (loaded): AreaLoadResult => {
        for (const language of ['en', 'de'] as const)
          i18next.addResourceBundle(language, remote.id, loaded.module.translations[language], true, true);
        setRemoteAreaStatus(remote.id, { state: 'loaded', version: loaded.version });
        return { ok: true, loaded };
      },
      (cause: unknown): AreaLoadResult => {
        const error =
          cause instanceof AreaLoadError
            ? cause
            : new AreaLoadError('unavailable', `${remote.id}: ${String(cause)}`, { reason: { kind: 'broken' } });
        reportAreaFailure(remote.id, error);
        return { ok: false, error };
      },
    );
    results.set(remote.id, result);
  }
  return result;
}

/** Forgets a remote area's load, so the next render loads it again (Retry). */
export const forgetAreaLoad = (id: string): void => void results.delete(id);
