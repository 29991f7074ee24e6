/**
 * CLI: the isolation e2e's area upstream (e2e/support/area-upstream.ts), started by Playwright; it
 * builds the example and the hostile area when needed and stops with the test run (tools/testing/lifeline.ts).
 *   node scripts/serve-area-upstream.ts --port 4717 (+ E2E_PORT_OFFSET)
 */
import { parseArgs } from 'node:util';
import { startAreaUpstream } from '../e2e/support/area-upstream.ts';
import { stopWithLifeline } from '../tools/testing/lifeline.ts';
import { ISOLATION_PORTS } from '../tools/testing/ports.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: String(ISOLATION_PORTS.upstream) } } });
const server = await startAreaUpstream(Number(values.port));
console.log(`area upstream on http://127.0.0.1:${values.port}/ (example/, hostile/)`);
const stop = () => server.close(() => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
stopWithLifeline(async () => stop());
// Started by hand (no lifeline): it ends itself after half an hour.
setTimeout(stop, 30 * 60_000).unref();
