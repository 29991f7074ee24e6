import { describe, expect, test } from 'vitest';
import type { ChatMessage } from './chat-message';
import { INITIAL_CHAT_STATE, chatReducer, isBusy, isReadyToSend, type ChatAction, type ChatState } from './chat-state';

const run = (actions: ChatAction[], from: ChatState = INITIAL_CHAT_STATE) => actions.reduce(chatReducer, from);
const user = (id: string, text = 'question'): ChatMessage => ({ id, role: 'user', text, delivery: 'sending' });
const reply = (id: string): ChatMessage => ({ id, role: 'assistant', text: 'answer' });
const ready = run([
  { type: 'threadCreated', threadId: 't1' },
  { type: 'welcomed', threadId: 't1' },
]);

describe('conversation state', () => {
  test('[CHAT-05] a pending reply makes the chat busy and blocks sending until it arrives', () => {
    expect(isReadyToSend(ready)).toBe(true);
    const waiting = run([{ type: 'sending', threadId: 't1', message: user('u1') }], ready);
    expect(isBusy(waiting)).toBe(true);
    expect(isReadyToSend(waiting)).toBe(false);
    const answered = run([{ type: 'replied', threadId: 't1', id: 'u1', reply: reply('r1') }], waiting);
    expect(isReadyToSend(answered)).toBe(true);
    expect(answered.messages.map(({ id, delivery }) => [id, delivery])).toEqual([
      ['u1', undefined],
      ['r1', undefined],
    ]);
  });

  test('[CHAT-04] no thread, no sending: while starting, loading, greeting or after a failed thread request', () => {
    for (const state of [
      INITIAL_CHAT_STATE,
      run([{ type: 'resume', threadId: 't1' }]),
      run([{ type: 'threadCreated', threadId: 't1' }]),
      run([{ type: 'threadFailed' }]),
    ]) {
      expect(isReadyToSend(state), state.phase).toBe(false);
    }
  });

  test('[CHAT-14] a failed message stays, marked failed; its retry replaces it and never duplicates it', () => {
    const failed = run(
      [
        { type: 'sending', threadId: 't1', message: user('u1', 'first') },
        { type: 'sendFailed', threadId: 't1', id: 'u1' },
      ],
      ready,
    );
    expect(failed.messages).toEqual([{ ...user('u1', 'first'), delivery: 'failed' }]);
    expect(isReadyToSend(failed)).toBe(true);
    const retried = run(
      [
        { type: 'sending', threadId: 't1', message: user('u1', 'first') },
        { type: 'replied', threadId: 't1', id: 'u1', reply: reply('r1') },
      ],
      failed,
    );
    expect(retried.messages.map(({ id }) => id)).toEqual(['u1', 'r1']);
  });

  test('[CHAT-03] a new thread clears the list; answers for the previous thread are ignored', () => {
    const talking = run(
      [
        { type: 'sending', threadId: 't1', message: user('u1') },
        { type: 'replied', threadId: 't1', id: 'u1', reply: reply('r1') },
      ],
      ready,
    );
    const restarted = run([{ type: 'start' }, { type: 'threadCreated', threadId: 't2' }], talking);
    expect(restarted.messages).toEqual([]);
    expect(run([{ type: 'replied', threadId: 't1', id: 'u9', reply: reply('r9') }], restarted)).toBe(restarted);
    expect(run([{ type: 'welcomed', threadId: 't2', reply: reply('w') }], restarted).messages).toEqual([reply('w')]);
  });

  test('[CHAT-11] a failed thread request leaves no thread and nothing busy', () => {
    const failed = run([{ type: 'threadFailed' }]);
    expect(failed.phase).toBe('failed');
    expect(failed.threadId).toBeUndefined();
    expect(isBusy(failed)).toBe(false);
  });
});
