import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import { useGetServiceInfo } from '../../api/generated/actuator/actuator';
import type { ServiceName } from '../../api/generated/actuator/actuator.schemas';

/** The instance status reloads every 20 minutes (spec §9). */
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
            <Chip color="danger" variant="soft">
              {t('pulse.unavailable')}
            </Chip>{' '}
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
          <Chip color="success" variant="soft">
            {t('pulse.reachable')}
          </Chip>
        ) : (
          <Chip variant="outlined">{t('pulse.loading')}</Chip>
        )}
      </td>
    </tr>
  );
}
