/**
 * The packages the portal provides to remote areas as shared singletons (PLUG-02), as plain data that
 * any build configuration imports (PLUG-08: the built package is JavaScript, so Vite's config loader
 * and Node 22/24 load it as it is). The shell registers exactly these keys; a remote marks each
 * `{ singleton: true, import: false }` with the range below. No React here.
 */
import { SDK_VERSION } from './version.ts';

/** Every shared key with the package whose version it carries (a subpath carries its package's). */
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

export type SharedPackage = (typeof SHARED_PACKAGES)[keyof typeof SHARED_PACKAGES];

/**
 * The range an area requires of each package: the portal's own dependency ranges of this release (a
 * portal test keeps them equal), and for the SDK its major version.
 */
export const PACKAGE_RANGES: Readonly<Record<SharedPackage, string>> = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  'react-router': '^8.5.1',
  '@tanstack/react-query': '^5.108.0',
  '@mui/joy': '5.0.0-beta.52',
  '@emotion/react': '^11.14.0',
  '@emotion/styled': '^11.14.1',
  i18next: '^27.1.2',
  'react-i18next': '^18.0.1',
  '@portal/area-sdk': `^${SDK_VERSION.split('.')[0]}.0.0`,
};

/** Each shared key with the range a remote requires. */
export const SHARED_RANGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SHARED_PACKAGES).map(([key, pkg]) => [key, PACKAGE_RANGES[pkg]]),
);

/** The `shared` option of `@module-federation/vite`: every key from the portal, never a copy of its own. */
export const federationShared = () =>
  Object.fromEntries(
    Object.entries(SHARED_RANGES).map(([key, requiredVersion]) => [
      key,
      { singleton: true, import: false as const, requiredVersion },
    ]),
  );
