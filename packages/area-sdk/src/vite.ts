/**
 * `@portal/area-sdk/vite` (PLUG-09): the Vite preset of a remote area. `portalArea({ name, exposes })`
 * is the federation plugin configured from the SDK's data (every shared package from the portal,
 * `import: false`), the manifest, `remoteEntry.js` as an ES module, `base: './'` (the build works from
 * whatever path the portal serves it under), the manifest's version taken from `package.json`, and
 * the hashes of every emitted file in the manifest (PLUG-11: what a portal that pins the build checks).
 *
 *   export default defineConfig({ plugins: [react(), portalArea({ name: 'fleet_health', exposes: { './Area': './src/area.tsx' } })] });
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import type { Plugin, PluginOption } from 'vite';
import { areaIntegrity } from './integrity-plugin.ts';
import { federationShared } from './shared-packages.ts';

export type PortalAreaOptions = {
  /** The federation name: a JavaScript identifier, by convention the area's id with `_` for `-`. */
  readonly name: string;
  /** The modules the portal may load, by their exposed name; the portal loads `./Area`. */
  readonly exposes: Readonly<Record<string, string>>;
};

/** The `version` of the project's package.json: what the portal's version information shows. */
function packageVersion(root: string): string {
  const file = join(root, 'package.json');
  let version: unknown;
  try {
    const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
    version = typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : undefined;
  } catch (error) {
    throw new Error(`portalArea: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+/.test(version))
    throw new Error(`portalArea: ${file} has no semver "version"; the portal shows it as the area's version.`);
  return version;
}

/** The Vite plugins that build a remote area of the portal (see the module's comment). */
export function portalArea({ name, exposes }: PortalAreaOptions): PluginOption[] {
  if (!/^[A-Za-z_$][\w$]*$/.test(name))
    throw new Error(`portalArea: name ${JSON.stringify(name)} must be a JavaScript identifier such as fleet_health.`);
  if (!exposes['./Area']) throw new Error('portalArea: exposes must name the module the portal loads, "./Area".');
  const settings: Plugin = {
    name: 'portal-area',
    config: () => ({
      base: './',
      build: {
        target: 'es2023',
        modulePreload: false,
        // No page of its own: the only entry is remoteEntry.js, which the federation plugin emits.
        rolldownOptions: { input: {} },
      },
    }),
    configResolved(config) {
      // @module-federation/vite 1.23.8 writes MF_BUILD_VERSION (default "1.0.0") into the manifest.
      process.env.MF_BUILD_VERSION = packageVersion(config.root);
    },
  };
  return [
    settings,
    federation({
      name,
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { ...exposes },
      shared: federationShared(),
      dts: false,
    }),
    // PLUG-11: the hash of every .js file into mf-manifest.json, for a portal that pins this build.
    areaIntegrity(),
  ];
}
