import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { retryProgress } from '@/hooks/query-retry';
import { renderWithTranslations } from '@/testing/render-with-translations';
import { RetryButton } from './retry-button';
import { RetryStatus } from './retry-status';

/** The text the retry status shows for a query's counters. */
const status = (source: Parameters<typeof retryProgress>[0]) => {
  const { container, unmount } = renderWithTranslations(<RetryStatus progress={retryProgress(source)} />);
  const text = container.textContent;
  unmount();
  return text;
};

describe('the Retry control', () => {
  test('[UX-05] one label in English and German, named after what it retries', () => {
    const { unmount } = renderWithTranslations(<RetryButton onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    unmount();
    renderWithTranslations(<RetryButton onRetry={() => {}} subject="hub" />, { language: 'de' });
    const button = screen.getByRole('button', { name: 'hub erneut versuchen' });
    expect(button).toHaveTextContent('Erneut versuchen');
  });

  test('[UX-05] a click retries; while busy it keeps focus, says so and ignores clicks', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithTranslations(<RetryButton onRetry={onRetry} subject="hub" />);
    const button = screen.getByRole('button', { name: 'Retry hub' });
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<RetryButton onRetry={onRetry} subject="hub" busy />);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<RetryButton onRetry={onRetry} subject="hub" />);
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  test('[UX-05] the retry status follows react-query: retrying from the first failure, then given up', () => {
    expect(status({ failureCount: 0, fetchStatus: 'fetching', isError: false })).toBe('');
    expect(status({ failureCount: 1, fetchStatus: 'fetching', isError: false })).toBe('Retrying (attempt 2 of 3)…');
    expect(status({ failureCount: 3, fetchStatus: 'idle', isError: true })).toBe('Gave up after 3 attempts.');
    // A 4xx is not retried: one attempt.
    expect(status({ failureCount: 1, fetchStatus: 'idle', isError: true })).toBe('Gave up after 1 attempt.');
    // A manual retry after giving up counts from the first attempt.
    expect(status({ failureCount: 0, fetchStatus: 'fetching', isError: true })).toBe('Retrying (attempt 1 of 3)…');
    // Offline, a query pauses: no retry runs, nothing claims one does.
    expect(status({ failureCount: 1, fetchStatus: 'paused', isError: false })).toBe('');
  });
});
