import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { PartFailureProps } from '@/components/part-boundary';
import type { PopupProps } from './popup-dialog';

/**
 * A popup that failed (RES-03): where it would open, a notice of its name that says so, with Try
 * again and Close. No modal of its own: its code may be what failed to load (PERF-01 keeps Joy's
 * Modal off the start, in the popups' chunk).
 */
export function PopupFailure({ part, retry, open, onClose }: PartFailureProps & PopupProps) {
  const { t } = useTranslation();
  const tryAgain = useRef<HTMLButtonElement>(null);
  // The popup's opener had the focus: it moves here, so the keyboard finds the way on.
  useEffect(() => {
    if (open) tryAgain.current?.focus();
  }, [open]);
  if (!open) return null;
  const name = t(`errors.parts.${part}`);
  return (
    <Sheet
      role="alertdialog"
      aria-label={name}
      variant="outlined"
      sx={{
        position: 'fixed',
        top: 80,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1300,
        p: 2,
        borderRadius: 'md',
        boxShadow: 'lg',
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Typography level="title-md" component="h2" sx={{ mb: 1 }}>
        {name}
      </Typography>
      <Typography role="alert" sx={{ mb: 1.5 }}>
        {t('errors.partFailed', { part: name })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button ref={tryAgain} onClick={retry}>
          {t('errors.tryAgain')}
        </Button>
        <Button variant="plain" color="neutral" onClick={onClose}>
          {t('popups.close')}
        </Button>
      </Box>
    </Sheet>
  );
}
