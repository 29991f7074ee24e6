import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useFormatDateTime } from '@/hooks/use-format-date-time';
import { summarise } from './service-status';
import type { ServiceStatus } from './use-service-statuses';

export type PulseSummaryProps = { statuses: readonly ServiceStatus[] };

/** "6 of 7 reachable", when the last answer came and a refresh that asks every service again (UX-06). */
export function PulseSummary({ statuses }: PulseSummaryProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const queries = statuses.map(({ query }) => query);
  const { reachable, total, lastCheck } = summarise(queries);
  const refreshing = queries.some((query) => query.isFetching);
  return (
    <Stack direction="row" alignItems="center" flexWrap="wrap" columnGap={2} rowGap={1} sx={{ mb: 2 }}>
      <Typography level="title-md" component="output" data-testid="pulse-summary">
        {t('pulse.summary', { reachable, total })}
      </Typography>
      <Typography level="body-sm" sx={{ mr: 'auto' }}>
        {lastCheck === undefined ? t('pulse.neverChecked') : t('pulse.lastCheck', { time: formatTime(lastCheck) })}
      </Typography>
      <Button
        size="sm"
        variant="outlined"
        loading={refreshing}
        onClick={() => queries.forEach((query) => void query.refetch())}
      >
        {t('pulse.refresh')}
      </Button>
    </Stack>
  );
}
