import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { VERSION_MIN_GAP_MS, VERSION_POLL_MS } from '@/hooks/use-deployed-version';
import { renderWithTranslations } from '@/testing/render-with-translations';
import { NewVersionNotice } from './new-version-notice';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const focusWindow = () => act(async () => void fireEvent.focus(window));
const setHidden = (hidden: boolean) =>
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });

function renderNotice(versions: (string | undefined)[], language: 'en' | 'de' = 'en') {
  const fetchVersion = vi.fn(async () => versions.shift());
  renderWithTranslations(<NewVersionNotice runningVersion="1.2.18" fetchVersion={fetchVersion} />, { language });
  return fetchVersion;
}

describe('new version notice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setHidden(false);
  });

  test('[DEPLOY-07] on focus a changed version shows a polite notice that keeps the focus where it was', async () => {
    const fetchVersion = renderNotice(['1.2.18', '1.3.0']);
    expect(fetchVersion).not.toHaveBeenCalled();
    await focusWindow();
    expect(fetchVersion).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await advance(VERSION_MIN_GAP_MS);
    await focusWindow();
    expect(screen.getByRole('status')).toHaveTextContent('A new version of the portal is available.');
    expect(document.activeElement).toBe(document.body);
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  test('[DEPLOY-07] polls every few minutes, not while hidden, and focus bursts cost one request', async () => {
    const fetchVersion = renderNotice(['1.2.18', '1.2.18', '2.0.0']);
    await focusWindow();
    await focusWindow();
    expect(fetchVersion).toHaveBeenCalledOnce();
    setHidden(true);
    await advance(VERSION_POLL_MS);
    expect(fetchVersion).toHaveBeenCalledOnce();
    setHidden(false);
    await act(async () => void fireEvent(document, new Event('visibilitychange')));
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    await advance(VERSION_POLL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  test('[DEPLOY-07] an unknown version (failed check) shows nothing; Later dismisses; German text', async () => {
    renderNotice([undefined, '1.3.0'], 'de');
    await focusWindow();
    expect(screen.queryByRole('button')).toBeNull();
    await advance(VERSION_MIN_GAP_MS);
    await focusWindow();
    expect(screen.getByRole('status')).toHaveTextContent('Eine neue Version des Portals ist verfügbar.');
    fireEvent.click(screen.getByRole('button', { name: 'Später' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
