import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { PULSE_STARTUP_MODULES, startupFiles, type ManifestChunk } from '../../tools/build/startup-chunks.ts';

const DIST = 'dist';
const POPUP_SOURCE = 'src/assistant/assistant-popup.tsx';
const manifest: Record<string, ManifestChunk & { isDynamicEntry?: boolean }> = JSON.parse(
  readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'),
);
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

/** Strings that only the chat's libraries contain, one per library. */
const MARKERS = {
  'react-markdown (mdast-util-to-hast)': 'allowDangerousHtml',
  'react-rnd (react-draggable)': 'react-draggable-transparent-selection',
  'highlight.js': 'Unknown language',
};

const startup = startupFiles(manifest, PULSE_STARTUP_MODULES);
const startupText = startup.map(read).join('\n');
const popup = manifest[POPUP_SOURCE];
// The popup's own chunk and what it imports that startup does not load.
const popupFiles = [POPUP_SOURCE, ...(popup?.imports ?? [])]
  .map((key) => manifest[key]?.file)
  .filter((file): file is string => !!file && file.endsWith('.js') && !startup.includes(file));

describe('the chat chunk', () => {
  test('[BUILD-04] the chat popup is a dynamic import of the startup JavaScript, not part of it', () => {
    expect(popup?.isDynamicEntry).toBe(true);
    // Since boot is split from the application (PERF-05), the application chunk imports the chat, not the boot entry.
    const importers = Object.values(manifest).filter((chunk) => chunk.dynamicImports?.includes(POPUP_SOURCE));
    expect(importers.length).toBeGreaterThan(0);
    for (const importer of importers) expect(startup).toContain(importer.file);
    expect(startup).not.toContain(popup?.file);
    expect(popupFiles).toContain(popup?.file);
  });

  test('[BUILD-04] markdown rendering, react-rnd and the highlighter load only with the chat', () => {
    const popupText = popupFiles.map(read).join('\n');
    for (const [library, marker] of Object.entries(MARKERS)) {
      // Found in the chat's chunks (so the check would notice them leaking) but not at startup.
      expect(popupText, library).toContain(marker);
      expect(startupText, library).not.toContain(marker);
    }
    const gzipKiB = popupFiles.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0) / 1024;
    console.log(`[BUILD-04] chat chunk: ${gzipKiB.toFixed(1)} KiB gzip (${popupFiles.join(', ')})`);
  });
});
