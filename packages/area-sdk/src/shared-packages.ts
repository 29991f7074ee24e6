/**
 * Every module key the portal provides to remote areas as a shared singleton (PLUG-02), with the
 * package whose version it carries (a subpath carries its package's). The one list both sides read:
 * the shell registers exactly these, and a remote marks each `{ singleton: true, import: false }`.
 * Plain data, no React: a remote's build configuration can import it.
 */
export const SHARED_PACKAGES = {
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
