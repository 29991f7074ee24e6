/**
 * CLI: the isolation e2e's area upstream (e2e/support/area-upstream.ts), started by Playwright; it
 * builds the example and the hostile area when needed. Started for a test run (`TEST_LIFELINE_PID`)
 * it lives until the run's starter ends (tools/testing/lifeline.ts), else until idle or too old.
 *   node scripts/serve-area-upstream.ts [--port 4717 (+ E2E_PORT_OFFSET)] [--idle-timeout-ms 600000] [--max-lifetime-ms 3600000]
 */
import { parseArgs } from 'node:util';
import { startAreaUpstream } from '../e2e/support/area-upstream.ts';
import { serverBounds, stopWithLifeline } from '../tools/testing/lifeline.ts';
import { ISOLATION_PORTS } from '../tools/testing/ports.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(ISOLATION_PORTS.upstream) },
    'idle-timeout-ms': { type: 'string', default: String(10 * 60_000) },
    'max-lifetime-ms': { type: 'string', default: String(60 * 60_000) },
  },
});
const { idleTimeoutMs, maxLifetimeMs } = serverBounds({
  idleTimeoutMs: Number(values['idle-timeout-ms']),
  maxLifetimeMs: Number(values['max-lifetime-ms']),
});
const server = await startAreaUpstream(Number(values.port));
console.log(`area upstream on http://127.0.0.1:${values.port}/ (example/, hostile/)`);
let lastRequest = Date.now();
server.on('request', () => void (lastRequest = Date.now()));
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
stopWithLifeline(stop);
setInterval(() => Date.now() - lastRequest > idleTimeoutMs && stop(), Math.min(1_000, idleTimeoutMs)).unref();
setTimeout(stop, maxLifetimeMs).unref();
