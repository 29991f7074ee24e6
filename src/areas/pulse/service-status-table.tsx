import { useTranslation } from 'react-i18next';
import Table from '@mui/joy/Table';
import { ServiceStatusRow } from './service-status-row';
import type { ServiceStatus } from './use-service-statuses';

export type ServiceStatusTableProps = { statuses: readonly ServiceStatus[] };

/** One row per backend service; each row loads on its own so one failing service hides nothing else. */
export function ServiceStatusTable({ statuses }: ServiceStatusTableProps) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('pulse.title')} stickyHeader>
      <thead>
        <tr>
          <th scope="col">{t('pulse.service')}</th>
          <th scope="col">{t('pulse.version')}</th>
          <th scope="col">{t('pulse.status')}</th>
        </tr>
      </thead>
      <tbody>
        {statuses.map(({ service, query }) => (
          <ServiceStatusRow key={service} service={service} query={query} />
        ))}
      </tbody>
    </Table>
  );
}
