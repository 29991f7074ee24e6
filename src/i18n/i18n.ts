import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the user's language choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Locale used for dates and numbers per language (I18N-03). */
export const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

/** The supported language of a language code (`de-AT` → `de`); anything else is English, the fallback. */
export const toLanguage = (code: string | undefined): Language =>
  LANGUAGES.find((language) => language === code?.split('-')[0]?.toLowerCase()) ?? 'en';

/**
 * Starts i18next: translations from `/assets/i18n/{lang}.json?v={uiVersion}` (the version busts
 * caches on every release), the browser language by default, English as fallback.
 */
export async function initI18n(uiVersion: string): Promise<i18n> {
  await i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: 'en',
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      interpolation: { escapeValue: false },
      backend: { loadPath: `/assets/i18n/{{lng}}.json?v=${encodeURIComponent(uiVersion)}` },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        // `de-DE` → `de`: the stored choice is always a language of LANGUAGES (or English as fallback).
        convertDetectedLanguage: (lng) => lng.split('-')[0] ?? lng,
      },
    });
  document.documentElement.lang = i18next.resolvedLanguage ?? 'en';
  i18next.on('languageChanged', (lng) => (document.documentElement.lang = i18next.resolvedLanguage ?? toLanguage(lng)));
  return i18next;
}
