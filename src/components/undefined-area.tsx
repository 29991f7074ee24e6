import { useTranslation } from 'react-i18next';
import { AreaFrame } from './area-frame';
import { AreaNotice } from './area-notice';

/** An area whose content is not defined yet (ROUTE-08): its texts are `areas.<area>.title` and `.purpose`. */
export type UndefinedAreaKey = string;

/** The area's title and purpose in the common frame, and an honest note instead of invented data. */
export function UndefinedArea({ area }: { area: UndefinedAreaKey }) {
  const { t } = useTranslation();
  return (
    <AreaFrame title={t(`areas.${area}.title`)} purpose={t(`areas.${area}.purpose`)}>
      <AreaNotice title={t('areas.notDefinedTitle')}>{t('areas.notDefined')}</AreaNotice>
    </AreaFrame>
  );
}
