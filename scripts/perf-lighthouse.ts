/**
 * `npm run perf:lighthouse` (PERF-03, PERF-04; never part of `npm test`: it prints figures and
 * asserts none):
 *   npm run build && npm run build:mock && npm run perf:lighthouse -- [--runs 3] [--route /pulse]
 *     [--only production|mock|floor|joy|work]… [--before-dist DIR] [--before-mock-dist DIR] [--save DIR]
 *     [--throttling simulate|devtools]
 * The benchmark itself is tools/bench/lighthouse-benchmark.ts.
 */
import { parseArgs } from 'node:util';
import { LIGHTHOUSE_OPTIONS, runLighthouseBenchmark } from '../tools/bench/lighthouse-benchmark.ts';

await runLighthouseBenchmark(parseArgs({ options: LIGHTHOUSE_OPTIONS }).values);
