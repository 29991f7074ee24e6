import { useEffect, useLayoutEffect } from 'react';
import { useColorScheme } from '@mui/joy/styles';
import { applyColourBlindAttribute, useColourBlindMode } from '@/hooks/use-colour-blind-mode';
import { THEME_MODES, THEME_STORAGE_KEY, type ThemeMode } from '@/utils/appearance-storage';

/** Where Joy keeps the names of its light and dark colour schemes (`…-light`, `…-dark`). */
const JOY_SCHEME_STORAGE_KEY = 'joy-color-scheme';

/**
 * Props for Joy's CssVarsProvider: the theme mode lives under `theme` (THEME-01). Joy's own storage
 * listener is off (`storageWindow: null`), as AppearanceSync removes Joy's scheme-name keys, which
 * would otherwise be written back by every other open tab.
 */
export const APPEARANCE_PROVIDER_PROPS = {
  defaultMode: 'system',
  modeStorageKey: THEME_STORAGE_KEY,
  colorSchemeStorageKey: JOY_SCHEME_STORAGE_KEY,
  storageWindow: null,
  // Joy injects that style without the CSP nonce: InstantSchemeChange does it with one.
  disableTransitionOnChange: false,
  // PERF-08/09: Joy's theme variables, CssBaseline's rules and the colour-blind palette are the static
  // stylesheet of index.html (tools/build/joy-static-css.ts), painted before any module runs.
  disableStyleSheetGeneration: true,
} as const;

const isThemeMode = (value: string | null): value is ThemeMode => THEME_MODES.some((mode) => mode === value);

/**
 * Inside Joy's CssVarsProvider: `data-colour-blind` on `<html>` in step with the stored mode (the
 * static stylesheet's colour-blind palette hangs on it); the hand-over from `public/pre-paint.js` (its
 * inline `color-scheme` yields to the stylesheet's); only the documented keys in storage; a theme
 * chosen in another tab applies here too.
 */
export function AppearanceSync() {
  const [colourBlind] = useColourBlindMode();
  const { setMode } = useColorScheme();
  useLayoutEffect(() => applyColourBlindAttribute(colourBlind), [colourBlind]);
  useLayoutEffect(() => {
    document.documentElement.style.removeProperty('color-scheme');
    // Joy writes its scheme names (always light/dark here) on a first visit; nothing reads them back.
    for (const suffix of ['light', 'dark']) window.localStorage.removeItem(`${JOY_SCHEME_STORAGE_KEY}-${suffix}`);
  }, []);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setMode(isThemeMode(event.newValue) ? event.newValue : 'system');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setMode]);
  return null;
}
