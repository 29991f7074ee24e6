import { lazy, use, useState, useTransition, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import { AREA_INSET_SX, AREA_TITLE_FONT_SIZE } from '@/components/area-frame';
import { AreaError } from '@/components/area-error';
import { PartBoundary } from '@/components/part-boundary';
import { deadlinesOf } from '@/api/deadlines';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import type { RemoteArea } from '@/config/remote-areas';
import { areaLoad, forgetAreaLoad } from './area-load-cache';
import { AreaServicesProvider } from './area-services-provider';
import { federationRuntime } from './federation-runtime';
import { LoadFailure } from './load-failure';
import { setRemoteAreaStatus } from '@/hooks/remote-area-status';

export type RemoteAreaPageProps = {
  remote: RemoteArea;
  labelKey: string;
  basePath: string;
  /** DEPLOY-07's reload-once, for code gone after a new build of the area (PLUG-07). */
  reloadOnce?: () => boolean;
};

/**
 * A loaded area in the portal's page frame (PLUG-12): the inset and width of every area, and its h1
 * in the size of the built-in areas' titles, whatever size the area gave it.
 */
function LoadedAreaFrame({ children }: { children: ReactNode }) {
  return (
    <Box data-testid="remote-area-frame" sx={{ ...AREA_INSET_SX, '& h1': { fontSize: AREA_TITLE_FONT_SIZE } }}>
      {children}
    </Box>
  );
}

/**
 * A remote area in the portal (PLUG-02, PLUG-04): suspends (the route's skeleton) while the loader
 * checks and loads it, then renders it inside the SDK's services and its own error boundary. A failed
 * load shows why; an unavailable one offers the portal's Retry.
 */
function RemoteAreaPage({ remote, labelKey, basePath, reloadOnce }: RemoteAreaPageProps) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const [, setGeneration] = useState(0);
  const [retrying, startRetry] = useTransition();
  const result = use(
    areaLoad(remote, {
      runtime: federationRuntime,
      remoteOrigins: config.remoteOrigins,
      reloadOnce,
      // RES-02: an area's files get a read's deadline, as every other wait of the portal.
      timeoutMs: deadlinesOf(config).readAttemptMs,
    }),
  );
  if (!result.ok) {
    const retry = () =>
      startRetry(() => {
        forgetAreaLoad(remote.id);
        setGeneration((generation) => generation + 1);
      });
    return <LoadFailure error={result.error} title={t(labelKey)} onRetry={retry} retrying={retrying} />;
  }
  const Area = result.loaded.module.default;
  return (
    <AreaServicesProvider remote={remote} basePath={basePath}>
      {/* PLUG-04, RES-06: what the area throws is recorded as failed and logged once, with its id. */}
      <PartBoundary
        part={`remote area ${remote.id}`}
        area={remote.id}
        onError={() => setRemoteAreaStatus(remote.id, { state: 'failed' })}
        renderFallback={({ error, retry }) => <AreaError error={error} labelKey={labelKey} onRetry={retry} />}
      >
        <LoadedAreaFrame>
          <Area />
        </LoadedAreaFrame>
      </PartBoundary>
    </AreaServicesProvider>
  );
}

/**
 * The route's component for one remote area (the route table stays plain data): federated here, or
 * isolated (PLUG-14), whose page is a chunk of its own, loaded only when an isolated area opens.
 */
export const remoteAreaPage = (props: RemoteAreaPageProps): ComponentType =>
  props.remote.isolation === 'frame'
    ? lazy(() =>
        import('./isolated/isolated-area-page').then(({ isolatedAreaPage }) => ({ default: isolatedAreaPage(props) })),
      )
    : function RemoteAreaRoute() {
        return <RemoteAreaPage {...props} />;
      };
