/**
 * `npm run perf:serve` (DEPLOY-08; never part of `npm test`): nginx with the production build under
 * a bounded load on loopback, graceful reloads included. Exits non-zero when a request was lost.
 *   npm run build && npm run perf:serve
 * The benchmark itself is tools/bench/serve-benchmark.ts.
 */
import { runServeBenchmark } from '../tools/bench/serve-benchmark.ts';

if ((await runServeBenchmark()) > 0) process.exitCode = 1;
