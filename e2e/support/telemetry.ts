/**
 * OBS-10 e2e: the production build behind the deployment's nginx with telemetry on
 * (PORTAL_TELEMETRY_UPSTREAM → the loopback OTLP receiver of tools/testing, which decodes every body
 * with OpenTelemetry's own definitions), short read deadlines, and the example remote area from a
 * static upstream of its own. Everything runs in the test's process and stops with it.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import type { RuntimeConfig } from '@/config/runtime-config';
import { INSIGHTS_AREA } from '@/testing/remote-areas';
import { EXAMPLE_AREA_DIST, ensureExampleAreaBuilt } from '../../tools/build/example-remote-area.ts';
import { startNginx, type RunningNginx } from '../../tools/testing/nginx.ts';
import { startOtlpReceiver, type OtlpReceiver } from '../../tools/testing/otlp-receiver.ts';
import { runtimeConfigEnv } from '../../tools/testing/runtime-env.ts';
import { REAL_AUTH, TELEMETRY_PORTS } from '../../tools/testing/ports.ts';
import { realAuthConfig } from './real-auth.ts';

export const TELEMETRY_ORIGIN = REAL_AUTH.telemetry;
/** The platform's key of the users' hashes in this stack. */
export const USER_HASH_KEY = 'e2e-user-hash-key-0123456789';
/** The read deadline of this stack (RES-02): a hanging service fails within it. */
export const READ_SECONDS = 3;

export type TelemetryStack = { receiver: OtlpReceiver; nginx: RunningNginx; stop(): Promise<void> };

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

export async function startTelemetryStack(): Promise<TelemetryStack> {
  ensureExampleAreaBuilt();
  const receiver = await startOtlpReceiver({ port: TELEMETRY_PORTS.receiver, idleTimeoutMs: 5 * 60_000 });
  const upstream: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const body = readFileSync(join(EXAMPLE_AREA_DIST, path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end('Not found');
    }
  });
  await new Promise<void>((done) => upstream.listen(TELEMETRY_PORTS.areaUpstream, '127.0.0.1', done));
  upstream.unref();
  const config: RuntimeConfig = {
    ...realAuthConfig(),
    deadlines: { readAttemptSeconds: READ_SECONDS, readWaitSeconds: 2 * READ_SECONDS, replySeconds: 120 },
    telemetry: {
      sampleRate: 1,
      environment: 'e2e',
      userHashKey: USER_HASH_KEY,
      propagation: true,
      diagnosticsByDefault: true,
    },
    remoteAreas: [INSIGHTS_AREA],
  };
  const nginx = await startNginx({
    root: resolve('dist'),
    port: TELEMETRY_PORTS.portal,
    env: runtimeConfigEnv(
      config,
      { [INSIGHTS_AREA.id]: `http://127.0.0.1:${TELEMETRY_PORTS.areaUpstream}` },
      receiver.url,
    ),
    idleTimeoutMs: 3 * 60_000,
    maxLifetimeMs: 15 * 60_000,
  });
  return {
    receiver,
    nginx,
    async stop() {
      await nginx.stop();
      await receiver.stop();
      await new Promise<void>((done) => {
        upstream.close(() => done());
        upstream.closeAllConnections();
      });
    },
  };
}

/** Every request of the page to /telemetry/ (and the telemetry chunk's download), as they happen. */
export function telemetryRequests(page: Page): { telemetry: Request[]; chunks: string[] } {
  const seen = { telemetry: [] as Request[], chunks: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/telemetry/')) seen.telemetry.push(request);
    if (/\/assets\/start-export-[\w-]+\.js$/.test(pathname)) seen.chunks.push(pathname);
  });
  return seen;
}

/**
 * Leaves the page (pagehide, visibility hidden: the portal flushes with keepalive) and waits until
 * the receiver has had nothing new for a second, so that what it holds is all this page sent.
 */
export async function leaveAndSettle(page: Page, receiver: OtlpReceiver): Promise<void> {
  await page.goto('about:blank');
  let count = -1;
  let stableSince = Date.now();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const now = receiver.bodies().length;
    if (now !== count) {
      count = now;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 1_000) return;
    await new Promise((done) => setTimeout(done, 100));
  }
}
