import { useTranslation } from 'react-i18next';
import Table from '@mui/joy/Table';
import { REFLOW_TABLE_SX } from '@/components/reflow-table';
import { ServiceStatusRow } from './service-status-row';
import { SERVICES, usePulseSummary } from './use-service-statuses';

/**
 * One row per backend service; each row loads on its own so one failing service hides nothing else.
 * Busy (announced once) while a row still waits for its first answer (UX-05).
 */
export function ServiceStatusTable() {
  const { t } = useTranslation();
  const { waiting } = usePulseSummary();
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
        {SERVICES.map((service) => (
          <ServiceStatusRow key={service} service={service} />
        ))}
      </tbody>
    </Table>
  );
}
