import { useTranslation } from 'react-i18next';
import { AreaFrame } from '../../components/area-frame';

/** The customers area (lazily loaded route module); the table comes with the shell issue. */
export default function CustomersPage() {
  const { t } = useTranslation();
  return <AreaFrame title={t('areas.customers.title')} purpose={t('areas.customers.purpose')} />;
}
