import { useCallback, useMemo, useRef } from 'react';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import {
  getGetThreadMessagesQueryKey,
  getPostMessageMutationKey,
  getPostMessageMutationOptions,
  postMessage,
  type PostMessageMutationVariables,
} from '@/api/generated/assistant/assistant';
import type { MessageList } from '@/api/generated/assistant/assistant.schemas';
import { apiFailureOf } from '@/api/http-client';
import { isSendable, type ChatMessage } from './chat-message';
import { isOutgoing, textMessage, undelivered, withMessages, type Outgoing, type SendAttempt } from './chat-state';

let lastId = 0;
const nextId = () => `local-${++lastId}`;
const MUTATION_KEY = getPostMessageMutationKey();

/** The user's sends in a thread: what is in flight or failed, and how to send or retry. */
export type ChatSend = {
  unsent: ChatMessage[];
  replyPending: boolean;
  /** Sends a message; false when it may not be sent now (CHAT-04, CHAT-05). */
  send: (text: string) => boolean;
  /** Sends a failed message again under its id, so it moves to the end and is never shown twice (CHAT-14). */
  retry: (id: string) => void;
  /** RES-02: stops waiting for the reply; the message stays, failed as stopped, with Retry. */
  stop: () => void;
  /** A reply is being waited for on the network (not paused offline): Stop can end it. */
  canStop: boolean;
};

/**
 * Sending as the generated `postMessage` mutation (ARCH-01), each message with an abort signal of its
 * own (RES-02: Stop ends the wait for its reply). Every attempt stays in the mutation cache
 * (no garbage collection: a failed message must not vanish), a delivered message and its reply join
 * the thread's history in the query cache, and the latest attempt per message decides what shows.
 */
export function useChatSend(threadId: string | undefined, ready: boolean): ChatSend {
  const queryClient = useQueryClient();
  // One controller per message in flight, so Stop aborts the request it belongs to.
  const inFlight = useRef(new Map<string, AbortController>());
  const { mutate } = useMutation({
    ...getPostMessageMutationOptions({
      mutation: {
        gcTime: Infinity,
        onSuccess: ({ message }, variables) => {
          if (!isOutgoing(variables)) return;
          const { clientId, createdAt, data } = variables;
          queryClient.setQueryData(getGetThreadMessagesQueryKey(data.threadId), (cached?: MessageList) =>
            withMessages(cached, [
              textMessage(clientId, 'user', data.message, createdAt),
              textMessage(`${clientId}:reply`, 'assistant', message, Date.now()),
            ]),
          );
        },
        onError: (error) => console.warn('The message could not be sent.', error),
      },
    }),
    mutationFn: (variables: PostMessageMutationVariables) => {
      const controller = new AbortController();
      const id = isOutgoing(variables) ? variables.clientId : '';
      inFlight.current.set(id, controller);
      return postMessage(variables.data, variables.params, undefined, controller.signal).finally(() => {
        if (inFlight.current.get(id) === controller) inFlight.current.delete(id);
      });
    },
  });
  const attempts = useMutationState({
    filters: { mutationKey: MUTATION_KEY },
    select: ({ state }): SendAttempt => ({
      variables: state.variables,
      status: state.status,
      submittedAt: state.submittedAt,
      isPaused: state.isPaused,
      failure: state.status === 'error' ? apiFailureOf(state.error) : undefined,
    }),
  });
  const unsent = useMemo(() => undelivered(attempts, threadId), [attempts, threadId]);

  // Read from the cache, not from the last render: a double click or Enter plus click must not send twice.
  const deliver = useCallback(
    (outgoing: Outgoing): boolean => {
      if (!ready || queryClient.isMutating({ mutationKey: MUTATION_KEY }) > 0) return false;
      mutate(outgoing);
      return true;
    },
    [mutate, queryClient, ready],
  );
  const send = useCallback(
    (text: string) =>
      threadId !== undefined &&
      isSendable(text) &&
      deliver({ data: { threadId, message: text.trim() }, clientId: nextId(), createdAt: Date.now() }),
    [deliver, threadId],
  );
  const retry = useCallback(
    (id: string) => {
      const failed = unsent.find((message) => message.id === id && message.delivery === 'failed');
      if (failed && threadId !== undefined)
        deliver({ data: { threadId, message: failed.text }, clientId: id, createdAt: Date.now() });
    },
    [deliver, threadId, unsent],
  );
  // A send waiting for the network is still pending: no second message goes out meanwhile (CHAT-05).
  const replyPending = unsent.some(({ delivery }) => delivery === 'sending' || delivery === 'waiting');
  const stop = useCallback(() => inFlight.current.forEach((controller) => controller.abort()), []);
  const canStop = unsent.some(({ delivery }) => delivery === 'sending');
  return { unsent, replyPending, send, retry, stop, canStop };
}
