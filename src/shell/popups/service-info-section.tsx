import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useGetServiceInfo } from '@/api/generated/actuator/actuator';
import type { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import { StatusChip } from '@/components/status-chip';
import { useFormatDateTime } from '@/hooks/use-format-date-time';
import { AccordionSection } from './accordion-section';
import { ServiceInfoDetails } from './service-info-details';
import { serviceInfoGroups, type ReceivedServiceInfo } from './service-info-groups';

export type ServiceInfoSectionProps = { service: ServiceName; runtimeDetails: boolean };

/**
 * One service's info, loaded on its own, as an accordion that starts open (SEED-02): a failing
 * service shows Unavailable with Retry, nothing else.
 */
export function ServiceInfoSection({ service, runtimeDetails }: ServiceInfoSectionProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const info = useGetServiceInfo(service);
  const received: ReceivedServiceInfo | undefined = info.isError ? undefined : info.data;
  const headingId = useId();
  const side = info.isError ? (
    <>
      <StatusChip status="error">{t('popups.versionInfo.unavailable')}</StatusChip>
      <Button
        size="sm"
        variant="outlined"
        loading={info.isFetching}
        onClick={() => void info.refetch()}
        aria-label={t('popups.versionInfo.retryService', { service })}
      >
        {t('popups.versionInfo.retry')}
      </Button>
    </>
  ) : info.isPending ? (
    <StatusChip status="pending">{t('popups.versionInfo.loading')}</StatusChip>
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
