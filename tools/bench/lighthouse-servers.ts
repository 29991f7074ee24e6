/**
 * The servers of the benchmarks (`npm run perf:lighthouse`, `npm run perf:startup`), all on 127.0.0.1
 * and all bounded in time: the test identity provider with the mock API that accepts its tokens, nginx
 * per production build, a static server per mock build and per floor.
 */
import { REALM } from '../testing/idp/test-users.ts';
import { startIdp } from '../testing/idp/idp.ts';
import { LIGHTHOUSE_PORTS } from '../testing/ports.ts';
import { startMockHttpServer } from '../../mocks/http.ts';
import { createJwksVerifier } from '../../mocks/jwks-verifier.ts';
import { PERSONA_SIGN_IN } from '../../mocks/idp-users.ts';
import { PORTAL_CLIENT_ID } from '../../mocks/token.ts';
import type { RuntimeConfig } from '../../src/config/runtime-config.ts';
import { packageVersion } from './bench-options.ts';
import { startNginx } from '../testing/nginx.ts';
import { runtimeConfigEnv } from '../testing/runtime-env.ts';
import { startStaticServer } from '../testing/static-server.ts';
import { startOtlpReceiver } from '../testing/otlp-receiver.ts';

/** Every server stops by itself after this long, also when the benchmark is killed. */
export const MAX_LIFETIME_MS = 60 * 60_000;
const IDLE_MS = 10 * 60_000;
const local = (port: number) => `http://127.0.0.1:${port}`;

export type Stoppable = { stop(): Promise<void> };

/**
 * The portal's version (package.json), as a deployment sets `PORTAL_VERSION`: a made-up value such
 * as "lighthouse" is unreadable to the licence check, whose notice then became the LCP element.
 */
export const PORTAL_VERSION = packageVersion();

/** Starts the identity provider and the mock API for the given portal origins. */
export async function startAuthServers(portalOrigins: string[]): Promise<Stoppable & { config: RuntimeConfig }> {
  const bounds = { idleTimeoutMs: IDLE_MS, maxLifetimeMs: MAX_LIFETIME_MS };
  const idp = await startIdp({ ...PERSONA_SIGN_IN, port: LIGHTHOUSE_PORTS.idp, portalOrigins, ...bounds });
  const api = await startMockHttpServer({
    port: LIGHTHOUSE_PORTS.api,
    allowedOrigins: portalOrigins,
    verifyToken: createJwksVerifier([{ issuer: idp.issuer, jwksUrl: idp.jwksUrl }]),
    idleTimeoutMs: IDLE_MS,
  });
  const config: RuntimeConfig = {
    version: PORTAL_VERSION,
    stage: 'benchmark',
    production: true,
    documentationUrl: `${api.url}/docs`,
    product: 'portal',
    identityProvider: { url: idp.url, realm: REALM, clientId: PORTAL_CLIENT_ID },
    api: { gatewayUrl: `${api.url}/api`, assistantUrl: `${api.url}/assistant-api` },
    adminCustomerId: 'c-0001',
  };
  const stop = async () => void (await Promise.all([idp.close(), api.close()]));
  return { config, stop };
}

/**
 * A production build behind the portal's nginx, with the benchmark's runtime config; with
 * `telemetryUpstream`, telemetry on for every session (OBS-02: measured beside the build without it).
 */
export async function startProductionServer(
  root: string,
  port: number,
  config: RuntimeConfig,
  telemetryUpstream?: string,
) {
  const telemetry = telemetryUpstream
    ? { sampleRate: 1, environment: 'benchmark', propagation: false, diagnosticsByDefault: true }
    : undefined;
  const nginx = await startNginx({
    root,
    port,
    env: runtimeConfigEnv({ ...config, ...(telemetry ? { telemetry } : {}) }, {}, telemetryUpstream),
    idleTimeoutMs: IDLE_MS,
    maxLifetimeMs: MAX_LIFETIME_MS,
  });
  return { url: nginx.url, stop: () => nginx.stop() };
}

/** OBS-02: the loopback OTLP receiver the build with telemetry on sends to (it takes everything). */
export async function startTelemetryReceiver() {
  const receiver = await startOtlpReceiver({ port: LIGHTHOUSE_PORTS.telemetryReceiver, idleTimeoutMs: IDLE_MS });
  return { url: receiver.url, stop: () => receiver.stop() };
}

/** A mock build or the floor, served statically with gzip. */
export async function startStaticSite(root: string, port: number) {
  const server = await startStaticServer(root, port, { idleTimeoutMs: IDLE_MS, maxLifetimeMs: MAX_LIFETIME_MS });
  return { url: server.url, stop: () => server.close() };
}

export { local };
