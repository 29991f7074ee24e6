/**
 * `npm run perf:startup` (PERF-09; never part of `npm test`: it prints figures and asserts none):
 *   npm run build && npm run build:mock && npm run perf:startup -- [--runs 5] [--route /pulse]
 *     [--only production|mock|joy|floor|work]… [--before-dist DIR] [--before-mock-dist DIR] [--data CSS]
 *     [--save DIR] [--cpu 4]
 * The benchmark itself is tools/bench/startup-benchmark.ts.
 */
import { parseArgs } from 'node:util';
import { runStartupBenchmark, STARTUP_OPTIONS } from '../tools/bench/startup-benchmark.ts';

await runStartupBenchmark(parseArgs({ options: STARTUP_OPTIONS }).values);
