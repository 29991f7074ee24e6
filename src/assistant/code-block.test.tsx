import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTranslations } from '@/testing/render-with-translations';
import { MarkdownMessage } from './markdown-message';

const writeText = vi.fn<(text: string) => Promise<void>>();

describe('code block copy', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  test('[CHAT-12] copies the code without the fence and confirms for exactly 3 seconds', async () => {
    renderWithTranslations(<MarkdownMessage text={'```bash\nplatform login\nplatform --version\n```'} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await act(async () => undefined);
    expect(writeText).toHaveBeenCalledWith('platform login\nplatform --version');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  test('[CHAT-12] a refused clipboard shows no confirmation', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithTranslations(<MarkdownMessage text={'```\nx\n```'} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
