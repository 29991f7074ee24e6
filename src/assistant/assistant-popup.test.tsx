import { beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { problem } from '../../mocks/problem';
import { SEEDED_THREAD_ID } from '../../mocks/seed-data';
import { useDelayScale, useScenario } from '../../mocks/testing';
import { setupMockApi } from '@/testing/mock-api';
import { recordCalls } from '@/testing/record-calls';
import { GREETINGS } from './chat-message';
import { SCROLL_TO_END_EXTRA } from './assistant-popup';
import { THREAD_STORAGE_KEY } from './thread-storage';
import { answers, input, log, renderPopup, sendButton, shownMessages, welcomed } from './testing/chat-test-kit';

setupMockApi();
beforeEach(() => {
  window.sessionStorage.clear();
  useDelayScale(0);
});

describe('assistant popup: thread lifecycle', () => {
  test('[CHAT-02] [CHAT-09] without a stored thread: requests one, stores it, greets silently, shows only the welcome', async () => {
    const calls = recordCalls();
    renderPopup();
    await welcomed();
    const threadId = window.sessionStorage.getItem(THREAD_STORAGE_KEY);
    expect(threadId).toMatch(/^thread_/);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /assistant-api/thread',
      'POST /assistant-api/message',
    ]);
    expect(calls[1]?.body).toEqual({ threadId, message: GREETINGS.en });
    expect(screen.queryByText(GREETINGS.en)).toBeNull();
    expect(within(log()).getAllByText('Assistant')).toHaveLength(1);
  });

  test('[CHAT-02] [CHAT-10] a stored thread is reused: its history loads sorted, without system messages', async () => {
    window.sessionStorage.setItem(THREAD_STORAGE_KEY, SEEDED_THREAD_ID);
    const calls = recordCalls();
    renderPopup();
    await screen.findByText('Where do I find my environments?');
    const texts = shownMessages().map((element) => element.textContent);
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain('Where do I find my environments?');
    expect(texts[1]).toContain('Open Environments in the navigation to see them.');
    expect(texts[2]).toContain('Can I reset a staging environment?');
    expect(texts[3]).toContain('developers can reset');
    expect(log().textContent).not.toContain('You are the platform assistant');
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /assistant-api/thread/${SEEDED_THREAD_ID}`,
    ]);
    expect(log().querySelectorAll('time')[0]).toHaveAttribute('dateTime', new Date(1763800005 * 1000).toISOString());
  });

  test('[CHAT-09] a greeting found in the history is not shown', async () => {
    const first = renderPopup();
    await welcomed();
    const threadId = window.sessionStorage.getItem(THREAD_STORAGE_KEY);
    // As after a reload: the same tab (sessionStorage kept), a fresh popup.
    first.unmount();
    renderPopup();
    await welcomed();
    expect(window.sessionStorage.getItem(THREAD_STORAGE_KEY)).toBe(threadId);
    expect(screen.queryByText(GREETINGS.en)).toBeNull();
    expect(shownMessages()).toHaveLength(1);
  });

  test('[CHAT-03] restart shows only with messages, requests a new thread and clears the list', async () => {
    const calls = recordCalls();
    renderPopup();
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
    await welcomed();
    const first = window.sessionStorage.getItem(THREAD_STORAGE_KEY);
    await userEvent.type(input(), 'How do roles work?{Enter}');
    await answers(2);
    const restart = screen.getByRole('button', { name: 'New conversation' });
    expect(restart).toBeEnabled();
    await userEvent.click(restart);
    expect(screen.queryByText('How do roles work?')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
    await welcomed();
    expect(window.sessionStorage.getItem(THREAD_STORAGE_KEY)).not.toBe(first);
    expect(calls.filter(({ path }) => path === '/assistant-api/thread')).toHaveLength(2);
    expect(shownMessages()).toHaveLength(1);
  });

  test('[CHAT-11] [ERR-01] a failed thread request shows the catalogue notification, exactly', async () => {
    await useScenario('assistant-down');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPopup();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error contacting the assistant. ');
    expect(window.sessionStorage.getItem(THREAD_STORAGE_KEY)).toBeNull();
    expect(sendButton()).toBeDisabled();
    expect(warn).toHaveBeenCalled();
  });

  test('[CHAT-11] [ERR-01] the notification in German, and Retry starts a thread once the assistant is back', async () => {
    server.use(http.get('*/assistant-api/thread', () => problem(503, 'down'), { once: true }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPopup('de');
    expect((await screen.findByRole('alert')).textContent).toBe('Fehler bei der Verbindung zum Assistenten. ');
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByText(/I am the/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('[CHAT-11] [ERR-01] a failed history load is a console warning only', async () => {
    await useScenario('assistant-history-error');
    window.sessionStorage.setItem(THREAD_STORAGE_KEY, SEEDED_THREAD_ID);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPopup();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The conversation history could not be loaded.', expect.anything()),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.sessionStorage.getItem(THREAD_STORAGE_KEY)).toBe(SEEDED_THREAD_ID);
    await userEvent.type(input(), 'Still there?');
    expect(sendButton()).toBeEnabled();
  });

  test('[CHAT-02] a stored thread the server no longer knows is replaced by a new one', async () => {
    window.sessionStorage.setItem(THREAD_STORAGE_KEY, 'thread-gone');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPopup();
    await welcomed();
    expect(window.sessionStorage.getItem(THREAD_STORAGE_KEY)).toMatch(/^thread_/);
  });
});

describe('assistant popup: scroll to the end', () => {
  test('[SEED-02] [CHAT-06] scrolling to the end sets the scroll position 3000 px past the measured height', async () => {
    window.sessionStorage.setItem(THREAD_STORAGE_KEY, SEEDED_THREAD_ID);
    // jsdom lays nothing out: give the log a height and record what the popup asks for.
    const positions: number[] = [];
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1234);
    vi.spyOn(HTMLElement.prototype, 'scrollTop', 'set').mockImplementation((value: number) => positions.push(value));
    renderPopup();
    await screen.findByText('Where do I find my environments?');
    await waitFor(() => expect(positions).toContain(1234 + SCROLL_TO_END_EXTRA));
    expect(SCROLL_TO_END_EXTRA).toBe(3000);
  });
});
