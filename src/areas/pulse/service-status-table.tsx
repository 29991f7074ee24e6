import { useTranslation } from 'react-i18next';
import Table from '@mui/joy/Table';
import { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import { REFLOW_TABLE_SX } from '@/components/reflow-table';
import { ServiceStatusRow } from './service-status-row';

/** One row per backend service; each row loads on its own so one failing service hides nothing else. */
export function ServiceStatusTable() {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('pulse.title')} stickyHeader sx={REFLOW_TABLE_SX}>
      <thead>
        <tr>
          <th scope="col">{t('pulse.service')}</th>
          <th scope="col">{t('pulse.version')}</th>
          <th scope="col">{t('pulse.status')}</th>
        </tr>
      </thead>
      <tbody>
        {Object.values(ServiceName).map((service) => (
          <ServiceStatusRow key={service} service={service} />
        ))}
      </tbody>
    </Table>
  );
}
