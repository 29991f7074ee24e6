/**
 * `npm run idp` and Playwright's real-auth servers: the test identity provider (tools/testing/idp)
 * with the personas as its users (mocks/idp-users.ts), and the mock API that accepts only its tokens.
 * `npm run idp` is the local real-auth mode:
 *   IdP      http://127.0.0.1:4790/realms/platform   (the portal's `identityProvider` in config/development.json)
 *   mock API http://127.0.0.1:4791/api, /assistant-api (accepts only tokens signed by this IdP)
 * for the portal of `npm run dev` on http://127.0.0.1:5174.
 *
 *   node scripts/serve-idp.ts [--port 4790] [--origin http://127.0.0.1:5174]… [--lifetimes normal|short]
 *     [--api-port 4791 | --no-api] [--idle-timeout-ms 1800000] [--max-lifetime-ms 14400000]
 *
 * Both stop on Ctrl+C, and by themselves when the IdP has had no request for the idle timeout or has
 * run for the maximum lifetime (the API stops with it); started for a test run (`TEST_LIFELINE_PID`),
 * they stop with the run's starter instead (tools/testing/lifeline.ts).
 */
import { parseArgs } from 'node:util';
import { serverBounds, stopWithLifeline } from '../tools/testing/lifeline.ts';
import { startMockHttpServer, type MockHttpServer } from '../mocks/http.ts';
import { createJwksVerifier } from '../mocks/jwks-verifier.ts';
import { PERSONA_SIGN_IN } from '../mocks/idp-users.ts';
import { PERSONAS } from '../mocks/personas.ts';
import { LIFETIMES, startIdp } from '../tools/testing/idp/idp.ts';
import { TEST_PASSWORD } from '../tools/testing/idp/test-users.ts';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    port: { type: 'string', default: '4790' },
    origin: { type: 'string', multiple: true, default: ['http://127.0.0.1:5174'] },
    lifetimes: { type: 'string', default: 'normal' },
    api: { type: 'boolean', default: true },
    'api-port': { type: 'string', default: '4791' },
    'idle-timeout-ms': { type: 'string', default: String(30 * 60_000) },
    'max-lifetime-ms': { type: 'string', default: String(4 * 60 * 60_000) },
  },
});

const lifetimes =
  values.lifetimes === 'short' || values.lifetimes === 'normal' ? LIFETIMES[values.lifetimes] : undefined;
if (!lifetimes) throw new Error(`--lifetimes must be "normal" or "short", got "${values.lifetimes}".`);
const { idleTimeoutMs, maxLifetimeMs } = serverBounds({
  idleTimeoutMs: Number(values['idle-timeout-ms']),
  maxLifetimeMs: Number(values['max-lifetime-ms']),
});

const idp = await startIdp({
  ...PERSONA_SIGN_IN,
  port: Number(values.port),
  portalOrigins: values.origin,
  lifetimes,
  idleTimeoutMs,
  maxLifetimeMs,
});
let api: MockHttpServer | undefined;
if (values.api) {
  api = await startMockHttpServer({
    port: Number(values['api-port']),
    allowedOrigins: values.origin,
    verifyToken: createJwksVerifier([{ issuer: idp.issuer, jwksUrl: idp.jwksUrl }]),
    // The API stops with the identity provider (below), not on its own.
    idleTimeoutMs: maxLifetimeMs,
  });
}

console.log(`Test identity provider: ${idp.url}  (realm platform, client portal; issuer ${idp.issuer})`);
if (api) console.log(`Mock API (verifies the IdP's tokens): ${api.url}/api and ${api.url}/assistant-api`);
console.log(`Portal origins allowed: ${values.origin.join(', ')}`);
console.log(
  `Lifetimes (${values.lifetimes}): access token ${lifetimes.accessTokenSeconds} s, session and refresh token ${lifetimes.sessionSeconds} s`,
);
console.log(`Test users (password for all: ${TEST_PASSWORD}):`);
for (const persona of PERSONAS) console.log(`  ${persona.email.padEnd(38)} ${persona.id}`);

const stop = async () => {
  await Promise.all([idp.close(), api?.close()]);
  process.exit(0);
};
void idp.closed.then(stop);
stopWithLifeline(stop);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
