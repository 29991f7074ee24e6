/**
 * `areaIntegrity()`: a Vite plugin for a remote area's build (PLUG-11). It writes the hash of every
 * emitted JavaScript file into `mf-manifest.json` as `integrity: { "<file>": "sha384-<base64>" }`
 * (file names relative to the build's folder, as deployed). The portal pins the manifest's own bytes
 * with the config's `integrity`; for a pinned area it then hands these hashes to the browser (an
 * import map's `integrity` section), which runs only files whose bytes match: `remoteEntry.js`, every
 * chunk, lazy ones and the federation plugin's own included.
 *
 * Put it after `federation(...)` in `plugins`. It hashes in `generateBundle` (after the federation
 * plugin emitted the manifest, whatever the plugin order: its hook runs last) and checks in
 * `writeBundle` that the files on disk are those bytes. Node built-ins and Vite's types only, so any
 * build config can import it.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export type IntegrityAlgorithm = 'sha256' | 'sha384' | 'sha512';

export type AreaIntegrityOptions = {
  /** The manifest to write into (default `mf-manifest.json`, `@module-federation/vite`'s). */
  manifest?: string;
  /** The hash (default `sha384`, the usual one for subresource integrity). */
  algorithm?: IntegrityAlgorithm;
};

/** The manifest's field the hashes go into. */
export const INTEGRITY_FIELD = 'integrity';

/** `<algorithm>-<base64>` of the bytes, as subresource integrity and import maps write it. */
export const integrityOf = (bytes: string | Uint8Array, algorithm: IntegrityAlgorithm = 'sha384'): string =>
  `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;

type BundleFile = { type: 'chunk'; code: string } | { type: 'asset'; source: string | Uint8Array };

const bytesOf = (file: BundleFile) => (file.type === 'chunk' ? file.code : file.source);

/** The hashes of every `.js` file of the bundle, by file name, sorted. */
export function integrityOfBundle(
  bundle: Readonly<Record<string, BundleFile>>,
  algorithm: IntegrityAlgorithm = 'sha384',
): Record<string, string> {
  return Object.fromEntries(
    Object.keys(bundle)
      .filter((fileName) => fileName.endsWith('.js'))
      .toSorted()
      .map((fileName) => [fileName, integrityOf(bytesOf(bundle[fileName]!), algorithm)]),
  );
}

export function areaIntegrity(options: AreaIntegrityOptions = {}): Plugin {
  const manifestName = options.manifest ?? 'mf-manifest.json';
  const algorithm = options.algorithm ?? 'sha384';
  let written: Record<string, string> = {};
  let outDir = '';
  return {
    name: 'portal:area-integrity',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const manifest = bundle[manifestName];
        if (manifest?.type !== 'asset')
          this.error(`${manifestName} was not emitted: areaIntegrity() needs federation({ manifest: true })`);
        written = integrityOfBundle(bundle, algorithm);
        if (Object.keys(written).length === 0) this.error('the build emitted no JavaScript to hash');
        const source =
          typeof manifest.source === 'string' ? manifest.source : new TextDecoder().decode(manifest.source);
        manifest.source = JSON.stringify({ ...JSON.parse(source), [INTEGRITY_FIELD]: written });
      },
    },
    // The manifest must commit to the bytes that are deployed: a plugin that changed a file after
    // generateBundle would make the portal refuse the area, so the build fails here instead.
    async writeBundle(output) {
      const dir = output.dir ?? outDir;
      for (const [fileName, expected] of Object.entries(written)) {
        const actual = integrityOf(await readFile(join(dir, fileName)), algorithm);
        if (actual !== expected)
          this.error(`${fileName} changed after its hash was written into ${manifestName}: ${actual} ≠ ${expected}`);
      }
    },
  };
}
