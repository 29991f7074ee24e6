import { useTranslation } from 'react-i18next';
import { AreaFrame } from '@/components/area-frame';
import { PulseSummary } from './pulse-summary';
import { ServiceStatusTable } from './service-status-table';

/** Platform status: a summary, then each backend service's name, version and reachability (lazily loaded route module). */
export default function PulsePage() {
  const { t } = useTranslation();
  return (
    <AreaFrame title={t('pulse.title')} purpose={t('pulse.purpose')}>
      <PulseSummary />
      <ServiceStatusTable />
    </AreaFrame>
  );
}
