// The languages and their detection, without i18next: boot imports this to fetch the visitor's texts early.
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the user's language choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Locale used for dates and numbers per language (I18N-03). */
export const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

const supported = (code: string | null | undefined): Language | undefined =>
  LANGUAGES.find((language) => language === code?.split('-')[0]?.toLowerCase());

/** The supported language of a language code (`de-AT` → `de`); anything else is English, the fallback. */
export const toLanguage = (code: string | undefined): Language => supported(code) ?? 'en';

/** Where the texts of a language are served; the UI version busts caches on every release. */
export const translationsPath = (language: string, uiVersion: string): string =>
  `/assets/i18n/${language}.json?v=${encodeURIComponent(uiVersion)}`;

/** The language i18next's detector picks: the stored choice, else the first supported browser language, else English. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  return supported(stored) ?? browserLanguages.map(supported).find(Boolean) ?? 'en';
}

/** The stored language choice, if storage is readable (private modes may refuse it). */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
