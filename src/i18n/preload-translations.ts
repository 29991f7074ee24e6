import { fetchTranslations, type FetchTexts } from './fetch-translations';
import { detectLanguage, storedLanguage, type Language } from './languages';

/** Texts fetched by boot, per language; i18next starts with them instead of fetching them itself. */
export type PreloadedTranslations = Partial<Record<Language, Record<string, unknown>>>;

/**
 * PERF-04: boot fetches the texts of the visitor's language (and English, the fallback) beside the
 * sign-in, so the first render does not wait for another round trip after the application loads.
 * Never rejects: a language that fails to load is left out, and i18next's backend fetches it again.
 */
export async function preloadTranslations(uiVersion: string, fetchTexts?: FetchTexts): Promise<PreloadedTranslations> {
  const language = detectLanguage(storedLanguage(), navigator.languages ?? []);
  const wanted: Language[] = language === 'en' ? ['en'] : [language, 'en'];
  const loaded = await Promise.all(
    wanted.map(async (lng) => {
      const result = await fetchTranslations(lng, uiVersion, fetchTexts);
      // RES-04: one line naming the file and why (the page says it in the user's language).
      if (!result.ok) console.warn(`${result.error.message}; they are asked for once more, else English shows.`);
      return result.ok ? [[lng, result.texts] as const] : [];
    }),
  );
  return Object.fromEntries(loaded.flat()) as PreloadedTranslations;
}
