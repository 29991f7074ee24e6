import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files nginx serves precompressed (brotli_static, gzip_static). */
export const PRECOMPRESSED = /\.(js|mjs|css|json|svg|txt|html|xml|webmanifest)$/;

/** Whether the build precompresses this path (relative to the output directory). */
export const shouldPrecompress = (file: string) =>
  PRECOMPRESSED.test(file) &&
  // index.html is rewritten per response (the CSP nonce), so nginx compresses it on the fly.
  file !== 'index.html' &&
  // Dot directories (.vite/manifest.json) are never served.
  !file.split('/').some((part) => part.startsWith('.'));

/** Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to the file. */
export async function precompressFile(path: string): Promise<void> {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Vite plugin: after the build is written (public files included), precompresses every text file
 * of the output directory for nginx's brotli_static and gzip_static.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true, encoding: 'utf8' });
      await Promise.all(
        files
          .filter((file) => shouldPrecompress(file.replaceAll('\\', '/')))
          .map((file) => precompressFile(join(outDir, file))),
      );
    },
  };
};
