import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetThreadMessagesQueryKey,
  getGetThreadQueryKey,
  useGetThread,
  useGetThreadMessages,
  usePostMessage,
} from '@/api/generated/assistant/assistant';
import type { MessageList } from '@/api/generated/assistant/assistant.schemas';
import { apiFailureOf, isHttpErrorStatus, type ApiFailure } from '@/api/http-client';
import { greetingFor, toChatMessages, type ChatMessage } from './chat-message';
import { textMessage, withMessages, type ChatPhase } from './chat-state';
import { readStoredThread, storeThread } from './thread-storage';

/** The current thread: its phase, id and history, and how to start over. */
export type ChatThread = {
  phase: ChatPhase;
  threadId?: string;
  history: ChatMessage[];
  restart: () => void;
  /** Why the thread request failed (phase `failed`). */
  failure?: ApiFailure;
};

const NO_MESSAGES: ChatMessage[] = [];
const toHistory = ({ data }: MessageList): ChatMessage[] => toChatMessages(data);
const is404 = (error: unknown) => isHttpErrorStatus(error, (status) => status === 404);
// One request each: GET /thread creates a thread, so it is never repeated behind the user's back.
const ONCE = { staleTime: Infinity, retry: false } as const;

/** Stores a new thread and sends the silent greeting once (CHAT-09), also under StrictMode's double effects. */
function useGreeting(created: string | undefined): boolean {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const greeting = usePostMessage({
    mutation: {
      // The greeting's answer joins the history in the query cache, as the server records it.
      onSuccess: ({ message }, { data }) =>
        queryClient.setQueryData(getGetThreadMessagesQueryKey(data.threadId), (cached?: MessageList) =>
          withMessages(cached, [textMessage(`${data.threadId}:welcome`, 'assistant', message, Date.now())]),
        ),
      onError: (error) => console.warn('The assistant did not answer the greeting.', error),
    },
  });
  const greeted = useRef<string | undefined>(undefined);
  const { mutate: greet } = greeting;
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    if (!created || greeted.current === created) return;
    greeted.current = created;
    storeThread(created);
    greet({ data: { threadId: created, message: greetingFor(language) } });
  }, [created, greet, language]);
  return greeting.variables?.data.threadId === created && (greeting.isSuccess || greeting.isError);
}

/** The phase of a resumed thread (loading its history) or of a new one (starting, greeting, failed). */
function phaseOf(resumed: boolean, loading: boolean, failed: boolean, created: unknown, greeted: boolean): ChatPhase {
  if (resumed) return loading ? 'loading' : 'ready';
  if (failed) return 'failed';
  if (!created) return 'starting';
  return greeted ? 'ready' : 'greeting';
}

/**
 * The conversation's thread (CHAT-02): the one stored in sessionStorage with its history, or a new one
 * (stored, then greeted). A stored thread the server no longer knows (404) gives way to a new one.
 * Each restart is a new round of the thread query, so a new GET /thread.
 */
export function useChatThread(): ChatThread {
  const [{ resume, round }, setConversation] = useState(() => ({ resume: readStoredThread(), round: 0 }));
  const stored = useGetThreadMessages(resume ?? '', undefined, { query: { ...ONCE, enabled: resume !== undefined } });
  const resumed = resume !== undefined && !is404(stored.error);
  const thread = useGetThread(undefined, {
    // Once created, the thread is never fetched again, not even when all queries are invalidated (CUST-05).
    query: { ...ONCE, queryKey: [...getGetThreadQueryKey(), round], enabled: ({ state }) => !resumed && !state.data },
  });
  const created = resumed ? undefined : thread.data?.threadId;
  const threadId = resumed ? resume : created;
  // The shown history: the stored thread's as loaded, a new thread's as the greeting and sends fill it.
  const history = useGetThreadMessages(threadId ?? '', undefined, { query: { enabled: false, select: toHistory } });
  const greeted = useGreeting(created);

  useEffect(() => {
    if (thread.error) console.warn('The assistant could not start a conversation.', thread.error);
  }, [thread.error]);
  useEffect(() => {
    // CHAT-11: a failed history load is a console warning only.
    if (stored.error) console.warn('The conversation history could not be loaded.', stored.error);
  }, [stored.error]);

  const restart = useCallback(
    () => setConversation((current) => ({ resume: undefined, round: current.round + 1 })),
    [],
  );
  // The welcome lands in the history cache just before the mutation reports success: ready from then on.
  const welcomed = greeted || history.data !== undefined;
  const phase = phaseOf(resumed, stored.isPending, thread.isError, created, welcomed);
  return { phase, threadId, history: history.data ?? NO_MESSAGES, restart, failure: apiFailureOf(thread.error) };
}
