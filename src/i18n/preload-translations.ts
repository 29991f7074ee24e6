import { detectLanguage, storedLanguage, translationsPath, type Language } from './languages';

/** Texts fetched by boot, per language; i18next starts with them instead of fetching them itself. */
export type PreloadedTranslations = Partial<Record<Language, Record<string, unknown>>>;

/**
 * PERF-04: boot fetches the texts of the visitor's language (and English, the fallback) beside the
 * sign-in, so the first render does not wait for another round trip after the application loads.
 * Never rejects: a language that fails to load is left out, and i18next's backend fetches it again.
 */
export async function preloadTranslations(
  uiVersion: string,
  fetchTexts: (path: string) => Promise<Response> = (path) => fetch(path),
): Promise<PreloadedTranslations> {
  const language = detectLanguage(storedLanguage(), navigator.languages ?? []);
  const wanted: Language[] = language === 'en' ? ['en'] : [language, 'en'];
  const loaded = await Promise.all(
    wanted.map(async (lng) => {
      try {
        const response = await fetchTexts(translationsPath(lng, uiVersion));
        const texts: unknown = response.ok ? await response.json() : undefined;
        return texts && typeof texts === 'object' && !Array.isArray(texts) ? ([[lng, texts]] as const) : [];
      } catch {
        return [];
      }
    }),
  );
  return Object.fromEntries(loaded.flat()) as PreloadedTranslations;
}
