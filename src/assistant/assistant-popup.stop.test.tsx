import { beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { server } from '../../mocks/node';
import { useDelayScale } from '../../mocks/testing';
import { PostMessageBody } from '@/api/generated/assistant/assistant.zod';
import { setupMockApi } from '@/testing/mock-api';
import { recordCalls } from '@/testing/record-calls';
import { GREETINGS } from './chat-message';
import { answers, input, log, renderPopup, sentTexts, welcomed } from './testing/chat-test-kit';

// A reply may take three seconds here: the tests wait for the deadline, not two minutes (and the
// greeting has time to come back on a loaded machine: TEST-02).
setupMockApi('admin', { readAttemptMs: 5_000, readWaitMs: 5_000, replyMs: 3_000 });
beforeEach(() => {
  window.sessionStorage.clear();
  useDelayScale(0);
});

/** Every POST /message but the greeting and those named in `answered` hangs until aborted. */
function hangReplies(answered: Set<string>) {
  server.use(
    http.post('*/assistant-api/message', async ({ request }) => {
      const { message } = PostMessageBody.parse(await request.clone().json());
      if (message !== GREETINGS.en && !answered.has(message)) await delay('infinite');
      return undefined;
    }),
  );
}

const message = (text: string) =>
  [...log().querySelectorAll<HTMLElement>('[data-role="user"]')].find((element) => element.textContent.includes(text))!;

describe('assistant popup: a reply that does not come', () => {
  test('[RES-02] [CHAT-14] Stop ends the wait: the message stays with Retry, and a new message can be sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answered = new Set<string>();
    hangReplies(answered);
    const calls = recordCalls();
    renderPopup();
    await welcomed();
    await userEvent.type(input(), 'Is anyone there?{Enter}');
    const stop = await screen.findByRole('button', { name: 'Stop' });
    await userEvent.click(stop);
    await waitFor(() => expect(message('Is anyone there?')).toHaveTextContent('Stopped before the reply came.'));
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(input()).toHaveFocus();
    answered.add('Another question');
    await userEvent.type(input(), 'Another question{Enter}');
    await answers(2);
    answered.add('Is anyone there?');
    await userEvent.click(within(message('Is anyone there?')).getByRole('button', { name: 'Retry' }));
    await answers(3);
    expect(sentTexts(calls)).toEqual([GREETINGS.en, 'Is anyone there?', 'Another question', 'Is anyone there?']);
    // Retried, the message shows once (CHAT-14).
    expect(
      [...log().querySelectorAll('[data-role="user"]')].filter((el) => el.textContent.includes('Is anyone there?')),
    ).toHaveLength(1);
    warn.mockRestore();
  });

  test('[RES-02] a reply that does not come within its deadline: the message says so, with Retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    hangReplies(new Set());
    renderPopup();
    await welcomed();
    await userEvent.type(input(), 'Hello?{Enter}');
    await waitFor(() => expect(message('Hello?')).toHaveTextContent('No reply within 3 s.'), { timeout: 20_000 });
    expect(within(message('Hello?')).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(warn).toHaveBeenCalledWith('assistant postMessage failed: no answer within 3 s');
    warn.mockRestore();
  });
});
