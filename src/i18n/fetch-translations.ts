import { translationsPath } from './languages';

/** A language's texts, or why they did not load and whether trying again may help. */
export type TranslationsResult =
  { ok: true; texts: Record<string, unknown> } | { ok: false; error: Error; retry: boolean };

/** The fetch the translations go through (a parameter, so tests can answer it). */
export type FetchTexts = (path: string, init?: RequestInit) => Promise<Response>;

/** RES-02: texts that do not come within this time are missing (English shows), never an endless wait. */
export const TEXTS_DEADLINE_MS = 10_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
// The portal's texts, not any JSON object: the product's name is in every language's file (RES-04).
const isTexts = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && isObject(value.app) && typeof value.app.title === 'string';

/**
 * Fetches a language's texts from where the build serves them (I18N-02), for boot and for i18next's
 * backend alike. Network failures and server errors may be retried; any other answer is final.
 */
export async function fetchTranslations(
  language: string,
  uiVersion: string,
  fetchTexts: FetchTexts = (path, init) => fetch(path, init),
  deadlineMs = TEXTS_DEADLINE_MS,
): Promise<TranslationsResult> {
  const fail = (reason: string, retry: boolean) => ({
    ok: false as const,
    error: new Error(`Texts for "${language}"${reason}`),
    retry,
  });
  let response: Response;
  try {
    response = await fetchTexts(translationsPath(language, uiVersion), {
      signal: AbortSignal.timeout(deadlineMs),
    });
  } catch (error) {
    const late = isTimeout(error);
    return fail(late ? `: no answer within ${deadlineMs / 1000} s` : `: ${String(error)}`, !late);
  }
  if (!response.ok) return fail(`: HTTP ${response.status}`, response.status >= 500);
  // A body that never ends is bounded by the same deadline (the signal aborts the read too).
  const texts: unknown = await response.json().catch(() => undefined);
  return isTexts(texts) ? { ok: true, texts } : fail(' are not JSON texts', false);
}

/** Whether a fetch failed at its signal's timeout (a DOMException named TimeoutError, of whichever realm). */
const isTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';
