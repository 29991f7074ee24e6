/**
 * `npm run perf:isolation [-- --runs 5]` (PLUG-17; never part of `npm test`: it prints figures and
 * asserts none): an area federated against the same build isolated, side by side in one run. The
 * benchmark itself is tools/bench/isolation-benchmark.ts.
 */
import { parseArgs } from 'node:util';
import { parseRuns } from '../tools/bench/bench-options.ts';
import { runIsolationBenchmark } from '../tools/bench/isolation-benchmark.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
await runIsolationBenchmark(parseRuns(values.runs));
