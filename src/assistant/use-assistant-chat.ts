import { useMemo } from 'react';
import { isBusy, type ChatState } from './chat-state';
import { useChatSend } from './use-chat-send';
import { useChatThread } from './use-chat-thread';

/** The conversation and what the user can do with it. */
export type AssistantChat = {
  state: ChatState;
  /** Sends a message; false when it may not be sent now (CHAT-05). */
  send: (text: string) => boolean;
  /** Sends a failed message again, in place of the failed one (CHAT-14). */
  retry: (id: string) => void;
  /** Starts a new conversation (also after a failed thread request); ignored while busy. */
  restart: () => void;
  /** Stops waiting for the pending reply (RES-02); the message stays with Retry. */
  stop: () => void;
  /** Whether a reply is being waited for on the network, so Stop is offered. */
  canStop: boolean;
};

/**
 * The conversation (CHAT-02): the thread and its history are queries, sending is a mutation (ARCH-01);
 * this hook only puts them together. Starts when first used.
 */
export function useAssistantChat(): AssistantChat {
  const thread = useChatThread();
  const sending = useChatSend(thread.threadId, thread.phase === 'ready');
  const { history, unsent, replyPending } = { ...thread, ...sending };
  const state = useMemo<ChatState>(
    () => ({
      phase: thread.phase,
      threadId: thread.threadId,
      messages: [...history, ...unsent],
      replyPending,
      failure: thread.failure,
    }),
    [thread.phase, thread.threadId, history, unsent, replyPending, thread.failure],
  );
  const { restart } = thread;
  return {
    state,
    send: sending.send,
    retry: sending.retry,
    stop: sending.stop,
    canStop: sending.canStop,
    restart: () => {
      if (!isBusy(state)) restart();
    },
  };
}
