import type { ReactNode } from 'react';
import { PartBoundary } from '@/components/part-boundary';
import { AreaError } from '@/components/area-error';

export type AreaErrorBoundaryProps = {
  path: string;
  /** The area's id (a built-in area's path, a remote area's id): what the telemetry names (OBS-03). */
  area: string;
  labelKey: string;
  children: ReactNode;
};

/**
 * Catches what an area throws while loading or rendering (ERR-03, RES-03, DEPLOY-07) and shows
 * {@link AreaError} in its place, naming the area; the shell stays. The router keys it by route, so
 * another area starts afresh. A plain error boundary instead of the data router's `errorElement`,
 * which kept react-router's data layer (~17 KiB gzip) in the startup JavaScript (PERF-04).
 */
export function AreaErrorBoundary({ path, area, labelKey, children }: AreaErrorBoundaryProps) {
  return (
    <PartBoundary
      part={`area /${path}`}
      area={area}
      renderFallback={({ error, retry }) => <AreaError error={error} labelKey={labelKey} onRetry={retry} />}
    >
      {children}
    </PartBoundary>
  );
}
