import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { failureMarker } from '@/api/failure-text';
import { RetryButton } from '@/components/retry-button';
import type { ChatMessage } from './chat-message';
import { formatMessageTime } from './format-time';
import { MARKDOWN_STYLES } from './markdown-styles';
import { MarkdownMessage } from './markdown-message';

export type MessageItemProps = { message: ChatMessage; onRetry: (id: string) => void };

/**
 * One message: who and when, then the text (assistant: Markdown; user: plain text) and its delivery
 * state. Memoised, so that a long history (PERF-02) does not re-render when a message is added.
 */
export const MessageItem = memo(function MessageItem({ message, onRetry }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const mine = message.role === 'user';
  return (
    <Box
      data-role={message.role}
      sx={{
        alignSelf: mine ? 'flex-end' : 'stretch',
        maxWidth: mine ? '90%' : '100%',
        px: 1.5,
        py: 1,
        borderRadius: 'md',
        bgcolor: mine ? 'primary.softBg' : 'background.surface',
        border: mine ? 'none' : '1px solid',
        borderColor: 'divider',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography level="body-xs" sx={{ mb: 0.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <strong>{mine ? t('assistant.you') : t('assistant.assistant')}</strong>
        {message.createdAt !== undefined && (
          <time dateTime={new Date(message.createdAt).toISOString()}>
            {formatMessageTime(message.createdAt, i18n.resolvedLanguage)}
          </time>
        )}
      </Typography>
      {mine ? (
        <Typography level="body-sm" sx={{ whiteSpace: 'pre-wrap', color: 'text.primary' }}>
          {message.text}
        </Typography>
      ) : (
        <Box sx={MARKDOWN_STYLES}>
          <MarkdownMessage text={message.text} />
        </Box>
      )}
      {message.delivery === 'sending' && <Typography level="body-xs">{t('assistant.sending')}</Typography>}
      {message.delivery === 'waiting' && <Typography level="body-xs">{t('offline.waiting')}</Typography>}
      {message.delivery === 'failed' && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}
          {...failureMarker('postMessage', message.failure)}
        >
          <Typography level="body-xs" color="danger">
            {message.failure?.kind === 'stopped'
              ? t('assistant.stopped')
              : message.failure?.kind === 'timeout'
                ? t('assistant.noReply', { seconds: message.failure.seconds })
                : t('assistant.failed')}
          </Typography>
          <RetryButton onRetry={() => onRetry(message.id)} />
        </Box>
      )}
    </Box>
  );
});
