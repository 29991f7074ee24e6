import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import Typography from '@mui/joy/Typography';
import { failureMarker, failureText } from '@/api/failure-text';
import { RetryButton } from '@/components/retry-button';
import { RetryStatus } from '@/components/retry-status';
import { SkeletonOver } from '@/components/skeleton-over';
import { StatusChip } from '@/components/status-chip';
import type { ServiceStatus } from './use-service-statuses';

export type ServiceStatusRowProps = {
  status: ServiceStatus;
  /** Stable for the page's life, so only a changed status renders its row again (PERF-09). */
  onRetry: (service: ServiceName) => void;
};

/**
 * A service's version and reachability: down from its first failure, with what went wrong (RES-01,
 * RES-02), react-query's retries and Retry (UX-05); "No permission" when it refused the caller
 * (401/403), which no retry changes (UX-06).
 * Until the first answer the cells are skeletons of the real content's size.
 */
export const ServiceStatusRow = memo(function ServiceStatusRow({ status, onRetry }: ServiceStatusRowProps) {
  const { t } = useTranslation();
  const { service, state, version, failure, progress } = status;
  return (
    <tr data-service={service} data-state={state}>
      <th scope="row">{service}</th>
      <td>{version ?? (state === 'pending' ? <SkeletonOver>{PLACEHOLDER_VERSION}</SkeletonOver> : '—')}</td>
      <td {...(state === 'down' || state === 'forbidden' ? failureMarker('getServiceInfo', failure) : {})}>
        {state === 'down' ? (
          <>
            <StatusChip status="error">{t('pulse.unavailable')}</StatusChip>{' '}
            <RetryButton subject={service} busy={progress.phase === 'retrying'} onRetry={() => onRetry(service)} />{' '}
            <Typography level="body-xs" component="span" data-failure={failure?.kind}>
              {failureText(t, failure)}
            </Typography>{' '}
            <RetryStatus progress={progress} />
          </>
        ) : state === 'forbidden' ? (
          <StatusChip status="denied">{t('pulse.forbidden')}</StatusChip>
        ) : state === 'reachable' ? (
          <StatusChip status="ok">{t('pulse.reachable')}</StatusChip>
        ) : (
          <SkeletonOver>
            <StatusChip status="pending">{t('pulse.loading')}</StatusChip>
          </SkeletonOver>
        )}
      </td>
    </tr>
  );
});

// As wide as a version number, so the skeleton has the size of the text that replaces it.
const PLACEHOLDER_VERSION = '0.00.00';
