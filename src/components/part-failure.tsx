import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import type { PartFailureProps } from './part-boundary';

/**
 * The fallback of a part that failed, in its place (RES-03): its name, that it could not be shown,
 * and Try again. Compact, so it fits where a header widget was.
 */
export function PartFailure({ part, retry }: PartFailureProps) {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-part-failed={part} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography level="body-xs" color="danger" sx={{ minWidth: 0 }}>
        {t('errors.partFailed', { part: t(`errors.parts.${part}`) })}
      </Typography>
      <Button size="sm" variant="outlined" color="danger" onClick={retry} sx={{ flexShrink: 0 }}>
        {t('errors.tryAgain')}
      </Button>
    </Box>
  );
}

/** The fallback of a part as a render function, for {@link PartBoundary}'s `renderFallback`. */
export const partFailure = (failure: PartFailureProps) => <PartFailure {...failure} />;
