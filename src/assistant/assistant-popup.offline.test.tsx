import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { useDelayScale } from '../../mocks/testing';
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

/** The user's own messages in the log. */
const mine = () => shownMessages().filter((message) => message.dataset.role === 'user');

setupMockApi();
beforeEach(() => {
  window.sessionStorage.clear();
  useDelayScale(0);
});
afterEach(() => onlineManager.setOnline(true));

describe('assistant popup: loading and offline', () => {
  test('[UX-05] while the thread loads the log shows message-sized skeletons and is busy, once', async () => {
    const gate = deferred<void>();
    server.use(
      http.get('*/assistant-api/thread', async () => {
        await gate.promise;
      }),
    );
    renderPopup();
    expect(log()).toHaveAttribute('aria-busy', 'true');
    const skeletons = log().querySelector('[data-skeleton]');
    expect(skeletons).toHaveAttribute('aria-hidden', 'true');
    expect(skeletons?.children.length).toBeGreaterThan(1);
    act(() => gate.resolve());
    await welcomed();
    expect(log().querySelector('[data-skeleton]')).toBeNull();
    expect(log()).not.toHaveAttribute('aria-busy');
  });

  test('[UX-05] [CHAT-14] a message sent offline waits, then goes out exactly once when the network returns; typed text stays', async () => {
    const calls = recordCalls();
    renderPopup();
    await welcomed();
    act(() => onlineManager.setOnline(false));
    await userEvent.type(input(), 'Are you there?{Enter}');
    await waitFor(() => expect(mine()).toHaveLength(1));
    expect(within(mine()[0]!).getByText('Waiting for the network…')).toBeVisible();
    // Typed while the first one waits: kept in the input, not sent (one message at a time, CHAT-05).
    await userEvent.type(input(), 'And later?');
    expect(sendButton()).toBeDisabled();
    expect(sentTexts(calls)).toEqual([GREETINGS.en]);
    act(() => onlineManager.setOnline(true));
    await answers(2);
    expect(sentTexts(calls)).toEqual([GREETINGS.en, 'Are you there?']);
    expect(screen.queryByText('Waiting for the network…')).toBeNull();
    expect(input()).toHaveValue('And later?');
    // Another drop and return of the network sends nothing again.
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await userEvent.type(input(), '{Enter}');
    await answers(3);
    expect(sentTexts(calls)).toEqual([GREETINGS.en, 'Are you there?', 'And later?']);
  });
});
