import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import { AreaFrame } from '@/components/area-frame';
import { AreaNotice } from '@/components/area-notice';

/** An area that crashed: the shell stays, the area explains and offers a reload (ERR-03). */
export function AreaError() {
  const { t } = useTranslation();
  console.error('Area failed', useRouteError());
  return (
    <AreaFrame title={t('errors.areaTitle')} purpose={t('errors.areaPurpose')}>
      <AreaNotice title={t('errors.areaNotice')}>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </AreaNotice>
    </AreaFrame>
  );
}
