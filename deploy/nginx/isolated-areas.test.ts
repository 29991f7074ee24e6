// @vitest-environment node
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ISOLATED_HOST, ISOLATED_UPSTREAM_TEST_PORT, NGINX_ISOLATED_TEST_PORT } from '../../tools/testing/ports.ts';
import { startNginx, type RunningNginx } from '../../tools/testing/nginx.ts';
import { validRemoteAreas } from '../../src/config/remote-areas.ts';
import { isolationProblem } from '../../src/remote-areas/isolated/isolation-config.ts';
import { NONCE_PLACEHOLDER, VALID_ENV, makeSiteRoot, renderEntrypoint } from './testing.ts';

// A render starts dozens of processes: a budget for a loaded machine (TEST-02).
vi.setConfig({ testTimeout: 120_000 });

const root = makeSiteRoot();
const scratch = mkdtempSync(join(tmpdir(), 'portal-isolated-'));
// Readable by nginx's workers, which run as nobody when the tests run as root.
chmodSync(scratch, 0o755);
/** A frame page shaped like the SDK's build: the two placeholders nginx fills in, a hashed bundle. */
const frameRoot = join(scratch, 'frame');
mkdirSync(join(frameRoot, 'assets'), { recursive: true });
const FRAME_HTML = `<!doctype html><meta name="portal-origin" content="__PORTAL_FRAME_PARENT__"><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><script type="module" nonce="${NONCE_PLACEHOLDER}" src="/frame/assets/index-1F8MXN6S.js"></script>`;
writeFileSync(join(frameRoot, 'index.html'), FRAME_HTML);
writeFileSync(join(frameRoot, 'assets', 'index-1F8MXN6S.js'), 'export {};');
afterAll(() => [root, scratch].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const PORTAL = `http://127.0.0.1:${NGINX_ISOLATED_TEST_PORT}`;
const ISOLATED = `http://${ISOLATED_HOST}:${NGINX_ISOLATED_TEST_PORT}`;
const UPSTREAM = `http://127.0.0.1:${ISOLATED_UPSTREAM_TEST_PORT}`;
const area = (id: string, keys: Record<string, string>) => {
  const prefix = `PORTAL_REMOTE_AREA_${id.toUpperCase().replaceAll('-', '_')}_`;
  return Object.fromEntries(Object.entries(keys).map(([key, value]) => [`${prefix}${key}`, value]));
};
const KEYS = {
  UPSTREAM,
  API_PREFIXES: '/customer-management',
  ROLES: 'admin',
  CUSTOMER_SCOPED: 'true',
  ICON: 'customers',
};

/** A federated area and an isolated one, the isolated origin and the portal's (docs/deploying.md). */
const ENV: Readonly<Record<string, string>> = {
  PORTAL_ISOLATED_ORIGIN: ISOLATED,
  PORTAL_ORIGIN: PORTAL,
  PORTAL_FRAME_ROOT: frameRoot,
  PORTAL_REMOTE_AREAS: 'customer-insights isolated-insights',
  ...area('customer-insights', { ...KEYS, PATH: '/customer-insights', TITLE_EN: 'Insights', TITLE_DE: 'Einblicke' }),
  ...area('isolated-insights', {
    ...KEYS,
    PATH: '/isolated-insights',
    TITLE_EN: 'Isolated',
    TITLE_DE: 'Isoliert',
    ISOLATION: 'frame',
  }),
};

/** The frame-src sources of a rendered security-headers.conf. */
const frameSrc = (headers: string) => /frame-src ([^;]*);/.exec(headers)?.[1];

describe('docker-entrypoint.sh: isolated areas', () => {
  test('[PLUG-14] the config names the isolated origin and the area isolated; the portal frames that origin only in addition', async () => {
    const [{ status, stderr, read }, without] = await Promise.all([
      renderEntrypoint(root, scratch, ENV),
      renderEntrypoint(root, scratch, {}),
    ]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const config = JSON.parse(read('config.json'));
    expect(config.isolatedOrigin).toBe(ISOLATED);
    expect(config.remoteAreas.map((entry: { isolation?: string }) => entry.isolation)).toEqual([undefined, 'frame']);
    expect(validRemoteAreas(config.remoteAreas, [], PORTAL).problems).toEqual([]);
    expect(isolationProblem(config.remoteAreas[1], config.isolatedOrigin)).toBeUndefined();
    expect(frameSrc(read('security-headers.conf'))).toBe(
      `${frameSrc(without.read('security-headers.conf'))} ${ISOLATED}`,
    );
    // The isolated area's files are proxied on the isolated origin's server, never on the portal's.
    expect(read('remote-areas.conf')).toContain('location ^~ /remotes/customer-insights/ {');
    expect(read('remote-areas.conf')).not.toContain('isolated-insights');
    expect(read('isolated-areas.conf')).toContain('location ^~ /remotes/isolated-insights/ {');
    expect(read('isolated-areas.conf')).not.toContain('customer-insights/');
    expect(without.read('isolated-server.conf')).not.toContain('server {');
  });

  test.each([
    [{ PORTAL_ORIGIN: undefined }, 'PORTAL_ORIGIN is missing'],
    [{ PORTAL_ISOLATED_ORIGIN: PORTAL }, 'PORTAL_ISOLATED_ORIGIN must differ from PORTAL_ORIGIN'],
    [{ PORTAL_ISOLATED_ORIGIN: 'http://areas.example.com' }, 'PORTAL_ISOLATED_ORIGIN must be an exact origin'],
    [{ PORTAL_ISOLATED_ORIGIN: undefined, PORTAL_ORIGIN: undefined }, 'needs PORTAL_ISOLATED_ORIGIN'],
    [{ PORTAL_FRAME_ROOT: root.replace(/$/, '/none') }, 'PORTAL_FRAME_ROOT has no index.html'],
    [{ PORTAL_REMOTE_AREA_ISOLATED_INSIGHTS_ISOLATION: 'iframe' }, 'must be federated or frame'],
    [{ PORTAL_ISOLATED_ORIGIN: undefined }, 'PORTAL_ORIGIN is only used with PORTAL_ISOLATED_ORIGIN'],
  ])('[PLUG-14] %j stops the start with one line: %s', async (change, message) => {
    const { status, stderr } = await renderEntrypoint(root, scratch, { ...ENV, ...change });
    expect(status).toBe(64);
    expect(stderr).toContain(message);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('nginx serves the isolated origin as a server of its own', () => {
  let nginx: RunningNginx;
  let upstream: Server;
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "script-src * 'unsafe-inline'" });
      res.end(`<script>parent.postMessage(1, '*')</script>${req.url ?? ''}`);
    });
    await new Promise<void>((resolve) => upstream.listen(ISOLATED_UPSTREAM_TEST_PORT, '127.0.0.1', resolve));
    nginx = await startNginx({
      root,
      port: NGINX_ISOLATED_TEST_PORT,
      env: { ...VALID_ENV, ...ENV },
      extraHosts: [ISOLATED_HOST],
      idleTimeoutMs: 60_000,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  test('[PLUG-14] [PLUG-16] the frame page with a nonce policy of its own: framed by the portal only, calls to its own origin only', async () => {
    const response = await fetch(`${ISOLATED}/frame/?area=isolated-insights`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain(`frame-ancestors ${PORTAL};`);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toMatch(/^default-src 'none'; script-src 'self' 'nonce-/);
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|blob:|\*/);
    const html = await response.text();
    expect(html).toContain(`content="${PORTAL}"`);
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain(NONCE_PLACEHOLDER);
    const bundle = await fetch(`${ISOLATED}/frame/assets/index-1F8MXN6S.js`);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test("[PLUG-14] nothing of the portal on the isolated origin, nothing of an isolated area on the portal's", async () => {
    for (const path of ['/', '/index.html', '/config.json', '/customer-insights', '/remotes/customer-insights/x.js'])
      expect((await fetch(`${ISOLATED}${path}`)).status, path).toBe(404);
    expect((await fetch(`${PORTAL}/remotes/isolated-insights/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${PORTAL}/config.json`)).status).toBe(200);
    expect((await fetch(`${PORTAL}/remotes/customer-insights/mf-manifest.json`)).status).toBe(200);
  });

  test("[PLUG-14] [PLUG-16] an isolated area's files come from its upstream, and a page its server sends there is inert: sandboxed, no scripts", async () => {
    const response = await fetch(`${ISOLATED}/remotes/isolated-insights/evil.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/evil.html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
