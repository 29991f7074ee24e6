import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import { AreaFrame } from '@/components/area-frame';
import { AreaNotice } from '@/components/area-notice';
import { ChunkLoadError } from '@/utils/chunk-reload';

/**
 * An area that crashed: the shell stays, the area explains and offers a reload (ERR-03). An area
 * whose code is gone after a deployment, after the one automatic reload, says so (DEPLOY-07).
 */
export function AreaError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  console.error('Area failed', error);
  const chunkGone = error instanceof ChunkLoadError;
  return (
    <AreaFrame title={t('errors.areaTitle')} purpose={t(chunkGone ? 'errors.chunkPurpose' : 'errors.areaPurpose')}>
      <AreaNotice title={t(chunkGone ? 'errors.chunkNotice' : 'errors.areaNotice')}>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </AreaNotice>
    </AreaFrame>
  );
}
