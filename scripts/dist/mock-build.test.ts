// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { MOCK_PULSE_STARTUP_MODULES, startupFiles, type ManifestChunk } from '../../tools/build/startup-chunks.ts';

// PERF-07: what the mock build loads at startup, checked over dist-mock/ (after `npm run build:mock`).
const DIST = 'dist-mock';
/**
 * Startup JavaScript of the mock build for `/pulse`, gzip: PERF-07's 320 KiB (318.2 measured with
 * telemetry's early queue and call spans, OBS-02; 449 with tldts' list, 598 with faker).
 */
const MOCK_STARTUP_BUDGET_KIB = 320;
// Strings of faker's code (not of its data, which the precomputed seed holds): its locale proxy and definitions.
const FAKER_MARKERS = ['FakerLocaleProxy', 'faker.definitions', 'faker-js'];

const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const startup = startupFiles(manifest, MOCK_PULSE_STARTUP_MODULES);
const read = (file: string) => readFileSync(join(DIST, file));

describe('the mock build starts without generating mock data', () => {
  test('[PERF-07] the startup chunks stay under the budget', () => {
    expect(startup).toContain(manifest['mocks/browser.ts']?.file);
    const kib = startup.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0) / 1024;
    console.log(`[PERF-07] mock build startup JavaScript for /pulse: ${kib.toFixed(1)} KiB gzip in ${startup.length} files`);
    expect(kib).toBeLessThanOrEqual(MOCK_STARTUP_BUDGET_KIB);
  });

  test('[PERF-07] no startup chunk contains faker', () => {
    for (const file of startup) {
      const text = read(file).toString('utf8');
      for (const marker of FAKER_MARKERS) expect(text, `${marker} in ${file}`).not.toContain(marker);
    }
  });

  test('[PERF-07] the 10,000 customers are a chunk of their own, loaded only by their scenario', () => {
    const customers = manifest['virtual:mock-seed/customers-10000'];
    expect(customers?.isDynamicEntry).toBe(true);
    expect(startup).not.toContain(customers?.file);
    // Imported on demand by the mock backend (mocks/browser.ts, in the mock build's sign-in chunk, PERF-10).
    const importers = Object.values(manifest).filter((chunk) =>
      chunk.dynamicImports?.includes('virtual:mock-seed/customers-10000'),
    );
    expect(importers.map((chunk) => chunk.name)).toEqual(['sign-in']);
  });

  test('[PERF-07] the cookie store of msw runs without the public suffix list (mocks/tldts-lite.ts)', () => {
    // "blogspot" is one of the list's private suffixes: present in tldts' data, absent from the build.
    expect(readFileSync('node_modules/tldts/dist/es6/src/data/trie.js', 'utf8')).toContain('blogspot');
    for (const file of Object.values(manifest).map((chunk) => chunk.file))
      expect(read(file).toString('utf8'), file).not.toContain('blogspot');
  });

  test('[PERF-07] the markers are faker code, so the check would notice faker coming back', () => {
    const dir = 'node_modules/@faker-js/faker/dist';
    const base = readdirSync(dir).find((file) => /^base-.*\.js$/.test(file));
    expect(base).toBeDefined();
    const code = readFileSync(join(dir, base!), 'utf8');
    for (const marker of FAKER_MARKERS) expect(code, marker).toContain(marker);
  });
});
