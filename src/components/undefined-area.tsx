import { useTranslation } from 'react-i18next';
import { AreaFrame } from './area-frame';
import { AreaNotice } from './area-notice';

/**
 * An area whose content is not defined yet (ROUTE-08): the route's title and purpose in the common
 * frame, and an honest note instead of invented data.
 */
export function UndefinedArea() {
  const { t } = useTranslation();
  return (
    <AreaFrame>
      <AreaNotice title={t('areas.notDefinedTitle')}>{t('areas.notDefined')}</AreaNotice>
    </AreaFrame>
  );
}
