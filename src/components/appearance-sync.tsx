import { useEffect, useLayoutEffect } from 'react';
import GlobalStyles from '@mui/joy/GlobalStyles';
import { useColorScheme } from '@mui/joy/styles';
import { applyColourBlindAttribute, useColourBlindMode } from '../hooks/use-colour-blind-mode';
import { COLOUR_BLIND_ATTRIBUTE, THEME_MODES, THEME_STORAGE_KEY, type ThemeMode } from '../utils/appearance-storage';
import { colourBlindVariables } from './colour-blind-palette';

/** Where Joy keeps the names of its light and dark colour schemes (`…-light`, `…-dark`). */
const JOY_SCHEME_STORAGE_KEY = 'joy-color-scheme';

/**
 * Props for Joy's CssVarsProvider: the theme mode lives under `theme` (spec §9). Joy's own storage
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
} as const;

// More specific than Joy's `:root` and `[data-joy-color-scheme=…]` blocks, so these win in both schemes.
const STYLES = {
  [`html[${COLOUR_BLIND_ATTRIBUTE}]`]: colourBlindVariables('light'),
  [`html[${COLOUR_BLIND_ATTRIBUTE}][data-joy-color-scheme="dark"]`]: colourBlindVariables('dark'),
};

const isThemeMode = (value: string | null): value is ThemeMode => THEME_MODES.some((mode) => mode === value);

/**
 * Inside Joy's CssVarsProvider: the colour-blind palette with `data-colour-blind` on `<html>` in step
 * with the stored mode; the hand-over from `public/theme-init.js` (its inline `color-scheme` yields to
 * CssBaseline's); only the documented keys in storage; a theme chosen in another tab applies here too.
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
  return <GlobalStyles styles={STYLES} />;
}
