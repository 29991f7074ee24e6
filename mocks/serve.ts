/**
 * CLI: the mock backend over HTTP until stopped (or idle for the idle timeout; started for a test run,
 * `TEST_LIFELINE_PID`, until the run's starter ends: tools/testing/lifeline.ts).
 *   node mocks/serve.ts --port 4791 [--host 127.0.0.1] [--origin http://127.0.0.1:4712]… [--scenario name]
 *     [--idle-timeout-ms 600000] [--issuer <issuer> --jwks-url <url>]…
 * Without `--issuer`, bearer tokens are only decoded (mock tokens); with it, only JWTs signed by one
 * of the issuers' keys are accepted (`--issuer` and `--jwks-url` pair up in order).
 */
import { parseArgs } from 'node:util';
import { LAST_RESORT_MS, lifelinePid, stopWithLifeline } from '../tools/testing/lifeline.ts';
import { startMockHttpServer } from './http.ts';
import { createJwksVerifier, trustedIssuersFrom } from './jwks-verifier.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4791' },
    host: { type: 'string', default: '127.0.0.1' },
    origin: { type: 'string', multiple: true, default: [] },
    scenario: { type: 'string' },
    'idle-timeout-ms': { type: 'string' },
    issuer: { type: 'string', multiple: true, default: [] },
    'jwks-url': { type: 'string', multiple: true, default: [] },
  },
});

const requestedIdleMs = values['idle-timeout-ms'] === undefined ? undefined : Number(values['idle-timeout-ms']);
const trusted = trustedIssuersFrom(values.issuer, values['jwks-url']);
const server = await startMockHttpServer({
  port: Number(values.port),
  host: values.host,
  allowedOrigins: values.origin,
  scenario: values.scenario,
  // With a lifeline the run's starter ends it, never an idle timeout (TEST-01).
  idleTimeoutMs: lifelinePid() === undefined ? requestedIdleMs : LAST_RESORT_MS,
  verifyToken: trusted.length > 0 ? createJwksVerifier(trusted) : undefined,
});
console.log(`Mock backend listening on ${server.url}`);
console.log(
  trusted.length > 0
    ? `Accepting only tokens signed by: ${trusted.map((t) => t.issuer).join(', ')}`
    : 'Accepting unsigned mock tokens (no --issuer given).',
);
const stop = async () => {
  await server.close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
stopWithLifeline(stop);
