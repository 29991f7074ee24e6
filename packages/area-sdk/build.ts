/**
 * Builds the package (`npm run build -w @portal/area-sdk`, and before `npm pack`): dist/ holds the
 * JavaScript and type declarations of src/ (PLUG-08), written by TypeScript, and dist/frame/ the frame
 * page of isolated areas (PLUG-14), bundled by Vite with React, Joy, i18next and the federation
 * runtime of its own; both into a fresh folder that then replaces dist/ (a reader never sees it half
 * written).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { SHARED_PACKAGES } from './src/shared-packages.ts';

const HERE = import.meta.dirname;
const DIST = join(HERE, 'dist');
const NEXT = join(HERE, `dist.next-${process.pid}`);
const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');

/** The installed version of a package (the SDK: this one). */
function installedVersion(name: string): string {
  const file = name === '@portal/area-sdk' ? join(HERE, 'package.json') : require.resolve(`${name}/package.json`);
  const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : undefined;
  if (typeof version !== 'string') throw new Error(`${file} has no version`);
  return version;
}

/** The version of each shared package the frame page bundles: what it provides to an area (PLUG-02). */
const sharedVersions = (): Record<string, string> =>
  Object.fromEntries([...new Set(Object.values(SHARED_PACKAGES))].map((name) => [name, installedVersion(name)]));

/** nginx serves the page's bundle precompressed (brotli_static, gzip_static): no work per request. */
function precompress(folder: string): void {
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
    const bytes = readFileSync(join(folder, name));
    writeFileSync(join(folder, `${name}.gz`), gzipSync(bytes, { level: 9 }));
    writeFileSync(join(folder, `${name}.br`), brotliCompressSync(bytes));
  }
}

try {
  execFileSync(process.execPath, [tsc, '-p', join(HERE, 'tsconfig.build.json'), '--outDir', NEXT], {
    stdio: 'inherit',
  });
  await build({
    configFile: false,
    root: join(HERE, 'frame'),
    // nginx serves the page at /frame/ of the isolated origin, and replaces the nonce per response.
    base: '/frame/',
    logLevel: 'warn',
    plugins: [react()],
    define: { __SHARED_VERSIONS__: JSON.stringify(sharedVersions()) },
    html: { cspNonce: '__PORTAL_CSP_NONCE__' },
    // One file: an area may use any export of the shared packages, so the page carries them all.
    build: {
      outDir: join(NEXT, 'frame'),
      emptyOutDir: true,
      target: 'es2023',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
    },
  });
  precompress(join(NEXT, 'frame', 'assets'));
  rmSync(DIST, { recursive: true, force: true });
  renameSync(NEXT, DIST);
} finally {
  rmSync(NEXT, { recursive: true, force: true });
}
