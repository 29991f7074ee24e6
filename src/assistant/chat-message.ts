import type { Message } from '@/api/generated/assistant/assistant.schemas';
import type { ApiFailure } from '@/api/http-client';

/** The roles the chat shows (CHAT-10): every other role of the server is dropped. */
export type ChatRole = 'user' | 'assistant';

/** A message as the chat shows it. */
export type ChatMessage = {
  /** Local identity, stable across retries. */
  id: string;
  role: ChatRole;
  text: string;
  /** Creation time in epoch milliseconds, when known. */
  createdAt?: number;
  /**
   * Only for the user's own messages of this session: in flight, waiting for the network (offline, the
   * send is paused and goes out once it returns, UX-05), or failed (with Retry).
   */
  delivery?: 'sending' | 'waiting' | 'failed';
  /** Why a failed message failed: stopped by the user, no reply in time (RES-02), or another failure. */
  failure?: ApiFailure;
};

/** Minimum length of a message, after trimming (CHAT-04). */
export const MIN_MESSAGE_LENGTH = 2;

/**
 * What the portal silently sends first in every new thread, in the UI language. It is never shown:
 * the history drops user messages with one of these texts.
 */
export const GREETINGS = {
  en: 'Hello! Please introduce yourself in one or two sentences and answer in English.',
  de: 'Hallo! Bitte stelle dich in ein oder zwei Sätzen vor und antworte auf Deutsch.',
} as const;

const GREETING_TEXTS = new Set<string>(Object.values(GREETINGS));

/** The silent greeting for a language (English for anything unknown). */
export const greetingFor = (language: string | undefined): string => (language === 'de' ? GREETINGS.de : GREETINGS.en);

const CITATION = /【[^】]*】/g;

/** Removes citation markers such as `【4:0†source】` (CHAT-08). */
export const stripCitations = (text: string): string => text.replace(CITATION, '');

const isChatRole = (role: string): role is ChatRole => role === 'user' || role === 'assistant';

/**
 * The server's messages as the chat shows them: only user and assistant, without the silent
 * greeting, sorted by `created_at` ascending (stable, so equal times keep the server's order).
 */
export function toChatMessages(messages: readonly Message[]): ChatMessage[] {
  return messages
    .flatMap((message, index): ChatMessage[] => {
      const text = message.content[0]?.text?.value ?? '';
      if (!isChatRole(message.role)) return [];
      if (message.role === 'user' && GREETING_TEXTS.has(text)) return [];
      const createdAt = message.created_at === undefined ? undefined : message.created_at * 1000;
      return [{ id: message.id ?? `history-${index}`, role: message.role, text, createdAt }];
    })
    .toSorted((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0));
}

/** Whether a text may be sent: at least {@link MIN_MESSAGE_LENGTH} characters after trimming. */
export const isSendable = (text: string): boolean => text.trim().length >= MIN_MESSAGE_LENGTH;
