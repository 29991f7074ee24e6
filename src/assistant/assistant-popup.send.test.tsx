import { beforeEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { problem } from '../../mocks/problem';
import { useDelayScale } from '../../mocks/testing';
import { PostMessageBody } from '@/api/generated/assistant/assistant.zod';
import { deferred } from '@/api/testing/deferred';
import { setupMockApi } from '@/testing/mock-api';
import { recordCalls } from '@/testing/record-calls';
import { GREETINGS } from './chat-message';
import {
  answers,
  input,
  log,
  renderPopup,
  sendButton,
  sentTexts,
  shownMessages,
  welcomed,
} from './testing/chat-test-kit';

setupMockApi();
beforeEach(() => {
  window.sessionStorage.clear();
  useDelayScale(0);
});

/** Holds every non-greeting POST /message until released; then the normal handler answers. */
function holdReplies() {
  const gate = deferred<void>();
  server.use(
    http.post('*/assistant-api/message', async ({ request }) => {
      const { message } = PostMessageBody.parse(await request.clone().json());
      if (message !== GREETINGS.en) await gate.promise;
      return undefined;
    }),
  );
  return () => act(() => gate.resolve());
}

describe('assistant popup: sending', () => {
  test('[CHAT-04] rejects a one-character message; Enter sends two characters', async () => {
    const calls = recordCalls();
    renderPopup();
    await welcomed();
    await userEvent.type(input(), 'a');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), '{Enter}');
    await userEvent.type(input(), '   {Enter}');
    expect(sentTexts(calls)).toEqual([GREETINGS.en]);
    await userEvent.clear(input());
    await userEvent.type(input(), 'ok{Enter}');
    await answers(2);
    expect(sentTexts(calls)).toEqual([GREETINGS.en, 'ok']);
    expect(input()).toHaveValue('');
  });

  test('[CHAT-04] [CHAT-07] Shift+Enter adds a line; the send button sends; user text stays plain text', async () => {
    const calls = recordCalls();
    renderPopup();
    await welcomed();
    await userEvent.type(input(), '**not bold**{Shift>}{Enter}{/Shift}second line');
    expect(input()).toHaveValue('**not bold**\nsecond line');
    expect(sentTexts(calls)).toEqual([GREETINGS.en]);
    await userEvent.click(sendButton());
    await answers(2);
    expect(sentTexts(calls)).toEqual([GREETINGS.en, '**not bold**\nsecond line']);
    const mine = shownMessages().find((element) => element.dataset.role === 'user');
    expect(mine?.querySelector('strong:not(:first-child)')).toBeNull();
    expect(mine?.textContent).toContain('**not bold**\nsecond line');
  });

  test('[CHAT-04] Enter while an input method composes text never sends', async () => {
    const calls = recordCalls();
    renderPopup();
    await welcomed();
    await userEvent.type(input(), 'にほんご');
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
    expect(sentTexts(calls)).toEqual([GREETINGS.en]);
    expect(input()).toHaveValue('にほんご');
  });

  test('[CHAT-05] [CHAT-03] while waiting for a reply a loading indicator shows; sending and restarting are disabled', async () => {
    const release = holdReplies();
    const calls = recordCalls();
    renderPopup();
    await welcomed();
    await userEvent.type(input(), 'First question{Enter}');
    expect(await screen.findByText('The assistant is answering…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeDisabled();
    await userEvent.type(input(), 'Second question');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), '{Enter}');
    expect(input()).toHaveValue('Second question');
    release();
    await answers(2);
    expect(screen.queryByText('The assistant is answering…')).toBeNull();
    expect(sendButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeEnabled();
    await waitFor(() => expect(sentTexts(calls)).toEqual([GREETINGS.en, 'First question']));
  });

  test('[CHAT-14] a failed send keeps the message, marked failed with Retry; the retry does not duplicate it', async () => {
    const calls = recordCalls();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPopup();
    await welcomed();
    server.use(http.post('*/assistant-api/message', () => problem(503, 'busy'), { once: true }));
    await userEvent.type(input(), 'Do not lose me{Enter}');
    expect(await screen.findByText('Not sent.')).toBeInTheDocument();
    expect(screen.getAllByText('Do not lose me')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await answers(2);
    expect(screen.getAllByText('Do not lose me')).toHaveLength(1);
    expect(screen.queryByText('Not sent.')).toBeNull();
    expect(sentTexts(calls)).toEqual([GREETINGS.en, 'Do not lose me', 'Do not lose me']);
    expect(shownMessages().map((element) => element.dataset.role)).toEqual(['assistant', 'user', 'assistant']);
  });

  test('[CHAT-15] the message list is a polite log and the input has focus when the popup opens', async () => {
    renderPopup();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(input()).toHaveFocus();
    await welcomed();
  });
});
