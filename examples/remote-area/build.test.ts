// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SHARED_RANGES } from './shared.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
let outDir = '';

/** Code that only a bundled copy of a shared package would contain (its own strings). */
const COPY_MARKERS: Record<string, string[]> = {
  react: ['react.transitional.element', 'react.fragment', 'Invalid hook call'],
  'react-dom': ['hydrateRoot', 'react-dom.production', 'findDOMNode'],
  'react-router': ['useNavigate() may be used only', 'RouterProvider'],
  '@tanstack/react-query': ['QueryClientProvider', 'No QueryClient set'],
  '@mui/joy': ['JoyCard', 'JoyChip', 'JoyButton', 'MuiCssBaseline'],
  '@emotion/*': ['data-emotion', 'emotion-'],
  i18next: ['i18next/PATH_KEY'],
  'react-i18next': ['react-i18next::', 'useTranslation: You will need'],
  '@portal/area-sdk': ['outside an area', 'AreaContext'],
};

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'remote-area-build-'));
  // a child process: the federation plugin does not build inside vitest's own process
  const vite = path.join(root, '../../node_modules/vite/bin/vite.js');
  await promisify(execFile)(process.execPath, [vite, 'build', '--logLevel', 'error', '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, VITEST: undefined, NODE_ENV: 'production' },
  });
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the example remote build', () => {
  test('[PLUG-02] [PLUG-06] mf-manifest.json takes every shared package from the portal: singleton, the portal range, ESM entry, publicPath auto', async () => {
    const manifest = JSON.parse(await readFile(path.join(outDir, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.publicPath).toBe('auto');
    expect(manifest.metaData.remoteEntry).toMatchObject({ name: 'remoteEntry.js', type: 'module' });
    expect(manifest.exposes.map((e: { path: string }) => e.path)).toEqual(['./Area']);
    const shared = Object.fromEntries(
      manifest.shared.map((s: { name: string; singleton: boolean; requiredVersion: string; assets: unknown }) => [
        s.name,
        s,
      ]),
    );
    expect(Object.keys(shared).toSorted()).toEqual(Object.keys(SHARED_RANGES).toSorted());
    for (const [name, range] of Object.entries(SHARED_RANGES)) {
      expect(shared[name], name).toMatchObject({
        singleton: true,
        requiredVersion: range,
        // import: false: no fallback of its own, so no file to download for it
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      });
    }
  });

  test('[PLUG-02] [PLUG-06] the output holds no copy of any shared package and nothing a strict CSP refuses', async () => {
    const all = (await files(outDir)).filter((f) => f.endsWith('.js'));
    expect(all.length).toBeGreaterThan(0);
    for (const file of all) {
      const code = await readFile(file, 'utf8');
      for (const [pkg, markers] of Object.entries(COPY_MARKERS))
        for (const marker of markers) expect(code.includes(marker), `${pkg} (${marker}) in ${file}`).toBe(false);
      expect(code).not.toMatch(/\beval\(|new Function\(|blob:/);
    }
    const bytes = (await Promise.all(all.map((f) => readFile(f)))).reduce((n, b) => n + b.length, 0);
    // the federation runtime and the area's own code; a bundled React alone would be over 150 kB
    expect(bytes).toBeLessThan(150_000);
  });

  test("[PLUG-11] mf-manifest.json commits to the bytes of every .js file: remoteEntry.js, the chunks, the plugin's own", async () => {
    const manifest = JSON.parse(await readFile(path.join(outDir, 'mf-manifest.json'), 'utf8'));
    const all = (await files(outDir)).filter((f) => f.endsWith('.js')).map((f) => path.relative(outDir, f));
    expect(all).toContain('remoteEntry.js');
    expect(all.some((file) => file.includes('_virtual_mf'))).toBe(true);
    expect(Object.keys(manifest.integrity).toSorted()).toEqual(all.toSorted());
    for (const file of all)
      expect(manifest.integrity[file], file).toBe(
        `sha384-${createHash('sha384')
          .update(await readFile(path.join(outDir, file)))
          .digest('base64')}`,
      );
  });
});
