/**
 * `npm run perf:validation` (RES-01; never part of `npm test`: it prints figures and asserts none): the
 * cost of checking 10,000 customers against their contract at 4× CPU, the portal's precompiled check
 * beside zod/mini. The benchmark itself is tools/bench/validation-benchmark.ts.
 */
import { runValidationBenchmark } from '../tools/bench/validation-benchmark.ts';

await runValidationBenchmark();
