/**
 * POP-03: the third-party licences text file, built from the packages that really end up in the
 * bundle. rollup-plugin-license collects every node_modules package of the rendered chunks (it works
 * with Vite 8's rolldown: it reads `chunk.modules` in `renderChunk`); this wrapper sorts them, adds a
 * header, and emits the text as a build asset, so it lands in whichever `outDir` the build writes.
 */
import license, { type Dependency } from 'rollup-plugin-license';
import type { Plugin } from 'vite';
import { join } from 'node:path';
import { THIRD_PARTY_LICENSES_FILE } from '../../src/config/third-party-licenses.ts';
import { runtimeDependencyDirs } from './dependency-tree.ts';

export { THIRD_PARTY_LICENSES_FILE };

const SEPARATOR = '\n\n---\n\n';

/** The whole text: a header naming the product and the count, then each package's notice. */
export function licencesText(product: string, dependencies: readonly Dependency[]): string {
  const sorted = dependencies.toSorted((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  const header = `Third-party software in ${product}: ${sorted.length} packages, with their licences.`;
  return [header, ...sorted.map((dependency) => dependency.text())].join(SEPARATOR) + '\n';
}

/** Calls one of rollup-plugin-license's hooks: plain functions that never read `this`. */
function runHook(hook: unknown, ...args: unknown[]) {
  if (typeof hook !== 'function') throw new Error('rollup-plugin-license: unexpected hook shape');
  Reflect.apply(hook, undefined, args);
}

/** A scanner of rollup-plugin-license that hands the finished text to `done`. */
const licenceScanner = (product: string, done: (text: string) => void) =>
  license({ thirdParty: { output: (dependencies) => done(licencesText(product, dependencies)) } });

/**
 * The licences text the dev server answers (UX-07): the same scanner and format as a build, fed the
 * project's runtime dependency tree, since the dev server has no chunks to read. It is a superset of
 * what a build bundles (nothing is tree-shaken), which errs on the side of listing.
 */
export function devLicencesText(product: string, root: string): string {
  let text = '';
  const scanner = licenceScanner(product, (result) => void (text = result));
  // Each package is one "module" of a chunk; the scanner finds its package.json and licence file from there.
  const modules = Object.fromEntries(
    runtimeDependencyDirs(root).map((dir) => [join(dir, 'package.json'), { renderedLength: 1 }]),
  );
  runHook(scanner.renderChunk, '', { modules }, {});
  runHook(scanner.generateBundle);
  return text;
}

/** Emits THIRD_PARTY_LICENSES_FILE in builds; the dev server answers it from the dependency tree. */
export function thirdPartyLicenses(product: string): Plugin {
  let text = '';
  const scanner = licenceScanner(product, (result) => void (text = result));
  return {
    name: 'portal-third-party-licenses',
    renderChunk(code, chunk, options) {
      // Only collects the chunk's packages; the code is left as it is (no banner option is set).
      runHook(scanner.renderChunk, code, chunk, options);
      return null;
    },
    generateBundle() {
      runHook(scanner.generateBundle);
      this.emitFile({ type: 'asset', fileName: THIRD_PARTY_LICENSES_FILE, source: text });
    },
    configureServer(server) {
      // Computed on first request (reading some hundred package.json files), then kept for the session.
      let devText: string | undefined;
      server.middlewares.use(`/${THIRD_PARTY_LICENSES_FILE}`, (_req, res) => {
        devText ??= devLicencesText(product, server.config.root);
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(devText);
      });
    },
  };
}
