// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { TELEMETRY_PORTS } from '../../tools/testing/ports.ts';
import { startNginx, type RunningNginx } from '../../tools/testing/nginx.ts';
import { startOtlpReceiver, type OtlpReceiver } from '../../tools/testing/otlp-receiver.ts';
import { RuntimeConfigSchema } from '../../src/config/runtime-config.ts';
import { VALID_ENV, makeSiteRoot, renderEntrypoint } from './testing.ts';

// Renders start dozens of processes; a budget for a loaded machine (TEST-02), never waited for when passing.
vi.setConfig({ testTimeout: 120_000 });

const root = makeSiteRoot();
const scratch = mkdtempSync(join(tmpdir(), 'portal-telemetry-'));
afterAll(() => [root, scratch].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const UPSTREAM = 'http://otel-collector.observability.svc.cluster.local:4318';

describe('docker-entrypoint.sh: telemetry (OBS-01)', () => {
  test('[OBS-01] without PORTAL_TELEMETRY_UPSTREAM: no telemetry in the config, no /telemetry/ location, no resolver', async () => {
    const { status, read } = await renderEntrypoint(root, scratch, {});
    expect(status).toBe(0);
    expect(JSON.parse(read('config.json'))).not.toHaveProperty('telemetry');
    expect(read('telemetry.conf')).not.toContain('location');
    expect(read('remote-areas.conf')).not.toContain('resolver');
    // The CSP stays connect-src 'self' plus the configured origins: telemetry goes to the portal's own origin.
    expect(read('security-headers.conf')).not.toContain('otel');
  });

  test('[OBS-01] with it: the config says how to send, nginx proxies /telemetry/v1/{logs,traces} (POST, 64 KiB, rate-limited) resolved per request', async () => {
    const { status, stderr, read } = await renderEntrypoint(root, scratch, {
      PORTAL_TELEMETRY_UPSTREAM: `${UPSTREAM}/otlp/`,
      PORTAL_TELEMETRY_SAMPLE_RATE: '.25',
      PORTAL_TELEMETRY_ENVIRONMENT: 'production-eu',
      PORTAL_TELEMETRY_USER_HASH_KEY: 'a-key-of-16-chars-or-more',
      PORTAL_TELEMETRY_PROPAGATION: 'true',
      PORTAL_TELEMETRY_DIAGNOSTICS: 'off',
      PORTAL_RESOLVER: '10.96.0.10',
    });
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const config = JSON.parse(read('config.json'));
    expect(config.telemetry).toEqual({
      sampleRate: 0.25,
      environment: 'production-eu',
      userHashKey: 'a-key-of-16-chars-or-more',
      propagation: true,
      diagnosticsByDefault: false,
    });
    // What the entrypoint writes, the portal accepts.
    expect(RuntimeConfigSchema.safeParse(config).success).toBe(true);
    const conf = read('telemetry.conf');
    expect(conf).toContain('location ~ ^/telemetry/v1/(logs|traces)$ {');
    expect(conf).toContain('limit_except POST { deny all; }');
    expect(conf).toContain('client_max_body_size 64k;');
    expect(conf).toContain('limit_req zone=portal_telemetry burst=20 nodelay;');
    expect(conf).toContain(`set $portal_telemetry_upstream "${UPSTREAM}";`);
    expect(conf).toContain('rewrite "^/telemetry/(.*)$" "/otlp/$1" break;');
    expect(conf).toContain('proxy_set_header Authorization "";');
    expect(read('remote-areas.conf')).toContain('resolver 10.96.0.10');
    expect(read('security-headers.conf')).not.toContain('otel-collector');
  });

  test('[OBS-01] the defaults: every session, the stage as environment, no user attribute, no propagation, the switch on', async () => {
    const { status, read } = await renderEntrypoint(root, scratch, {
      PORTAL_TELEMETRY_UPSTREAM: 'http://127.0.0.1:4318',
    });
    expect(status).toBe(0);
    expect(JSON.parse(read('config.json')).telemetry).toEqual({
      sampleRate: 1,
      environment: VALID_ENV.PORTAL_STAGE,
      propagation: false,
      diagnosticsByDefault: true,
    });
  });

  test.each<[string, Record<string, string>, string]>([
    [
      'an upstream that is no http(s) URL',
      { PORTAL_TELEMETRY_UPSTREAM: 'otel-collector:4318' },
      'docker-entrypoint: PORTAL_TELEMETRY_UPSTREAM must be http(s)://host[:port][/path], the collector\'s OTLP/HTTP receiver (got "otel-collector:4318")',
    ],
    [
      'an empty upstream',
      { PORTAL_TELEMETRY_UPSTREAM: '' },
      'docker-entrypoint: PORTAL_TELEMETRY_UPSTREAM must not be empty',
    ],
    [
      'a sample rate above 1',
      { PORTAL_TELEMETRY_UPSTREAM: UPSTREAM, PORTAL_TELEMETRY_SAMPLE_RATE: '1.5' },
      'docker-entrypoint: PORTAL_TELEMETRY_SAMPLE_RATE must be a share of sessions from 0 to 1 such as 0.25 (got "1.5")',
    ],
    [
      'a sample rate in per cent',
      { PORTAL_TELEMETRY_UPSTREAM: UPSTREAM, PORTAL_TELEMETRY_SAMPLE_RATE: '25%' },
      'docker-entrypoint: PORTAL_TELEMETRY_SAMPLE_RATE must be a share of sessions from 0 to 1 such as 0.25 (got "25%")',
    ],
    [
      'propagation as yes',
      { PORTAL_TELEMETRY_UPSTREAM: UPSTREAM, PORTAL_TELEMETRY_PROPAGATION: 'yes' },
      'docker-entrypoint: PORTAL_TELEMETRY_PROPAGATION must be true or false (got "yes")',
    ],
    [
      'a switch default other than on or off',
      { PORTAL_TELEMETRY_UPSTREAM: UPSTREAM, PORTAL_TELEMETRY_DIAGNOSTICS: 'true' },
      'docker-entrypoint: PORTAL_TELEMETRY_DIAGNOSTICS must be on or off (got "true")',
    ],
    [
      'a short user-hash key',
      { PORTAL_TELEMETRY_UPSTREAM: UPSTREAM, PORTAL_TELEMETRY_USER_HASH_KEY: 'short' },
      'docker-entrypoint: PORTAL_TELEMETRY_USER_HASH_KEY must be at least 16 characters (or unset: no user attribute)',
    ],
    [
      'an empty environment name',
      { PORTAL_TELEMETRY_UPSTREAM: UPSTREAM, PORTAL_TELEMETRY_ENVIRONMENT: '' },
      'docker-entrypoint: PORTAL_TELEMETRY_ENVIRONMENT must not be empty',
    ],
    [
      'a telemetry setting without the upstream',
      { PORTAL_TELEMETRY_SAMPLE_RATE: '0.5' },
      'docker-entrypoint: PORTAL_TELEMETRY_SAMPLE_RATE is set, but PORTAL_TELEMETRY_UPSTREAM is not: telemetry is off without it',
    ],
  ])('[OBS-01] %s stops the start with one line', async (_, env, line) => {
    const { status, stderr } = await renderEntrypoint(root, scratch, env);
    expect(status).not.toBe(0);
    expect(stderr).toBe(`${line}\n`);
  });
});

// The real nginx in front of the loopback OTLP receiver: what a browser's telemetry gets.
describe('nginx proxies /telemetry/ to the collector (OBS-01, OBS-08)', () => {
  let nginx: RunningNginx;
  let receiver: OtlpReceiver;
  beforeAll(async () => {
    receiver = await startOtlpReceiver({ port: TELEMETRY_PORTS.nginxTestReceiver, idleTimeoutMs: 60_000 });
    nginx = await startNginx({
      root,
      port: TELEMETRY_PORTS.nginxTest,
      env: { ...VALID_ENV, PORTAL_TELEMETRY_UPSTREAM: receiver.url },
      idleTimeoutMs: 60_000,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await receiver?.stop();
  });
  const post = (path: string, body: Uint8Array, headers: Record<string, string> = {}) =>
    fetch(`${nginx.url}${path}`, {
      method: 'POST',
      body: Buffer.from(body),
      headers: { 'content-type': 'application/x-protobuf', cookie: 'KEYCLOAK_SESSION=secret', ...headers },
    });

  test('[OBS-01] logs and traces reach the receiver without cookies or credentials; other paths and methods do not', async () => {
    receiver.clear();
    // An empty export request is valid OTLP protobuf: zero bytes.
    expect((await post('/telemetry/v1/logs', new Uint8Array(), { authorization: 'Bearer t' })).status).toBe(200);
    expect((await post('/telemetry/v1/traces', new Uint8Array())).status).toBe(200);
    expect(receiver.bodies().map((body) => body.signal)).toEqual(['logs', 'traces']);
    for (const body of receiver.bodies()) {
      expect(body.headers.cookie).toBeUndefined();
      expect(body.headers.authorization).toBeUndefined();
    }
    // Not a telemetry path: the static files' location, which takes no POST.
    expect((await post('/telemetry/v1/metrics', new Uint8Array())).status).toBe(405);
    expect((await fetch(`${nginx.url}/telemetry/v1/logs`)).status).toBe(403);
    expect(receiver.bodies()).toHaveLength(2);
    expect(receiver.failures()).toEqual([]);
  });

  test('[OBS-08] a body over 64 KiB is refused by nginx (413), never forwarded', async () => {
    receiver.clear();
    const response = await post('/telemetry/v1/logs', new Uint8Array(65 * 1024));
    expect(response.status).toBe(413);
    expect(receiver.bodies()).toEqual([]);
  });

  test('[OBS-01] [OBS-08] one client past its rate gets 429 with Retry-After; a collector that is down is a 502 for telemetry alone', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => post('/telemetry/v1/logs', new Uint8Array()).then((response) => response)),
    );
    const refused = statuses.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers.get('retry-after')).toBe('10');
    // Let the bucket drain (5 a second, 20 in the burst) before the next request.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await receiver.stop();
    expect((await post('/telemetry/v1/logs', new Uint8Array())).status).toBe(502);
    expect((await fetch(`${nginx.url}/healthz`)).status).toBe(200);
  });
});
