import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import { isBusy, type ChatState } from './chat-state';

export type BusyStatusProps = { state: ChatState };

/** The loading indicator (CHAT-05): connecting to a thread, loading its history, or waiting for a reply. */
export function BusyStatus({ state }: BusyStatusProps) {
  const { t } = useTranslation();
  const text = !isBusy(state) ? '' : state.replyPending ? t('assistant.answering') : t('assistant.starting');
  return (
    <Box component="output" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, minHeight: text ? 32 : 0 }}>
      {text && (
        <>
          <CircularProgress size="sm" aria-hidden sx={{ '--CircularProgress-size': '18px' }} />
          <Typography level="body-xs">{text}</Typography>
        </>
      )}
    </Box>
  );
}
