import { useTranslation } from 'react-i18next';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import { failureMarker } from '@/api/failure-text';
import type { ApiFailure } from '@/api/http-client';
import { RetryButton } from '@/components/retry-button';

export type ThreadErrorProps = { onRetry: () => void; failure?: ApiFailure };

/**
 * The notification of a failed thread request (CHAT-11), announced as an alert; its text
 * is exactly the catalogue's (trailing space included). Retry (the portal's one control, UX-05)
 * requests a new thread.
 */
export function ThreadError({ onRetry, failure }: ThreadErrorProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, pb: 0 }} {...failureMarker('getThread', failure)}>
      <Alert role="alert" color="danger" variant="soft" sx={{ flex: 1, whiteSpace: 'pre-wrap' }}>
        {t('assistant.error')}
      </Alert>
      <RetryButton onRetry={onRetry} />
    </Box>
  );
}
