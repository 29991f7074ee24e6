/**
 * PERF-04 (a benchmark: prints figures, asserts none):
 *   npm run perf:lighthouse -- --only production --before-dist DIR --save OUT
 *   npm run perf:critical-path -- OUT [--form-factor mobile|desktop]
 * The signed-in load's critical path (runtime config, sign-in module, silent check or login round
 * trip, application code, code exchange, texts, first API answers, paints), step by step, the median
 * of the saved runs of each app side by side (tools/bench/critical-path.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LIGHTHOUSE_PORTS } from '../tools/testing/ports.ts';
import { criticalPath, formatPaths, medianPath } from '../tools/bench/critical-path.ts';
import type { LighthouseResult } from '../tools/bench/lighthouse-figures.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'form-factor': { type: 'string', default: 'mobile' } },
});
const [dir] = positionals;
if (!dir)
  throw new Error(
    'Usage: npm run perf:critical-path -- DIR_OF_SAVED_LIGHTHOUSE_RESULTS [--form-factor mobile|desktop]',
  );
const formFactor = values['form-factor'];
if (formFactor !== 'mobile' && formFactor !== 'desktop')
  throw new Error(`--form-factor is mobile or desktop, not "${formFactor}".`);

const APPS = [
  { app: 'production', port: LIGHTHOUSE_PORTS.production },
  { app: 'production (before)', port: LIGHTHOUSE_PORTS.productionBefore },
];
const files = readdirSync(dir);
const routes = new Set<string>();
const apps = APPS.map(({ app, port }) => {
  const results: LighthouseResult[] = files
    .filter((file) => file.startsWith(`${port}-${formFactor}-`) && file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(resolve(dir, file), 'utf8')));
  for (const lhr of results) routes.add(new URL(lhr.finalDisplayedUrl).pathname);
  const runs = results.map(criticalPath);
  return { app: `${app} (${runs.length} runs)`, path: medianPath(runs), runs: runs.length };
}).filter(({ runs }) => runs > 0);
if (apps.length === 0)
  throw new Error(`${dir} holds no saved ${formFactor} runs of the production builds (see --save of perf:lighthouse).`);
if (routes.size > 1)
  throw new Error(`${dir} mixes runs of several routes (${[...routes].join(', ')}): save each route apart.`);
console.log(
  `Critical path of ${[...routes].join('')} signed in, ${formFactor}, observed (no simulated throttling), median of the runs:\n`,
);
console.log(formatPaths(apps));
