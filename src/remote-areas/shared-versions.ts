/**
 * Every module key the shell provides to remote areas (PLUG-02), with the package whose installed
 * version it carries. A remote marks each `{ singleton: true, import: false, requiredVersion }` and
 * takes it from the shell; a key not listed here is never provided.
 */
export const SHARED_KEYS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  '@tanstack/react-query': '@tanstack/react-query',
  '@mui/joy': '@mui/joy',
  '@emotion/react': '@emotion/react',
  '@emotion/react/jsx-runtime': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@portal/area-sdk': '@portal/area-sdk',
} as const;

export type SharedKey = keyof typeof SHARED_KEYS;

/** Keys a remote must take from the shell: without them it would run its own React or its own SDK context. */
export const REQUIRED_SHARED_KEYS: readonly SharedKey[] = ['react', '@portal/area-sdk'];

/** Whether the shell provides `key`. */
export const isSharedKey = (key: string): key is SharedKey => Object.hasOwn(SHARED_KEYS, key);

/** The version the shell provides for `key`, or undefined for a key it does not provide. */
export const providedVersion = (key: string): string | undefined =>
  isSharedKey(key) ? __SHARED_VERSIONS__[SHARED_KEYS[key]] : undefined;
