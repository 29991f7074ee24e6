import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { AreaFrame } from './area-frame';
import { AreaNotice } from './area-notice';
import { ChunkLoadError } from '@/utils/chunk-reload';

export type AreaErrorProps = {
  error: unknown;
  /** The area's navigation label, to name what failed (RES-03). */
  labelKey?: string;
  /** Renders the area afresh (its boundary's retry). */
  onRetry?: () => void;
};

/**
 * An area that crashed: the shell stays, the area explains what failed and offers Try again and a
 * reload (ERR-03, RES-03). An area whose code is gone after a deployment, after the one automatic
 * reload, says so (DEPLOY-07). Its boundary has logged the error once.
 */
export function AreaError({ error, labelKey, onRetry }: AreaErrorProps) {
  const { t } = useTranslation();
  const chunkGone = error instanceof ChunkLoadError;
  const purpose = chunkGone
    ? t('errors.chunkPurpose')
    : labelKey
      ? t('errors.areaPurposeNamed', { area: t(labelKey) })
      : t('errors.areaPurpose');
  return (
    <AreaFrame title={t('errors.areaTitle')} purpose={purpose}>
      <AreaNotice title={t(chunkGone ? 'errors.chunkNotice' : 'errors.areaNotice')}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {onRetry && !chunkGone && (
            <Button variant="outlined" onClick={onRetry}>
              {t('errors.tryAgain')}
            </Button>
          )}
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        </Box>
      </AreaNotice>
    </AreaFrame>
  );
}
