import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getThread, getThreadMessages, postMessage } from '@/api/generated/assistant/assistant';
import { isHttpErrorStatus } from '@/api/http-status';
import { greetingFor, isSendable, toChatMessages, type ChatMessage } from './chat-message';
import { INITIAL_CHAT_STATE, chatReducer, isBusy, isReadyToSend, type ChatState } from './chat-state';
import { readStoredThread, storeThread } from './thread-storage';

let lastId = 0;
const nextId = () => `local-${++lastId}`;

const assistantMessage = (text: string): ChatMessage => ({
  id: nextId(),
  role: 'assistant',
  text,
  createdAt: Date.now(),
});

/** The conversation and what the user can do with it. */
export type AssistantChat = {
  state: ChatState;
  /** Sends a message; false when it may not be sent now (CHAT-04). */
  send: (text: string) => boolean;
  /** Sends a failed message again, in place of the failed one. */
  retry: (id: string) => void;
  /** Starts a new conversation (also after a failed thread request); ignored while busy. */
  restart: () => void;
};

/**
 * The conversation (CHAT-02): reuses the thread stored in sessionStorage and loads its history, or
 * starts a new thread, stores it and silently sends the greeting. Starts once, when first used.
 */
export function useAssistantChat(): AssistantChat {
  const { i18n } = useTranslation();
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT_STATE);
  // Guards against a second send before React re-renders (a double click, Enter and click).
  const sending = useRef(false);
  const language = i18n.resolvedLanguage;

  const startNewThread = useCallback(async () => {
    dispatch({ type: 'start' });
    let threadId: string;
    try {
      ({ threadId } = await getThread());
    } catch (error) {
      console.warn('The assistant could not start a conversation.', error);
      dispatch({ type: 'threadFailed' });
      return;
    }
    storeThread(threadId);
    dispatch({ type: 'threadCreated', threadId });
    try {
      const { message } = await postMessage({ threadId, message: greetingFor(language) });
      dispatch({ type: 'welcomed', threadId, reply: assistantMessage(message) });
    } catch (error) {
      console.warn('The assistant did not answer the greeting.', error);
      dispatch({ type: 'welcomed', threadId });
    }
  }, [language]);

  const resume = useCallback(
    async (threadId: string) => {
      dispatch({ type: 'resume', threadId });
      try {
        const { data } = await getThreadMessages(threadId);
        dispatch({ type: 'historyLoaded', threadId, messages: toChatMessages(data) });
      } catch (error) {
        // CHAT-11: a console warning only. A thread the server no longer knows cannot go on.
        console.warn('The conversation history could not be loaded.', error);
        if (isHttpErrorStatus(error, (status) => status === 404)) await startNewThread();
        else dispatch({ type: 'historyFailed', threadId });
      }
    },
    [startNewThread],
  );

  // Once per mount, also under StrictMode's double effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = readStoredThread();
    void (stored ? resume(stored) : startNewThread());
  }, [resume, startNewThread]);

  const deliver = useCallback(
    (text: string, id: string): boolean => {
      const { threadId } = state;
      if (threadId === undefined || !isReadyToSend(state) || sending.current || !isSendable(text)) return false;
      sending.current = true;
      const message: ChatMessage = { id, role: 'user', text: text.trim(), createdAt: Date.now(), delivery: 'sending' };
      dispatch({ type: 'sending', threadId, message });
      postMessage({ threadId, message: message.text })
        .then(({ message: reply }) => dispatch({ type: 'replied', threadId, id, reply: assistantMessage(reply) }))
        .catch((error: unknown) => {
          console.warn('The message could not be sent.', error);
          dispatch({ type: 'sendFailed', threadId, id });
        })
        .finally(() => (sending.current = false));
      return true;
    },
    [state],
  );

  const send = useCallback((text: string) => deliver(text, nextId()), [deliver]);
  const retry = useCallback(
    (id: string) => {
      const failed = state.messages.find((message) => message.id === id && message.delivery === 'failed');
      if (failed) deliver(failed.text, id);
    },
    [deliver, state.messages],
  );
  const restart = useCallback(() => {
    if (!isBusy(state)) void startNewThread();
  }, [startNewThread, state]);

  return { state, send, retry, restart };
}
