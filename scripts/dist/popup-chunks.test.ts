// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startupFiles, type ManifestChunk } from '../../tools/build/startup-chunks.ts';

const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
// What /pulse loads at startup, as scripts/startup-size.ts counts it.
const STARTUP_MODULES = [/^src\/auth\/keycloak-session\.ts$/, /^src\/areas\/pulse\/pulse-page\.tsx$/];
const POPUPS = [
  ...['version-info-dialog', 'user-info-dialog', 'about-dialog'].map((name) => `src/shell/popups/${name}.tsx`),
  'src/shell/palette/command-palette.tsx',
];

describe('popups are lazily loaded chunks', () => {
  it('[BUILD-04] [POP-01] [POP-02] [POP-03] [UX-03] each popup and the command palette is its own dynamically imported chunk', () => {
    for (const popup of POPUPS) expect(manifest[popup]?.isDynamicEntry, popup).toBe(true);
  });

  it('[BUILD-04] [PERF-01] [UX-03] no popup or palette chunk is loaded at startup', () => {
    const atStartup = new Set(startupFiles(manifest, STARTUP_MODULES));
    const files = POPUPS.map((popup) => manifest[popup]?.file);
    expect(files.every((file) => file !== undefined)).toBe(true);
    expect(files.filter((file) => file !== undefined && atStartup.has(file))).toEqual([]);
  });
});
