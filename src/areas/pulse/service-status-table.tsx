import { useTranslation } from 'react-i18next';
import Table from '@mui/joy/Table';
import type { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import { REFLOW_TABLE_SX } from '@/components/reflow-table';
import { ServiceStatusRow } from './service-status-row';
import type { ServiceStatus } from './use-service-statuses';

export type ServiceStatusTableProps = {
  rows: readonly ServiceStatus[];
  /** A row still waits for its first answer: the table is busy (announced once, UX-05). */
  waiting: boolean;
  onRetry: (service: ServiceName) => void;
};

/** One row per backend service; a failing service hides nothing else. */
export function ServiceStatusTable({ rows, waiting, onRetry }: ServiceStatusTableProps) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('pulse.title')} aria-busy={waiting} stickyHeader sx={REFLOW_TABLE_SX}>
      <thead>
        <tr>
          <th scope="col">{t('pulse.service')}</th>
          <th scope="col">{t('pulse.version')}</th>
          <th scope="col">{t('pulse.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((status) => (
          <ServiceStatusRow key={status.service} status={status} onRetry={onRetry} />
        ))}
      </tbody>
    </Table>
  );
}
