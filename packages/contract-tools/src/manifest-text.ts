/** The usage manifest as usage-manifest.json holds it: one stable text for the build and the staleness test. */
import type { UsageManifest } from './usage.ts';

export const manifestText = (manifest: UsageManifest): string => `${JSON.stringify(manifest, null, 2)}\n`;
