import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDelayScale } from '../../mocks/testing';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithTranslations } from '@/testing/render-with-translations';
import { AssistantButton, clearAssistantThread } from './index';
import { THREAD_STORAGE_KEY } from './thread-storage';

// The real popup, unless a test makes it crash.
const crash = vi.hoisted(() => ({ on: false }));
vi.mock('./assistant-popup', async (importOriginal) => {
  const { AssistantPopup } = await importOriginal<typeof import('./assistant-popup')>();
  return {
    AssistantPopup: (props: ComponentProps<typeof AssistantPopup>) => {
      if (crash.on) throw new Error('boom');
      return <AssistantPopup {...props} />;
    },
  };
});

setupMockApi();
beforeEach(() => {
  window.sessionStorage.clear();
  useDelayScale(0);
  crash.on = false;
});

const button = () => screen.getByRole('button', { name: 'Assistant' });

describe('assistant button', () => {
  test('[CHAT-06] toggles the popup, which loads on first open and keeps the conversation when closed', async () => {
    renderWithTranslations(<AssistantButton />);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Assistant' });
    expect(button()).toHaveAttribute('aria-controls', dialog.id);
    await screen.findByText(/I am the/);
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button());
    expect(screen.getByText(/I am the/)).toBeVisible();
  });

  test('[CHAT-15] Escape closes the popup and returns focus to the button', async () => {
    renderWithTranslations(<AssistantButton />);
    await userEvent.click(button());
    const input = await screen.findByRole('textbox', { name: 'Message to the assistant' });
    expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
  });

  test('[SEC-02] clearAssistantThread forgets the stored thread', () => {
    window.sessionStorage.setItem(THREAD_STORAGE_KEY, 'thread-x');
    window.sessionStorage.setItem('other', 'kept');
    clearAssistantThread();
    expect(window.sessionStorage.getItem(THREAD_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem('other')).toBe('kept');
  });
});

describe('assistant crash', () => {
  test('[ERR-03] a crash in the chat shows a notice; the rest of the page keeps working', async () => {
    crash.on = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTranslations(
      <>
        <AssistantButton />
        <main>
          <button type="button">Elsewhere</button>
        </main>
      </>,
    );
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('The assistant cannot be shown right now.');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeEnabled();
    expect(error).toHaveBeenCalledWith(
      'Part "assistant" failed; its place shows the failure.',
      expect.any(Error),
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close the assistant' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button()).toHaveFocus();
    // Opening again tries a fresh popup, which works once the cause is gone.
    crash.on = false;
    await userEvent.click(button());
    expect(await screen.findByRole('dialog', { name: 'Assistant' })).toBeInTheDocument();
  });
});
