import { useTranslation } from 'react-i18next';
import Typography from '@mui/joy/Typography';
import type { RetryProgress } from '@/hooks/query-retry';

/**
 * The visible side of react-query's background retries (UX-05): "Retrying (attempt 2 of 3)…" from the
 * first failure on, then "Gave up after 3 attempts." A polite live region (not role=status: one screen
 * may hold several, and the popups' own status lines stay unique).
 */
export function RetryStatus({ progress }: { progress: RetryProgress }) {
  const { t } = useTranslation();
  const text =
    progress.phase === 'retrying'
      ? t('common.retrying', { attempt: progress.attempt, of: progress.of })
      : progress.phase === 'gave-up'
        ? t('common.gaveUp', { count: progress.attempts })
        : '';
  return (
    <Typography level="body-xs" component="span" aria-live="polite" aria-atomic data-retry-status={progress.phase}>
      {text}
    </Typography>
  );
}
