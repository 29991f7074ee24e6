/**
 * The packages this remote takes from the portal (PLUG-02): every one `{ singleton: true, import: false }`
 * (never a copy of its own), with the range the portal's own package.json (or the SDK's) declares.
 * A subpath carries its package's range. The build test checks `dist/mf-manifest.json` against this.
 */
import portal from '../../package.json' with { type: 'json' };
import sdk from '../../packages/area-sdk/package.json' with { type: 'json' };

const PACKAGE_OF = {
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

const rangeOf = (pkg: string): string => {
  if (pkg === sdk.name) return `^${sdk.version.split('.')[0]}.0.0`;
  const range = (portal.dependencies as Record<string, string>)[pkg];
  if (!range) throw new Error(`${pkg} is not a dependency of the portal: it cannot be shared`);
  return range;
};

/** Each shared key with the range this remote requires. */
export const SHARED_RANGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PACKAGE_OF).map(([key, pkg]) => [key, rangeOf(pkg)]),
);

/** The `shared` option of `@module-federation/vite`. */
export const federationShared = () =>
  Object.fromEntries(
    Object.entries(SHARED_RANGES).map(([key, requiredVersion]) => [
      key,
      { singleton: true, import: false as const, requiredVersion },
    ]),
  );
