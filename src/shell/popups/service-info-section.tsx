import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { failureMarker, failureText } from '@/api/failure-text';
import { useGetServiceInfo } from '@/api/generated/actuator/actuator';
import { apiFailureOf } from '@/api/http-client';
import type { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import { RetryButton } from '@/components/retry-button';
import { RetryStatus } from '@/components/retry-status';
import { SkeletonOver } from '@/components/skeleton-over';
import { StatusChip } from '@/components/status-chip';
import { isFailing, retryProgress } from '@/hooks/query-retry';
import { useFormatDateTime } from '@/hooks/use-format-date-time';
import { AccordionSection } from './accordion-section';
import { ServiceInfoDetails } from './service-info-details';
import { serviceInfoGroups } from './service-info-groups';

export type ServiceInfoSectionProps = { service: ServiceName; runtimeDetails: boolean };

/**
 * One service's info, loaded on its own, as an accordion that starts open (SEED-02): a failing
 * service shows Unavailable with what went wrong (RES-01, RES-02) and Retry from its first failure,
 * and react-query's retries (UX-05).
 */
export function ServiceInfoSection({ service, runtimeDetails }: ServiceInfoSectionProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const info = useGetServiceInfo(service);
  const failing = isFailing(info);
  const received = failing ? undefined : info.data;
  const headingId = useId();
  const progress = retryProgress(info);
  const failure = apiFailureOf(info.error ?? info.failureReason);
  const side = failing ? (
    <span {...failureMarker('getServiceInfo', failure)} style={{ display: 'contents' }}>
      <StatusChip status="error">{t('popups.versionInfo.unavailable')}</StatusChip>
      <RetryButton subject={service} busy={progress.phase === 'retrying'} onRetry={() => void info.refetch()} />
      <Typography level="body-xs" component="span">
        {failureText(t, failure)}
      </Typography>
      <RetryStatus progress={progress} />
    </span>
  ) : info.isPending ? (
    <SkeletonOver>
      <StatusChip status="pending">{t('popups.versionInfo.loading')}</StatusChip>
    </SkeletonOver>
  ) : (
    <Typography level="body-sm">{received?.build?.version}</Typography>
  );
  return (
    <Sheet
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-service={service}
      sx={{ borderRadius: 'sm' }}
    >
      <AccordionSection labelId={headingId} summary={<Typography level="title-md">{service}</Typography>} side={side}>
        {received && <ServiceInfoDetails groups={serviceInfoGroups(received, { runtimeDetails, formatTime })} />}
      </AccordionSection>
    </Sheet>
  );
}
