import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTranslations } from '@/testing/render-with-translations';
import type { ChatMessage } from './chat-message';
import { FIRST_PAINT_MESSAGES, MessageList } from './message-list';

const conversation = (count: number): ChatMessage[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `m${index}`,
    role: index % 2 === 0 ? 'user' : 'assistant',
    text: `Message ${index}`,
  }));

const log = () => screen.getByRole('log');
const shownTexts = () => [...log().querySelectorAll('[data-role]')].map((element) => element.textContent);

describe('message list', () => {
  test('[PERF-02] a long history paints its latest messages first and adds the earlier ones above them later', async () => {
    // What reaches the page, in order: the log arrives with the latest messages, the rest is inserted later.
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
      attributeOldValue: true,
    });
    renderWithTranslations(<MessageList messages={conversation(100)} showEmptyHint onRetry={() => undefined} />);
    await waitFor(() => expect(shownTexts()).toHaveLength(100));
    records.push(...observer.takeRecords());
    observer.disconnect();

    expect(shownTexts()[0]).toContain('Message 0');
    expect(shownTexts()[99]).toContain('Message 99');
    const addedLater = records
      .filter((record) => record.type === 'childList' && record.target === log())
      .flatMap((record) => [...record.addedNodes]);
    expect(addedLater).toHaveLength(100 - FIRST_PAINT_MESSAGES);
    expect(addedLater.map((node) => node.textContent)).toEqual(shownTexts().slice(0, 100 - FIRST_PAINT_MESSAGES));
    // Busy while the earlier messages were on their way, then not.
    expect(records.some((record) => record.attributeName === 'aria-busy' && record.oldValue === 'true')).toBe(true);
    expect(log()).not.toHaveAttribute('aria-busy');
  });

  test('[PERF-02] a short conversation is shown whole at once and never marked busy', () => {
    renderWithTranslations(
      <MessageList messages={conversation(FIRST_PAINT_MESSAGES)} showEmptyHint onRetry={() => undefined} />,
    );
    expect(shownTexts()).toHaveLength(FIRST_PAINT_MESSAGES);
    expect(log()).not.toHaveAttribute('aria-busy');
  });

  test('[CHAT-14] Retry reaches the latest handler although the messages do not re-render for a new one', async () => {
    const failed: ChatMessage = { id: 'f', role: 'user', text: 'Hello there', delivery: 'failed' };
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = renderWithTranslations(<MessageList messages={[failed]} showEmptyHint onRetry={first} />);
    rerender(<MessageList messages={[failed]} showEmptyHint onRetry={latest} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(latest).toHaveBeenCalledWith('f');
    expect(first).not.toHaveBeenCalled();
  });
});
