// @vitest-environment node
/**
 * The build test: builds the area and checks what the portal checks before it runs any of its code.
 * Every shared package comes from the portal (a singleton with the portal's range and no file of its
 * own), the entry is an ES module, the build works from any path, the version is package.json's; no
 * file holds a copy of a shared package or anything the portal's Content-Security-Policy refuses.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SHARED_RANGES } from '@portal/area-sdk/shared-packages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import project from './package.json' with { type: 'json' };

const root = import.meta.dirname;
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
  '@portal/area-sdk': ['outside an area', 'inside the portal or the SDK test harness'],
};

type SharedEntry = { name: string; singleton: boolean; requiredVersion: string; assets: unknown };

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'area-build-'));
  // A child process: the federation plugin does not build inside vitest's own process.
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  await promisify(execFile)(process.execPath, [vite, 'build', '--logLevel', 'error', '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, VITEST: undefined, NODE_ENV: 'production' },
  });
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the build', () => {
  test('mf-manifest.json takes every shared package from the portal: singleton, the portal range, no file of its own', async () => {
    const manifest = JSON.parse(await readFile(path.join(outDir, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.publicPath).toBe('auto');
    expect(manifest.metaData.remoteEntry).toMatchObject({ name: 'remoteEntry.js', type: 'module' });
    expect(manifest.exposes.map((exposed: { path: string }) => exposed.path)).toEqual(['./Area']);
    const shared: Record<string, SharedEntry> = Object.fromEntries(
      manifest.shared.map((entry: SharedEntry) => [entry.name, entry]),
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

  test('the manifest carries the version of package.json, which the portal shows', async () => {
    const manifest = JSON.parse(await readFile(path.join(outDir, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.buildInfo.buildVersion).toBe(project.version);
  });

  test('no file holds a copy of a shared package or anything a strict CSP refuses', async () => {
    const all = (await files(outDir)).filter((file) => file.endsWith('.js'));
    expect(all.length).toBeGreaterThan(0);
    for (const file of all) {
      const code = await readFile(file, 'utf8');
      for (const [pkg, markers] of Object.entries(COPY_MARKERS))
        for (const marker of markers) expect(code.includes(marker), `${pkg} (${marker}) in ${file}`).toBe(false);
      expect(code).not.toMatch(/\beval\(|new Function\(|blob:/);
    }
    const bytes = (await Promise.all(all.map((file) => readFile(file)))).reduce((sum, body) => sum + body.length, 0);
    // the federation runtime and the area's own code; a bundled React alone would be over 150 kB
    expect(bytes).toBeLessThan(150_000);
  });

  test("the manifest commits to the bytes of every .js file (what a portal that pins this build checks): remoteEntry.js, the chunks, the plugin's own", async () => {
    const manifest = JSON.parse(await readFile(path.join(outDir, 'mf-manifest.json'), 'utf8'));
    const all = (await files(outDir)).filter((file) => file.endsWith('.js')).map((file) => path.relative(outDir, file));
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
