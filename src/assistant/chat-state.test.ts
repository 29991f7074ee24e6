import { describe, expect, test } from 'vitest';
import { toChatMessages } from './chat-message';
import {
  isBusy,
  isReadyToSend,
  textMessage,
  undelivered,
  withMessages,
  type ChatState,
  type Outgoing,
  type SendAttempt,
} from './chat-state';

const outgoing = (clientId: string, threadId = 't1', message = 'question'): Outgoing => ({
  data: { threadId, message },
  clientId,
  createdAt: 1000,
});
const attempt = (variables: unknown, status: SendAttempt['status'], submittedAt: number): SendAttempt => ({
  variables,
  status,
  submittedAt,
});
const ready: ChatState = { phase: 'ready', threadId: 't1', messages: [], replyPending: false };

describe('conversation state', () => {
  test('[CHAT-05] [ARCH-01] a pending send makes the chat busy and blocks sending until it settles', () => {
    expect(isReadyToSend(ready)).toBe(true);
    const waiting = { ...ready, replyPending: true };
    expect(isBusy(waiting)).toBe(true);
    expect(isReadyToSend(waiting)).toBe(false);
    expect(undelivered([attempt(outgoing('u1'), 'pending', 5)], 't1')).toEqual([
      { id: 'u1', role: 'user', text: 'question', createdAt: 1000, delivery: 'sending' },
    ]);
  });

  test('[CHAT-04] no thread, no sending: while starting, loading, greeting or after a failed thread request', () => {
    for (const phase of ['starting', 'loading', 'greeting', 'failed'] as const) {
      expect(isReadyToSend({ ...ready, phase }), phase).toBe(false);
    }
  });

  test('[CHAT-14] [ARCH-01] a failed attempt stays marked failed; its retry replaces it and never duplicates it', () => {
    const failed = [attempt(outgoing('u1'), 'error', 5)];
    expect(undelivered(failed, 't1').map(({ id, delivery }) => [id, delivery])).toEqual([['u1', 'failed']]);
    const retrying = [...failed, attempt(outgoing('u1'), 'pending', 9)];
    expect(undelivered(retrying, 't1').map(({ id, delivery }) => [id, delivery])).toEqual([['u1', 'sending']]);
    // Delivered: the message is in the history now, not among the undelivered ones.
    expect(undelivered([...failed, attempt(outgoing('u1'), 'success', 9)], 't1')).toEqual([]);
  });

  test('[CHAT-14] undelivered messages keep their order; a retried one moves to the end', () => {
    const attempts = [
      attempt(outgoing('u1', 't1', 'first'), 'error', 1),
      attempt(outgoing('u2', 't1', 'second'), 'error', 2),
      attempt(outgoing('u1', 't1', 'first'), 'error', 3),
    ];
    expect(undelivered(attempts, 't1').map(({ text }) => text)).toEqual(['second', 'first']);
  });

  test('[CHAT-03] [CHAT-09] attempts of another thread and the silent greeting are not shown', () => {
    const greeting = { data: { threadId: 't1', message: 'Hello!' } };
    expect(undelivered([attempt(outgoing('u1', 't0'), 'error', 1), attempt(greeting, 'error', 2)], 't1')).toEqual([]);
  });

  test('[CHAT-10] a delivered message and its reply join the history in the server shape, in order', () => {
    const history = withMessages({ data: [] }, [
      textMessage('u1', 'user', 'question', 2_000),
      textMessage('u1:reply', 'assistant', 'answer', 3_000),
    ]);
    expect(toChatMessages(history.data)).toEqual([
      { id: 'u1', role: 'user', text: 'question', createdAt: 2_000 },
      { id: 'u1:reply', role: 'assistant', text: 'answer', createdAt: 3_000 },
    ]);
    expect(withMessages(undefined, []).data).toEqual([]);
  });

  test('[CHAT-11] a failed thread request leaves nothing busy', () => {
    expect(isBusy({ ...ready, phase: 'failed', threadId: undefined })).toBe(false);
  });
});
