import { LOCALES, toLanguage, type Language } from '@/i18n/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The locale of a language code (`de`, `de-AT` → `de-DE`); anything else is English (`en-US`). */
export const localeOf = (language: string | undefined): string => LOCALES[toLanguage(language)];

/** en-US's abbreviated month names, as its medium date style writes them. */
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The medium style of en-US and de-DE in the browser's time zone, written out from the date's own
 * fields (PERF-09). A page's first `Intl.DateTimeFormat` loads ICU's date formatting: 130 to 330 ms at
 * 4× CPU in Chromium, whatever its options, which Pulse's first screen paid for its "Last check" in
 * one long task. The text is exactly Intl's (`format-date-time.test.ts` compares both over years of
 * timestamps in three time zones).
 */
function formatLocal(date: Date, language: Language): string {
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  const [hours, minutes, seconds] = [date.getHours(), twoDigits(date.getMinutes()), twoDigits(date.getSeconds())];
  if (language === 'de')
    return `${twoDigits(day)}.${twoDigits(month + 1)}.${year}, ${twoDigits(hours)}:${minutes}:${seconds}`;
  return `${MONTHS_EN[month]} ${day}, ${year}, ${hours % 12 || 12}:${minutes}:${seconds} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A date and time in the medium style of the language's locale (I18N-03): `Mar 5, 2025,
 * 2:07:09 PM` in English, `05.03.2025, 14:07:09` in German. `timeZone` defaults to the browser's.
 */
export function formatDateTime(value: Date | number | string, language: string | undefined, timeZone?: string) {
  const date = value instanceof Date ? value : new Date(value);
  // As Intl does: no text made of NaN.
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  if (timeZone === undefined) return formatLocal(date, toLanguage(language));
  const locale = localeOf(language);
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
