import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import { useGetServiceInfo } from '@/api/generated/actuator/actuator';
import type { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import { StatusChip } from '@/components/status-chip';

/** The instance status reloads every 20 minutes (ROUTE-06). */
export const INSTANCE_STATUS_RELOAD_MS = 1_200_000;

export type ServiceStatusRowProps = { service: ServiceName };

/** A service's version and reachability, with Retry when its info cannot be loaded. */
export function ServiceStatusRow({ service }: ServiceStatusRowProps) {
  const { t } = useTranslation();
  const info = useGetServiceInfo(service, undefined, { query: { refetchInterval: INSTANCE_STATUS_RELOAD_MS } });
  return (
    <tr data-service={service}>
      <th scope="row">{service}</th>
      <td>{info.data?.build.version ?? (info.isPending ? t('pulse.loading') : '—')}</td>
      <td>
        {info.isError ? (
          <>
            <StatusChip status="error">{t('pulse.unavailable')}</StatusChip>{' '}
            <Button
              size="sm"
              variant="outlined"
              onClick={() => void info.refetch()}
              aria-label={t('pulse.retryService', { service })}
            >
              {t('pulse.retry')}
            </Button>
          </>
        ) : info.isSuccess ? (
          <StatusChip status="ok">{t('pulse.reachable')}</StatusChip>
        ) : (
          <StatusChip status="pending">{t('pulse.loading')}</StatusChip>
        )}
      </td>
    </tr>
  );
}
