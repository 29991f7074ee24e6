// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { EXAMPLE_AREA_BASE, EXAMPLE_AREA_DIST, exampleAreaFiles } from '../../tools/build/example-remote-area.ts';

// PLUG-06: the example remote area is part of the mock build only (after `npm run build && npm run build:mock`).
const inMock = join('dist-mock', EXAMPLE_AREA_BASE);

describe('the example remote area in the builds', () => {
  test('[PLUG-06] the mock build serves the example at /remotes/customer-insights/ and its config declares it', () => {
    const files = exampleAreaFiles();
    expect(files).toContain('mf-manifest.json');
    expect(files).toContain('remoteEntry.js');
    for (const file of files)
      expect(readFileSync(join(inMock, file)).equals(readFileSync(join(EXAMPLE_AREA_DIST, file))), file).toBe(true);
    const config = JSON.parse(readFileSync('dist-mock/config.json', 'utf8'));
    expect(config.remoteAreas).toEqual([
      expect.objectContaining({ id: 'customer-insights', entry: `${EXAMPLE_AREA_BASE}mf-manifest.json`, module: './Area' }),
    ]);
  });

  test('[PLUG-06] the production build holds neither the example nor a remote-area entry', () => {
    expect(existsSync('dist/remotes')).toBe(false);
    expect(existsSync('dist/config.json')).toBe(false);
    const js = readdirSync('dist/assets').filter((file) => file.endsWith('.js'));
    for (const file of js)
      expect(readFileSync(join('dist/assets', file), 'utf8'), file).not.toContain('/remotes/customer-insights/');
  });

  test("[PLUG-14] an isolated area's side of the portal is a chunk of its own, without the federation runtime", () => {
    const manifest: Record<string, { file: string; imports?: string[]; isEntry?: boolean }> = JSON.parse(
      readFileSync('dist/.vite/manifest.json', 'utf8'),
    );
    const chunk = manifest['src/remote-areas/isolated/isolated-area-page.tsx'];
    expect(chunk?.file).toMatch(/^assets\/isolated-area-page-[\w-]{8}\.js$/);
    const code = (name: string) => readFileSync(join('dist', manifest[name]!.file), 'utf8');
    // What it loads beside the federated page's chunk: the bridge, no Module Federation.
    const own = ['src/remote-areas/isolated/isolated-area-page.tsx', ...(chunk!.imports ?? [])].filter(
      (name) => !manifest[name]?.file.includes('remote-area-page'),
    );
    for (const name of own) expect(code(name), name).not.toContain('registerRemotes');
    expect(code('src/remote-areas/isolated/isolated-area-page.tsx')).toContain('allow-scripts allow-same-origin allow-forms');
  });
});
