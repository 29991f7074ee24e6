/**
 * PERF-01: prints the gzip size of the JavaScript the production build loads at startup for
 * /pulse and fails past the budget written in README.md. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  lazyFiles,
  PULSE_STARTUP_MODULES,
  readBudgetKiB,
  startupFiles,
  TELEMETRY_MODULE,
  type ManifestChunk,
} from '../tools/build/startup-chunks.ts';

const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const budgetKiB = readBudgetKiB(readFileSync('README.md', 'utf8'));
if (budgetKiB === undefined) {
  console.error('README.md must state "Startup JavaScript budget for `/pulse`: **N KiB**".');
  process.exit(2);
}

const gzipOf = (file: string) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
const startup = startupFiles(manifest, PULSE_STARTUP_MODULES);
const rows = startup.map((file) => ({ file, gzip: gzipOf(file) })).toSorted((a, b) => b.gzip - a.gzip);
const totalKiB = rows.reduce((sum, row) => sum + row.gzip, 0) / 1024;

for (const row of rows) console.log(`${(row.gzip / 1024).toFixed(1).padStart(8)} KiB  ${row.file}`);
console.log(
  `[PERF-01] Startup JavaScript for /pulse: ${totalKiB.toFixed(1)} KiB gzip (budget ${budgetKiB} KiB, ${rows.length} files)`,
);
// OBS-02: the telemetry code, not part of the start (loaded when the page is idle, where configured).
const telemetry = lazyFiles(manifest, TELEMETRY_MODULE, startup);
const telemetryKiB = telemetry.reduce((sum, file) => sum + gzipOf(file), 0) / 1024;
console.log(
  `[OBS-02] Telemetry code (loaded when idle, only where a collector is configured): ${telemetryKiB.toFixed(1)} KiB gzip (${telemetry.length} files: ${telemetry.join(', ')})`,
);
if (telemetry.length === 0) {
  console.error('The telemetry chunk (src/telemetry/export/start-export.ts) is not in the build manifest.');
  process.exit(1);
}
if (totalKiB > budgetKiB) {
  console.error(`Over budget by ${(totalKiB - budgetKiB).toFixed(1)} KiB.`);
  process.exit(1);
}
