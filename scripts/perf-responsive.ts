/**
 * `npm run perf:responsive` (PERF-02; never part of `npm test`: it prints figures and asserts none):
 * the assistant with 1,000 messages and the customer search over 10,000 customers, in the mock build.
 *   npm run build:mock && npm run perf:responsive
 * The benchmark itself is tools/bench/responsiveness-benchmark.ts.
 */
import { runResponsivenessBenchmark } from '../tools/bench/responsiveness-benchmark.ts';

await runResponsivenessBenchmark();
