// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PULSE_STARTUP_MODULES, startupFiles, type ManifestChunk } from '../../tools/build/startup-chunks.ts';

const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const atStartup = new Set(startupFiles(manifest, PULSE_STARTUP_MODULES));
// The header menus' items: loaded on first use, never at startup.
const ON_FIRST_USE = ['language-menu-list', 'appearance-menu-list', 'user-menu-list'].map(
  (name) => `src/shell/${name}.tsx`,
);

// Popper writes this attribute; the string survives minification.
const withPopper = (file: string) => readFileSync(`dist/${file}`, 'utf8').includes('data-popper-placement');
// Joy's Tooltip registers this component name. The collapsed rail draws its labels itself (PERF-09,
// A11Y-01); Joy's Tooltip is still in the build for remote areas, which share Joy: never at startup.
const withTooltip = (file: string) => file.endsWith('.js') && readFileSync(`dist/${file}`, 'utf8').includes('MuiTooltip');

describe('rarely used shell parts load on first use', () => {
  it('[PERF-04] [PERF-09] the header menus are dynamically imported chunks, none loaded at startup, and no Tooltip is', () => {
    for (const module of ON_FIRST_USE) expect(manifest[module]?.isDynamicEntry, module).toBe(true);
    const files = ON_FIRST_USE.map((module) => manifest[module]!.file);
    expect(files.filter((file) => atStartup.has(file))).toEqual([]);
    const tooltip = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(withTooltip);
    expect(tooltip.length).toBeGreaterThan(0);
    expect(tooltip.filter((file) => atStartup.has(file))).toEqual([]);
  });

  it('[PERF-04] Popper (Joy menus and tooltips) is in no startup file', () => {
    expect(Object.values(manifest).some((chunk) => withPopper(chunk.file))).toBe(true);
    expect([...atStartup].filter(withPopper)).toEqual([]);
  });
});
