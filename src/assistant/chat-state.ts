import type { PostMessageMutationVariables } from '@/api/generated/assistant/assistant';
import type { Message, MessageList } from '@/api/generated/assistant/assistant.schemas';
import type { ApiFailure } from '@/api/http-client';
import type { ChatMessage } from './chat-message';

/**
 * Where the conversation stands: asking for a thread, loading its history, waiting for the silent
 * greeting's answer, ready, or without a thread because the thread request failed.
 */
export type ChatPhase = 'starting' | 'loading' | 'greeting' | 'ready' | 'failed';

/** What the popup shows, derived from the thread and history queries and the send mutations (ARCH-01). */
export type ChatState = {
  phase: ChatPhase;
  threadId?: string;
  messages: ChatMessage[];
  /** A reply to one of the user's messages is on its way. */
  replyPending: boolean;
  /** Why the thread request failed, in phase `failed`. */
  failure?: ApiFailure;
};

/**
 * The variables of one user message's `postMessage` mutation. `clientId` is the message's identity
 * in the chat: a retry sends it again under the same id, so it is never shown twice (CHAT-14).
 * Only `data` goes over the wire (the generated mutation sends `data` and `params`, nothing else).
 */
export type Outgoing = PostMessageMutationVariables & { clientId: string; createdAt: number };

export const isOutgoing = (variables: unknown): variables is Outgoing =>
  typeof variables === 'object' && variables !== null && 'clientId' in variables && 'data' in variables;

/** One attempt to send, as the mutation cache holds it; paused while offline (UX-05). */
export type SendAttempt = {
  variables: unknown;
  status: 'idle' | 'pending' | 'success' | 'error';
  submittedAt: number;
  isPaused?: boolean;
  /** What went wrong, for a failed attempt. */
  failure?: ApiFailure;
};

/**
 * The user's messages of `threadId` that are not delivered: the latest attempt per client id, when it
 * is in flight or failed, oldest first. Delivered ones are in the thread's history instead.
 */
export function undelivered(attempts: readonly SendAttempt[], threadId: string | undefined): ChatMessage[] {
  const latest = new Map<string, SendAttempt & { variables: Outgoing }>();
  for (const attempt of attempts) {
    const { variables } = attempt;
    if (!isOutgoing(variables) || variables.data.threadId !== threadId) continue;
    const previous = latest.get(variables.clientId);
    if (!previous || attempt.submittedAt >= previous.submittedAt)
      latest.set(variables.clientId, { ...attempt, variables });
  }
  return [...latest.values()]
    .filter(({ status }) => status === 'pending' || status === 'error')
    .toSorted((a, b) => a.submittedAt - b.submittedAt)
    .map(({ variables, status, isPaused, failure }) => ({
      id: variables.clientId,
      role: 'user',
      text: variables.data.message,
      createdAt: variables.createdAt,
      delivery: status === 'error' ? 'failed' : isPaused ? 'waiting' : 'sending',
      ...(status === 'error' && failure ? { failure } : {}),
    }));
}

/** A text message in the server's shape, as the history query caches it. */
export const textMessage = (id: string, role: 'user' | 'assistant', text: string, createdAt: number): Message => ({
  id,
  role,
  created_at: createdAt / 1000,
  content: [{ type: 'text', text: { value: text, annotations: [] } }],
});

/** The history with messages appended, as the server holds it after a delivered message and its reply. */
export const withMessages = (history: MessageList | undefined, messages: readonly Message[]): MessageList => ({
  data: [...(history?.data ?? []), ...messages],
});

/** Whether a new message may go out now: a thread exists, nothing is pending (CHAT-05). */
export const isReadyToSend = (state: ChatState): boolean => state.phase === 'ready' && !state.replyPending;

/** Whether the loading indicator shows: a thread, its history or a reply is on its way. */
export const isBusy = (state: ChatState): boolean =>
  (state.phase !== 'ready' && state.phase !== 'failed') || state.replyPending;
