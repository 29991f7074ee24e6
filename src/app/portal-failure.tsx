import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { AreaFrame } from '@/components/area-frame';
import { AreaNotice } from '@/components/area-notice';
import type { PartFailureProps } from '@/components/part-boundary';
import { HEADER_HEIGHT } from '@/shell/shell-size';

/**
 * What shows when a part every screen needs threw (the customer context, the router, the shell
 * itself), RES-03: never a blank page, but the portal's frame with what failed and Reload.
 */
export function PortalFailure({ error }: PartFailureProps) {
  const { t } = useTranslation();
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.body' }}>
      <Box
        component="header"
        sx={{
          height: HEADER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          px: 2,
          borderBottom: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.surface',
        }}
      >
        <Typography level="title-lg" component="p">
          {t('app.title')}
        </Typography>
      </Box>
      <Box component="main">
        <AreaFrame title={t('errors.portalTitle')} purpose={t('errors.portalPurpose')}>
          <AreaNotice title={t('errors.areaNotice')}>
            <Typography level="body-sm" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
              {t('errors.details', { message })}
            </Typography>
            <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          </AreaNotice>
        </AreaFrame>
      </Box>
    </Box>
  );
}
