import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import { isBusy, type ChatState } from './chat-state';

export type BusyStatusProps = {
  state: ChatState;
  /** Offered while a reply is waited for on the network (RES-02): no wait without a way out. */
  onStop?: () => void;
};

/**
 * The loading indicator (CHAT-05): connecting to a thread, loading its history, or waiting for a
 * reply, which Stop ends (RES-02). Stop sits outside the status region, so it is not announced.
 */
export function BusyStatus({ state, onStop }: BusyStatusProps) {
  const { t } = useTranslation();
  const text = !isBusy(state) ? '' : state.replyPending ? t('assistant.answering') : t('assistant.starting');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, minHeight: text ? 32 : 0 }}>
      <Box component="output" sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1 }}>
        {text && (
          <>
            <CircularProgress size="sm" aria-hidden sx={{ '--CircularProgress-size': '18px' }} />
            <Typography level="body-xs">{text}</Typography>
          </>
        )}
      </Box>
      {onStop && (
        <Button size="sm" variant="outlined" color="neutral" onClick={onStop}>
          {t('assistant.stop')}
        </Button>
      )}
    </Box>
  );
}
