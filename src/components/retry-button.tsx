import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';

export type RetryButtonProps = {
  onRetry: () => void;
  /** A retry (automatic or asked for) is under way: shown, and clicks are ignored until it ends. */
  busy?: boolean;
  /** What is retried, for the accessible name when several Retry buttons share a screen ("Retry hub"). */
  subject?: string;
};

/**
 * The one Retry control of the portal (UX-05): the same look, label and accessible name wherever a
 * failed load or send can be tried again. Busy keeps focus (aria-disabled, not disabled), so a keyboard
 * user stays on it while the retry runs.
 */
export function RetryButton({ onRetry, busy = false, subject }: RetryButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      variant="outlined"
      color="danger"
      data-retry=""
      aria-label={subject === undefined ? undefined : t('common.retrySubject', { subject })}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      startDecorator={
        busy ? <CircularProgress size="sm" aria-hidden sx={{ '--CircularProgress-size': '14px' }} /> : undefined
      }
      onClick={() => {
        if (!busy) onRetry();
      }}
      sx={{ flexShrink: 0 }}
    >
      {t('common.retry')}
    </Button>
  );
}
