import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import type { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import { StatusChip } from '@/components/status-chip';
import { serviceState } from './service-status';
import { useServiceStatus } from './use-service-statuses';

export type ServiceStatusRowProps = { service: ServiceName };

/**
 * A service's version and reachability: Retry when it is down; "No permission" when it refused the
 * caller (401/403), which no retry changes (UX-06).
 */
export function ServiceStatusRow({ service }: ServiceStatusRowProps) {
  const { t } = useTranslation();
  const query = useServiceStatus(service);
  const state = serviceState(query);
  return (
    <tr data-service={service} data-state={state}>
      <th scope="row">{service}</th>
      <td>{query.data?.build.version ?? (state === 'pending' ? t('pulse.loading') : '—')}</td>
      <td>
        {state === 'down' ? (
          <>
            <StatusChip status="error">{t('pulse.unavailable')}</StatusChip>{' '}
            <Button
              size="sm"
              variant="outlined"
              onClick={() => void query.refetch()}
              aria-label={t('pulse.retryService', { service })}
            >
              {t('pulse.retry')}
            </Button>
          </>
        ) : state === 'forbidden' ? (
          <StatusChip status="denied">{t('pulse.forbidden')}</StatusChip>
        ) : state === 'reachable' ? (
          <StatusChip status="ok">{t('pulse.reachable')}</StatusChip>
        ) : (
          <StatusChip status="pending">{t('pulse.loading')}</StatusChip>
        )}
      </td>
    </tr>
  );
}
