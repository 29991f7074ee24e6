import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';
import { useFormatDateTime } from '@/hooks/use-format-date-time';
import type { PulseStatuses } from './use-service-statuses';

// Below 1024 px (UX-01) the last check has a row of its own, so the longer text of the first answer
// cannot wrap the row and push the table down (PERF-06: CLS 0).
const LAST_CHECK_SX = { mr: 'auto', '@media (max-width: 1023.95px)': { order: 1, flexBasis: '100%' } } as const;

// The refresh icon and the spinner that replaces it while refreshing are the same size, so the button
// keeps its width when the first answers arrive (PERF-06: CLS 0).
const DECORATOR_SIZE = '14px';
const REFRESH_ICON = (
  <SvgIcon aria-hidden sx={{ width: DECORATOR_SIZE, height: DECORATOR_SIZE }}>
    <path d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z" />
  </SvgIcon>
);

/** "6 of 7 reachable", when the last answer came and a refresh that asks every service again (UX-06). */
export function PulseSummary({ summary, onRefresh }: { summary: PulseStatuses['summary']; onRefresh: () => void }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const { reachable, total, lastCheck, refreshing } = summary;
  return (
    <Stack direction="row" alignItems="center" flexWrap="wrap" columnGap={2} rowGap={1} sx={{ mb: 2 }}>
      <Typography level="title-md" component="output" data-testid="pulse-summary">
        {t('pulse.summary', { reachable, total })}
      </Typography>
      <Typography level="body-sm" sx={LAST_CHECK_SX}>
        {lastCheck === undefined ? t('pulse.neverChecked') : t('pulse.lastCheck', { time: formatTime(lastCheck) })}
      </Typography>
      <Button
        size="sm"
        variant="outlined"
        loading={refreshing}
        // The label stays and the spinner is decoration: a progressbar without a name fails axe (UX-05).
        loadingPosition="start"
        startDecorator={REFRESH_ICON}
        loadingIndicator={<CircularProgress size="sm" aria-hidden sx={{ '--CircularProgress-size': DECORATOR_SIZE }} />}
        onClick={onRefresh}
      >
        {t('pulse.refresh')}
      </Button>
    </Stack>
  );
}
