import { translationsPath } from './languages';

/** A language's texts, or why they did not load and whether trying again may help. */
export type TranslationsResult =
  { ok: true; texts: Record<string, unknown> } | { ok: false; error: Error; retry: boolean };

/** The fetch the translations go through (a parameter, so tests can answer it). */
export type FetchTexts = (path: string) => Promise<Response>;

const isTexts = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fetches a language's texts from where the build serves them (I18N-02), for boot and for i18next's
 * backend alike. Network failures and server errors may be retried; any other answer is final.
 */
export async function fetchTranslations(
  language: string,
  uiVersion: string,
  fetchTexts: FetchTexts = (path) => fetch(path),
): Promise<TranslationsResult> {
  const fail = (reason: string, retry: boolean) => ({
    ok: false as const,
    error: new Error(`Texts for "${language}"${reason}`),
    retry,
  });
  let response: Response;
  try {
    response = await fetchTexts(translationsPath(language, uiVersion));
  } catch (error) {
    return fail(`: ${String(error)}`, true);
  }
  if (!response.ok) return fail(`: HTTP ${response.status}`, response.status >= 500);
  const texts: unknown = await response.json().catch(() => undefined);
  return isTexts(texts) ? { ok: true, texts } : fail(' are not JSON texts', false);
}
