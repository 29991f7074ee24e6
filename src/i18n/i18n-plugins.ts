import type { BackendModule, LanguageDetectorModule } from 'i18next';
import { fetchTranslations, type FetchTexts } from './fetch-translations';
import { LANGUAGE_STORAGE_KEY, detectLanguage, storedLanguage, toLanguage } from './languages';

/**
 * The i18next backend: a language's texts from where the build serves them (I18N-02). A few lines
 * instead of i18next-http-backend, which was startup JavaScript (PERF-04). Network failures and
 * server errors ask i18next to retry; any other answer is final.
 */
export function translationsBackend(uiVersion: string, fetchTexts?: FetchTexts): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      void fetchTranslations(language, uiVersion, fetchTexts).then((result) =>
        result.ok ? callback(null, result.texts) : callback(result.error, result.retry),
      );
    },
  };
}

/**
 * The i18next language detector: the stored choice, else the browser's first supported language,
 * else English; a change is stored (I18N-01). Replaces i18next-browser-languagedetector (PERF-04).
 */
export function languageDetector(): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () => detectLanguage(storedLanguage(), navigator.languages ?? []),
    cacheUserLanguage: (language) => {
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, toLanguage(language));
      } catch {
        // Storage refused (private mode): the choice lasts for this tab only.
      }
    },
  };
}
