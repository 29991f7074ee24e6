import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, toLanguage } from './languages';
import { languageDetector, translationsBackend } from './i18n-plugins';
import type { PreloadedTranslations } from './preload-translations';

export { LANGUAGES, LANGUAGE_STORAGE_KEY, LOCALES, toLanguage, type Language } from './languages';

/**
 * Starts i18next: translations from `/assets/i18n/{lang}.json?v={uiVersion}` (the version busts
 * caches on every release), the browser language by default, English as fallback. Texts boot
 * already fetched (`preloaded`) are used as they are; the backend fetches any language missing.
 */
export async function initI18n(uiVersion: string, preloaded: PreloadedTranslations = {}): Promise<i18n> {
  const resources = Object.fromEntries(Object.entries(preloaded).map(([lng, texts]) => [lng, { translation: texts }]));
  await i18next
    .use(translationsBackend(uiVersion))
    .use(languageDetector())
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: 'en',
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      interpolation: { escapeValue: false },
      ...(Object.keys(resources).length ? { resources, partialBundledLanguages: true } : {}),
    });
  document.documentElement.lang = i18next.resolvedLanguage ?? 'en';
  i18next.on('languageChanged', (lng) => (document.documentElement.lang = i18next.resolvedLanguage ?? toLanguage(lng)));
  return i18next;
}
