import { LOCALES, toLanguage } from '@/i18n/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The locale of a language code (`de`, `de-AT` → `de-DE`); anything else is English (`en-US`). */
export const localeOf = (language: string | undefined): string => LOCALES[toLanguage(language)];

/**
 * A date and time in the medium style of the language's locale (I18N-03): `Mar 5, 2025,
 * 2:07:09 PM` in English, `05.03.2025, 14:07:09` in German. `timeZone` defaults to the browser's.
 */
export function formatDateTime(value: Date | number | string, language: string | undefined, timeZone?: string) {
  const locale = localeOf(language);
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(value instanceof Date ? value : new Date(value));
}
