import { useTranslation } from 'react-i18next';
import { AreaFrame } from '../../components/area-frame';

/** The documentation area (lazily loaded route module); the embedded page comes with the shell issue. */
export default function DocumentationPage() {
  const { t } = useTranslation();
  return <AreaFrame title={t('areas.documentation.title')} purpose={t('areas.documentation.purpose')} />;
}
