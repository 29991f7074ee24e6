/**
 * PERF-01: prints the gzip size of the JavaScript the production build loads at startup for
 * /pulse and fails past the budget written in README.md. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  PULSE_STARTUP_MODULES,
  readBudgetKiB,
  startupFiles,
  type ManifestChunk,
} from '../tools/build/startup-chunks.ts';

const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const budgetKiB = readBudgetKiB(readFileSync('README.md', 'utf8'));
if (budgetKiB === undefined) {
  console.error('README.md must state "Startup JavaScript budget for `/pulse`: **N KiB**".');
  process.exit(2);
}

const rows = startupFiles(manifest, PULSE_STARTUP_MODULES)
  .map((file) => ({ file, gzip: gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length }))
  .toSorted((a, b) => b.gzip - a.gzip);
const totalKiB = rows.reduce((sum, row) => sum + row.gzip, 0) / 1024;

for (const row of rows) console.log(`${(row.gzip / 1024).toFixed(1).padStart(8)} KiB  ${row.file}`);
console.log(
  `[PERF-01] Startup JavaScript for /pulse: ${totalKiB.toFixed(1)} KiB gzip (budget ${budgetKiB} KiB, ${rows.length} files)`,
);
if (totalKiB > budgetKiB) {
  console.error(`Over budget by ${(totalKiB - budgetKiB).toFixed(1)} KiB.`);
  process.exit(1);
}
