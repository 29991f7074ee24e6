import { LOCALES } from '@/i18n/i18n';

/** A message's date and time, medium style, in the locale of the UI language (CHAT-07, I18N-03: en-US, de-DE). */
export function formatMessageTime(epochMs: number, language: string | undefined): string {
  const locale = language === 'de' ? LOCALES.de : LOCALES.en;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(epochMs);
}
