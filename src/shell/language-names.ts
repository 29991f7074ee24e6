/** Each language named in itself (SHELL-08), so it is found whatever the current language. */
export const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch' } as const;
