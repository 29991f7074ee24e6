import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadCallback } from 'i18next';
import { languageDetector, translationsBackend } from './i18n-plugins';
import { detectLanguage } from './languages';
import { preloadTranslations } from './preload-translations';
import { fetchTranslations, type FetchTexts } from './fetch-translations';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const read = (fetchTexts: typeof fetch, language = 'de') =>
  new Promise<Parameters<ReadCallback>>((resolve) =>
    translationsBackend('1.2.3 beta', fetchTexts).read(language, 'translation', (...args) => resolve(args)),
  );

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** A server that takes the request and never answers; the request's signal ends the wait. */
const never: FetchTexts = (_path, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

describe('i18next plugins', () => {
  it('[I18N-02] [PERF-04] the backend reads a language from the versioned path', async () => {
    const fetchTexts = vi.fn(async () => json({ app: { title: 'Verwaltungsportal' } }));
    expect(await read(fetchTexts)).toEqual([null, { app: { title: 'Verwaltungsportal' } }]);
    expect(fetchTexts).toHaveBeenCalledWith('/assets/i18n/de.json?v=1.2.3%20beta', { signal: expect.any(AbortSignal) });
  });

  it('[I18N-02] a failed read names the language; network and server errors are retried, others not', async () => {
    const [notFound, retryNotFound] = await read(async () => json({}, 404));
    expect(String(notFound)).toContain('Texts for "de": HTTP 404');
    expect(retryNotFound).toBe(false);
    expect((await read(async () => json({}, 503)))[1]).toBe(true);
    const [offline, retryOffline] = await read(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(String(offline)).toContain('Failed to fetch');
    expect(retryOffline).toBe(true);
    const [garbled, retryGarbled] = await read(async () => new Response('<html>', { status: 200 }));
    expect(String(garbled)).toContain('not JSON');
    expect(retryGarbled).toBe(false);
  });

  it('[I18N-01] the detector prefers the stored choice, then the first supported browser language, then English', () => {
    expect(detectLanguage('de', ['en-US'])).toBe('de');
    expect(detectLanguage(null, ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(detectLanguage('fr', ['es'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
    localStorage.setItem('language', 'de');
    expect(languageDetector().detect()).toBe('de');
  });

  it('[I18N-01] a language change is stored as a supported language, and refused storage is harmless', () => {
    const detector = languageDetector();
    detector.cacheUserLanguage?.('de-DE');
    expect(localStorage.getItem('language')).toBe('de');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => detector.cacheUserLanguage?.('en')).not.toThrow();
  });
});

/** A language's texts, as small as the shape check allows. */
const texts = (lang: string) => ({ app: { title: `Portal (${lang})` } });

describe('translations fetched by boot', () => {
  it("[PERF-04] boot fetches the visitor's language and English, the fallback", async () => {
    localStorage.setItem('language', 'de');
    const fetchTexts = vi.fn(async (url: string) => json(texts(url.slice(13, 15))));
    expect(await preloadTranslations('7', fetchTexts)).toEqual({ de: texts('de'), en: texts('en') });
    localStorage.setItem('language', 'en');
    expect(await preloadTranslations('7', fetchTexts)).toEqual({ en: texts('en') });
    expect(fetchTexts).toHaveBeenCalledWith('/assets/i18n/de.json?v=7', { signal: expect.any(AbortSignal) });
  });

  it('[PERF-04] a language that fails or is not an object is left out for i18next to fetch; nothing rejects', async () => {
    localStorage.setItem('language', 'de');
    const failing = vi.fn(async (url: string) =>
      url.includes('/de.json') ? Promise.reject(new TypeError('offline')) : json(['not', 'texts']),
    );
    expect(await preloadTranslations('7', failing)).toEqual({});
    expect(await preloadTranslations('7', async () => json({}, 500))).toEqual({});
  });

  it('[RES-02] texts that never come are missing at their deadline, not retried behind the user', async () => {
    const result = await fetchTranslations('de', '7', never, 50);
    expect(result).toMatchObject({ ok: false, retry: false });
    expect(!result.ok && result.error.message).toBe('Texts for "de": no answer within 0.05 s');
  });

  it("[RES-04] a JSON object that is not the portal's texts is refused, not shown as empty texts", async () => {
    const result = await fetchTranslations('de', '7', async () => json({ unexpected: [1] }));
    expect(result).toMatchObject({ ok: false, retry: false });
  });
});
