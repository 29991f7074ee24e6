import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PostMessageBody } from '@/api/generated/assistant/assistant.zod';
import type { RecordedCall } from '@/testing/record-calls';
import { renderWithTranslations } from '@/testing/render-with-translations';
import { AssistantPopup } from '@/assistant/assistant-popup';

/** Renders the open popup, as the assistant button does after the first click. */
export const renderPopup = (language: 'en' | 'de' = 'en') =>
  renderWithTranslations(<AssistantPopup id="assistant-popup" open onClose={() => undefined} />, { language });

export const input = () => screen.getByRole('textbox', { name: 'Message to the assistant' });
export const sendButton = () => screen.getByRole('button', { name: 'Send' });
export const log = () => screen.getByRole('log', { name: 'Conversation with the assistant' });

/** The rendered messages of the log, in order. */
export const shownMessages = () => [...log().querySelectorAll<HTMLElement>('[data-role]')];

/** Waits for the mock assistant's welcome, the answer to the silent greeting. */
export const welcomed = () => screen.findByText(/I am the/);

/** Waits until the log holds this many assistant messages. */
export const answers = (count: number) =>
  waitFor(() => expect(log().querySelectorAll('[data-role="assistant"]')).toHaveLength(count));

/** The `message` of every POST /message call (the greeting first). */
export const sentTexts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => PostMessageBody.safeParse(call.body).data?.message);
