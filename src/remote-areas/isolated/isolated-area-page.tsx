import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaLoadError } from '@portal/area-sdk/loader';
import { deadlinesOf } from '@/api/deadlines';
import { AreaError } from '@/components/area-error';
import { PartBoundary } from '@/components/part-boundary';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { setRemoteAreaStatus } from '@/hooks/remote-area-status';
import { reportAreaFailure } from '../area-load-cache';
import { AreaServicesProvider } from '../area-services-provider';
import { LoadFailure } from '../load-failure';
import type { RemoteAreaPageProps } from '../remote-area-page';
import { FrameHost } from './frame-host';
import { isolationProblem } from './isolation-config';

type Outcome = { failed?: AreaLoadError; attempt: number };

/**
 * An isolated area in the portal (PLUG-14): the same route, navigation entry, services and boundary
 * as a federated one, but its code runs in a frame on the isolated origin (its own chunk: the portal
 * loads none of this for federated areas). A load that failed shows as the federated one does, and
 * Retry opens a new frame.
 */
function IsolatedAreaPage({ remote, labelKey, basePath }: RemoteAreaPageProps) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const problem = isolationProblem(remote, config.isolatedOrigin);
    return { attempt: 0, ...(problem ? { failed: new AreaLoadError('refused', `${remote.id}: ${problem}`) } : {}) };
  });
  // PLUG-12: a config the frame cannot run with is logged once with the area's id, as any failure.
  useEffect(() => {
    if (outcome.failed?.failure === 'refused' && outcome.attempt === 0) reportAreaFailure(remote.id, outcome.failed);
  }, [remote.id, outcome]);
  useEffect(() => {
    if (!outcome.failed) queueMicrotask(() => setRemoteAreaStatus(remote.id, { state: 'loading' }));
  }, [remote.id, outcome]);
  const title = t(labelKey);
  const failed = (error: AreaLoadError) => {
    reportAreaFailure(remote.id, error);
    setOutcome((now) => ({ ...now, failed: error }));
  };
  const retry = () => setOutcome((now) => ({ attempt: now.attempt + 1 }));
  return (
    <AreaServicesProvider remote={remote} basePath={basePath}>
      {outcome.failed ? (
        <LoadFailure error={outcome.failed} title={title} onRetry={retry} retrying={false} />
      ) : (
        // PLUG-04, RES-06: what the area throws in its frame is recorded as failed and logged once, with its id.
        <PartBoundary
          part={`remote area ${remote.id}`}
          area={remote.id}
          onError={() => setRemoteAreaStatus(remote.id, { state: 'failed' })}
          renderFallback={({ error, retry: again }) => <AreaError error={error} labelKey={labelKey} onRetry={again} />}
        >
          <FrameHost
            key={outcome.attempt}
            remote={remote}
            basePath={basePath}
            isolatedOrigin={config.isolatedOrigin ?? ''}
            title={title}
            loadTimeoutMs={deadlinesOf(config).readAttemptMs}
            loaded={(version) => setRemoteAreaStatus(remote.id, { state: 'loaded', version })}
            failed={failed}
          />
        </PartBoundary>
      )}
    </AreaServicesProvider>
  );
}

/** The route's component for one isolated area (the route table stays plain data). */
export const isolatedAreaPage = (props: RemoteAreaPageProps): ComponentType =>
  function IsolatedAreaRoute() {
    return <IsolatedAreaPage {...props} />;
  };
