/**
 * CLI: the mock backend over HTTP until stopped (or idle for the idle timeout).
 *   node mocks/serve.ts --port 4791 [--host 127.0.0.1] [--origin http://127.0.0.1:4712]… [--scenario name]
 *     [--idle-timeout-ms 600000]
 */
import { parseArgs } from 'node:util';
import { startMockHttpServer } from './http.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4791' },
    host: { type: 'string', default: '127.0.0.1' },
    origin: { type: 'string', multiple: true, default: [] },
    scenario: { type: 'string' },
    'idle-timeout-ms': { type: 'string' },
  },
});

const server = await startMockHttpServer({
  port: Number(values.port),
  host: values.host,
  allowedOrigins: values.origin,
  scenario: values.scenario,
  idleTimeoutMs: values['idle-timeout-ms'] === undefined ? undefined : Number(values['idle-timeout-ms']),
});
console.log(`Mock backend listening on ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.close());
