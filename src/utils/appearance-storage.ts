/**
 * localStorage keys and values of the appearance settings (THEME-01, THEME-02). `public/pre-paint.js`
 * reads the same keys before the app loads (it cannot import this module); a unit test runs it.
 */

/** The theme: `system` (also when absent), `light` or `dark`. Written by Joy's CssVarsProvider. */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_MODES = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** Colour-blind mode: `true` when on; the key is removed when off. */
export const COLOUR_BLIND_STORAGE_KEY = 'colour-blind';
/** Set on `<html>` while colour-blind mode is on; the palette overrides hang on it. */
export const COLOUR_BLIND_ATTRIBUTE = 'data-colour-blind';
