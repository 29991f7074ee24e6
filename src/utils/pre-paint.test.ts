import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { COLOUR_BLIND_ATTRIBUTE, COLOUR_BLIND_STORAGE_KEY, THEME_STORAGE_KEY } from './appearance-storage';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';

// The no-flash script of index.html, run as the browser runs it: before the app, with storage as it finds it.
const SCRIPT = readFileSync('public/pre-paint.js', 'utf8');
const root = document.documentElement;
// The stub of src/testing/setup.ts (jsdom has none): a fresh, never-matching list per call.
const jsdomMatchMedia = window.matchMedia.bind(window);

function runThemeInit({
  stored,
  prefersDark = false,
  languages,
}: {
  stored: Record<string, string>;
  prefersDark?: boolean;
  languages?: readonly string[];
}) {
  if (languages) vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    Object.assign(jsdomMatchMedia(query), { matches: prefersDark && query === '(prefers-color-scheme: dark)' }),
  );
  runInThisContext(SCRIPT, { filename: 'public/pre-paint.js' });
}

afterEach(() => {
  window.localStorage.clear();
  root.removeAttribute('data-prepaint-area');
  root.setAttribute('lang', 'en');
  root.removeAttribute('data-joy-color-scheme');
  root.removeAttribute(COLOUR_BLIND_ATTRIBUTE);
  root.style.removeProperty('color-scheme');
});

describe('public/pre-paint.js', () => {
  test.each([
    [{}, false, 'light'],
    [{}, true, 'dark'],
    [{ [THEME_STORAGE_KEY]: 'system' }, true, 'dark'],
    [{ [THEME_STORAGE_KEY]: 'dark' }, false, 'dark'],
    [{ [THEME_STORAGE_KEY]: 'light' }, true, 'light'],
    [{ [THEME_STORAGE_KEY]: 'purple' }, true, 'dark'],
  ])('[THEME-01] stored %o with a dark browser %s paints %s before the app', (stored, prefersDark, scheme) => {
    runThemeInit({ stored, prefersDark });
    expect(root.getAttribute('data-joy-color-scheme')).toBe(scheme);
    expect(root.style.colorScheme).toBe(scheme);
  });

  test('[THEME-02] sets data-colour-blind only for colour-blind=true', () => {
    runThemeInit({ stored: { [COLOUR_BLIND_STORAGE_KEY]: 'false' } });
    expect(root.hasAttribute(COLOUR_BLIND_ATTRIBUTE)).toBe(false);
    runThemeInit({ stored: { [COLOUR_BLIND_STORAGE_KEY]: 'true' } });
    expect(root.hasAttribute(COLOUR_BLIND_ATTRIBUTE)).toBe(true);
  });

  test('[THEME-01] falls back to the defaults when storage throws (blocked cookies)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    runThemeInit({ stored: {}, prefersDark: true });
    expect(root.getAttribute('data-joy-color-scheme')).toBe('dark');
    expect(root.hasAttribute(COLOUR_BLIND_ATTRIBUTE)).toBe(false);
  });

  test.each([
    [null, ['de-AT', 'en'], 'de'],
    [null, ['fr-FR', 'de'], 'de'],
    [null, ['fr-FR', 'it'], 'en'],
    [null, [], 'en'],
    ['de', ['en-US'], 'de'],
    ['en', ['de-DE'], 'en'],
    ['DE-ch', [], 'de'],
    ['klingon', ['de'], 'de'],
    ['', ['de'], 'de'],
  ])(
    '[PERF-08] [I18N-01] stored language %s with browser %o: the frame paints in the language the app picks',
    (stored, languages, expected) => {
      runThemeInit({ stored: stored === null ? {} : { [LANGUAGE_STORAGE_KEY]: stored }, languages });
      expect(root.getAttribute('lang')).toBe(expected);
      // The app's own rule, on the same inputs.
      expect(detectLanguage(stored, languages)).toBe(expected);
    },
  );

  test.each([
    ['/pulse', 'pulse'],
    ['/customers/c-0001', 'customers'],
    ['/', ''],
    ['/file-store/a/b', 'file-store'],
    ['/Odd<Path>', null],
  ])('[PERF-08] the path %s names the area %s for the frame', (path, area) => {
    window.history.replaceState(null, '', path);
    runThemeInit({ stored: {} });
    expect(root.getAttribute('data-prepaint-area')).toBe(area);
    window.history.replaceState(null, '', '/');
  });
});
