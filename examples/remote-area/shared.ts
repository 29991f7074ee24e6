/**
 * The packages this remote takes from the portal (PLUG-02): every one `{ singleton: true, import: false }`
 * (never a copy of its own), with the range the portal's own package.json (or the SDK's) declares.
 * A subpath carries its package's range. The build test checks `dist/mf-manifest.json` against this.
 */
import portal from '../../package.json' with { type: 'json' };
import sdk from '../../packages/area-sdk/package.json' with { type: 'json' };
import { SHARED_PACKAGES } from '@portal/area-sdk/shared-packages';

const PACKAGE_OF = SHARED_PACKAGES;

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
