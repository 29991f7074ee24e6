import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { COLOUR_BLIND_ATTRIBUTE, COLOUR_BLIND_STORAGE_KEY, THEME_STORAGE_KEY } from './appearance-storage';

// The no-flash script of index.html, run as the browser runs it: before the app, with storage as it finds it.
const SCRIPT = readFileSync('public/theme-init.js', 'utf8');
const root = document.documentElement;
// The stub of src/testing/setup.ts (jsdom has none): a fresh, never-matching list per call.
const jsdomMatchMedia = window.matchMedia.bind(window);

function runThemeInit({ stored, prefersDark = false }: { stored: Record<string, string>; prefersDark?: boolean }) {
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    Object.assign(jsdomMatchMedia(query), { matches: prefersDark && query === '(prefers-color-scheme: dark)' }),
  );
  runInThisContext(SCRIPT, { filename: 'public/theme-init.js' });
}

afterEach(() => {
  window.localStorage.clear();
  root.removeAttribute('data-joy-color-scheme');
  root.removeAttribute(COLOUR_BLIND_ATTRIBUTE);
  root.style.removeProperty('color-scheme');
});

describe('public/theme-init.js', () => {
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
});
