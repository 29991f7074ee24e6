import { describe, expect, test } from 'vitest';
import type { Message } from '@/api/generated/assistant/assistant.schemas';
import { GREETINGS, greetingFor, isSendable, stripCitations, toChatMessages } from './chat-message';

const message = (role: string, value: string, created_at?: number, id?: string): Message => ({
  id,
  role,
  created_at,
  content: [{ type: 'text', text: { value, annotations: [] } }],
});

describe('messages from the server', () => {
  test('[CHAT-10] keeps only assistant and user, sorted by created_at (seconds) ascending', () => {
    const shown = toChatMessages([
      message('assistant', 'third', 30, 'c'),
      message('system', 'You are an assistant.', 0, 's'),
      message('user', 'first', 10, 'a'),
      message('tool', 'lookup()', 15, 't'),
      message('user', 'second', 20, 'b'),
    ]);
    expect(shown.map(({ text }) => text)).toEqual(['first', 'second', 'third']);
    expect(shown.map(({ role }) => role)).toEqual(['user', 'user', 'assistant']);
    expect(shown[0]?.createdAt).toBe(10_000);
  });

  test('[CHAT-09] the silent greeting (either language) never shows from history; other user text does', () => {
    const shown = toChatMessages([
      message('user', GREETINGS.en, 1),
      message('assistant', 'Hello! I am the platform assistant.', 2),
      message('user', GREETINGS.de, 3),
      message('user', 'Hello', 4),
    ]);
    expect(shown.map(({ text }) => text)).toEqual(['Hello! I am the platform assistant.', 'Hello']);
    expect(greetingFor('de')).toBe(GREETINGS.de);
    expect(greetingFor('fr')).toBe(GREETINGS.en);
  });

  test('[CHAT-07] a message without created_at has no time', () => {
    expect(toChatMessages([message('user', 'no time')])[0]?.createdAt).toBeUndefined();
  });

  test('[CHAT-08] citation markers are stripped, the rest of the text stays', () => {
    expect(stripCitations('Open **Environments**.【4:0†source】 Then 【12:3†docs.pdf】reset.')).toBe(
      'Open **Environments**. Then reset.',
    );
    expect(stripCitations('No markers [1] here.')).toBe('No markers [1] here.');
  });
});

describe('what may be sent', () => {
  test('[CHAT-04] rejects a one-character message, also when padded with spaces; accepts two characters', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('a')).toBe(false);
    expect(isSendable('  a \n')).toBe(false);
    expect(isSendable('ok')).toBe(true);
    expect(isSendable(' ok ')).toBe(true);
  });
});
