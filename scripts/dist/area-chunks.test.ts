// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREA_ROUTES } from '@/app/route-table';
import { startupFiles, type ManifestChunk } from '../../tools/build/startup-chunks.ts';

const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const areas = readdirSync('src/areas', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/areas/${entry.name}/${entry.name}-page.tsx`);

describe('areas are lazily loaded chunks', () => {
  it('[BUILD-04] every area page is its own dynamically imported chunk', () => {
    // One folder per row of the route table: no area folder is left out of the check.
    expect(areas.length).toBe(AREA_ROUTES.length);
    for (const area of areas) {
      expect(manifest[area], area).toBeDefined();
      expect(manifest[area]?.isDynamicEntry, area).toBe(true);
    }
  });

  it('[BUILD-04] no area chunk is loaded at startup', () => {
    const atStartup = new Set(startupFiles(manifest, []));
    const files = areas.map((area) => manifest[area]?.file);
    expect(files.filter((file) => file !== undefined && atStartup.has(file))).toEqual([]);
  });
});
