import { forwardRef, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ChatMessage } from './chat-message';
import { MessageItem } from './message-item';
import { MessageSkeletons } from './message-skeletons';

/** How many of the latest messages a long history shows at once; the earlier ones follow in the background. */
export const FIRST_PAINT_MESSAGES = 30;

export type MessageListProps = {
  messages: ChatMessage[];
  showEmptyHint: boolean;
  /** The thread or its history is on its way: message-sized skeletons, and the log busy (UX-05). */
  loading?: boolean;
  onRetry: (id: string) => void;
};

/**
 * The conversation as a polite live log (CHAT-15): screen readers announce new messages.
 *
 * A long history (PERF-02) paints its latest messages first and adds the earlier ones in a
 * transition, which typing and clicking interrupt; the reader's distance from the end is kept.
 */
export const MessageList = forwardRef<HTMLDivElement, MessageListProps>(function MessageList(
  { messages, showEmptyHint, loading = false, onRetry },
  ref,
) {
  const { t } = useTranslation();
  // One callback for the whole life of the list, so the memoised messages do not re-render on each change.
  const latestRetry = useRef(onRetry);
  useLayoutEffect(() => {
    latestRetry.current = onRetry;
  });
  const retry = useCallback((id: string) => latestRetry.current(id), []);

  const [complete, setComplete] = useState(false);
  const partial = !complete && messages.length > FIRST_PAINT_MESSAGES;
  const shown = partial ? messages.slice(-FIRST_PAINT_MESSAGES) : messages;
  useEffect(() => {
    if (partial) startTransition(() => setComplete(true));
  }, [partial]);

  const element = useRef<HTMLDivElement | null>(null);
  const setElement = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // Where the reader is, as distance from the end, so adding the earlier messages above moves nothing.
  const fromEnd = useRef(0);
  const onScroll = () => {
    const log = element.current;
    if (log) fromEnd.current = log.scrollHeight - log.clientHeight - log.scrollTop;
  };
  useLayoutEffect(() => {
    const log = element.current;
    if (complete && log) log.scrollTop = log.scrollHeight - log.clientHeight - fromEnd.current;
  }, [complete]);

  return (
    <Box
      ref={setElement}
      role="log"
      aria-live="polite"
      aria-busy={partial || (loading && messages.length === 0) || undefined}
      aria-label={t('assistant.conversation')}
      tabIndex={0}
      onScroll={onScroll}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {showEmptyHint && messages.length === 0 && <Typography level="body-sm">{t('assistant.empty')}</Typography>}
      {loading && messages.length === 0 && <MessageSkeletons />}
      {shown.map((message) => (
        <MessageItem key={message.id} message={message} onRetry={retry} />
      ))}
    </Box>
  );
});
