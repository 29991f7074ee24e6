import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ChatMessage } from './chat-message';
import { MessageItem } from './message-item';

export type MessageListProps = { messages: ChatMessage[]; showEmptyHint: boolean; onRetry: (id: string) => void };

/** The conversation as a polite live log (CHAT-15): screen readers announce new messages. */
export const MessageList = forwardRef<HTMLDivElement, MessageListProps>(function MessageList(
  { messages, showEmptyHint, onRetry },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Box
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label={t('assistant.conversation')}
      tabIndex={0}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {showEmptyHint && messages.length === 0 && <Typography level="body-sm">{t('assistant.empty')}</Typography>}
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} onRetry={onRetry} />
      ))}
    </Box>
  );
});
