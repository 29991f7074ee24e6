// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NGINX_REMOTE_TEST_PORT, REMOTE_UPSTREAM_TEST_PORT } from '../../e2e/support/ports.ts';
import { ENTRYPOINT, startNginx, type RunningNginx } from '../../scripts/lib/nginx.ts';
import { validRemoteAreas } from '../../src/config/remote-areas.ts';
import { INSIGHTS_AREA } from '../../src/testing/remote-areas.ts';
import { VALID_ENV, makeSiteRoot } from './testing.ts';

const root = makeSiteRoot();
const runtimeDirs: string[] = [];
const UPSTREAM = `http://127.0.0.1:${REMOTE_UPSTREAM_TEST_PORT}`;
const A = 'PORTAL_REMOTE_AREA_CUSTOMER_INSIGHTS_';

/** The example area as a deployment declares it (docs/deploying.md). */
export const AREA_ENV: Readonly<Record<string, string>> = {
  PORTAL_REMOTE_AREAS: 'customer-insights',
  [`${A}UPSTREAM`]: UPSTREAM,
  [`${A}API_PREFIXES`]: '/customer-management',
  [`${A}PATH`]: '/customer-insights',
  [`${A}ROLES`]: 'admin support',
  [`${A}CUSTOMER_SCOPED`]: 'true',
  [`${A}ICON`]: 'customers',
  [`${A}TITLE_EN`]: 'Customer insights',
  [`${A}TITLE_DE`]: 'Kundeneinblicke',
};

function render(env: Record<string, string | undefined>) {
  const runtime = mkdtempSync(join(tmpdir(), 'portal-runtime-'));
  runtimeDirs.push(runtime);
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) defined[name] = value;
  const result = spawnSync('sh', [ENTRYPOINT, 'render'], {
    env: { PATH: process.env.PATH, ...VALID_ENV, PORTAL_ROOT: root, PORTAL_RUNTIME_DIR: runtime, ...defined },
    encoding: 'utf8',
  });
  const read = (file: string) => readFileSync(join(runtime, file), 'utf8');
  return { status: result.status, stderr: result.stderr, read };
}

describe('docker-entrypoint.sh: remote areas from the environment', () => {
  test('[PLUG-01] [PLUG-05] the example renders into config.json as the portal reads it, and a proxy location; the policy is unchanged', () => {
    const { status, stderr, read } = render(AREA_ENV);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const config = JSON.parse(read('config.json'));
    expect(config.remoteAreas).toEqual([INSIGHTS_AREA]);
    expect(validRemoteAreas(config.remoteAreas, config.remoteOrigins, 'https://portal.test').problems).toEqual([]);
    expect(read('remote-areas.conf')).toContain(`location ^~ /remotes/customer-insights/ {`);
    expect(read('remote-areas.conf')).toContain(`proxy_pass ${UPSTREAM}/;`);
    const without = render({});
    expect(read('security-headers.conf')).toBe(without.read('security-headers.conf'));
    expect(JSON.parse(without.read('config.json'))).not.toHaveProperty('remoteAreas');
  });

  test('[PLUG-05] an entry on another origin: that exact origin joins script-src and connect-src, nothing else does', () => {
    const { status, read } = render({
      PORTAL_REMOTE_AREAS: 'envs',
      PORTAL_REMOTE_ORIGINS: 'https://areas.example.com',
      PORTAL_REMOTE_AREA_ENVS_ENTRY: 'https://areas.example.com/envs/mf-manifest.json',
      PORTAL_REMOTE_AREA_ENVS_ROUTE: 'environments',
      PORTAL_REMOTE_AREA_ENVS_API_PREFIXES: '/environment-management /scenario-overlays',
    });
    expect(status).toBe(0);
    const policy = read('security-headers.conf');
    expect(policy).toContain("script-src 'self' 'nonce-$request_id' https://areas.example.com;");
    expect(policy).toMatch(/connect-src [^;]* https:\/\/areas\.example\.com;/);
    expect(policy).toMatch(/style-src 'self' 'nonce-\$request_id';/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|blob:/);
    expect(read('remote-areas.conf')).not.toContain('location');
    const config = JSON.parse(read('config.json'));
    expect(config.remoteOrigins).toEqual(['https://areas.example.com']);
    expect(config.remoteAreas[0]).toMatchObject({
      route: 'environments',
      apiPrefixes: ['/environment-management', '/scenario-overlays'],
    });
    expect(validRemoteAreas(config.remoteAreas, config.remoteOrigins, 'https://portal.test').problems).toEqual([]);
  });

  test('[PLUG-05] an upstream whose name does not resolve stops nginx at start, saying so (create the Service first)', async () => {
    await expect(
      startNginx({
        root,
        port: NGINX_REMOTE_TEST_PORT,
        env: { ...VALID_ENV, ...AREA_ENV, [`${A}UPSTREAM`]: 'http://no-such-area.invalid' },
        idleTimeoutMs: 10_000,
      }),
    ).rejects.toThrow(/host not found in upstream "no-such-area\.invalid"/);
  });

  // One line naming the variable, the entry and its key; exit status 64 like every other bad variable.
  test.each([
    ['a missing upstream', { [`${A}UPSTREAM`]: undefined }, `${A}UPSTREAM`, 'entry'],
    ['an upstream that is no URL', { [`${A}UPSTREAM`]: 'customer-insights:8080' }, `${A}UPSTREAM`, 'entry'],
    ['an upstream with a query', { [`${A}UPSTREAM`]: 'http://svc:8080/?x=1' }, `${A}UPSTREAM`, 'entry'],
    [
      'an upstream for a cross-origin entry',
      { PORTAL_REMOTE_ORIGINS: 'https://a.test', [`${A}ENTRY`]: 'https://a.test/mf-manifest.json' },
      `${A}UPSTREAM`,
      'entry',
    ],
    ['an entry outside its /remotes/<id>/', { [`${A}ENTRY`]: '/remotes/other/mf-manifest.json' }, `${A}ENTRY`, 'entry'],
    [
      'an entry climbing out with ..',
      { [`${A}ENTRY`]: '/remotes/customer-insights/../x/mf-manifest.json' },
      `${A}ENTRY`,
      'entry',
    ],
    ['an entry on an origin not listed', { [`${A}ENTRY`]: 'https://evil.test/mf-manifest.json' }, `${A}ENTRY`, 'entry'],
    ['a bad id', { PORTAL_REMOTE_AREAS: 'Customer_Insights' }, 'PORTAL_REMOTE_AREAS', 'id'],
    ['a duplicate id', { PORTAL_REMOTE_AREAS: 'customer-insights customer-insights' }, 'PORTAL_REMOTE_AREAS', 'id'],
    ['a misspelt key', { [`${A}TITEL_EN`]: 'x' }, `${A}TITEL_EN`, ''],
    ['a key of an area not listed', { PORTAL_REMOTE_AREA_OTHER_PATH: '/other' }, 'PORTAL_REMOTE_AREA_OTHER_PATH', ''],
    ['both route and area', { [`${A}ROUTE`]: 'environments' }, `${A}PATH`, 'route'],
    ['neither route nor area', { [`${A}PATH`]: undefined }, `${A}ROUTE`, 'route'],
    ['a path of two segments', { [`${A}PATH`]: '/customer/insights' }, `${A}PATH`, 'area.path'],
    ['no roles', { [`${A}ROLES`]: '' }, `${A}ROLES`, 'area.roles'],
    ['customer scope not a boolean', { [`${A}CUSTOMER_SCOPED`]: 'yes' }, `${A}CUSTOMER_SCOPED`, 'area.customerScoped'],
    ['an icon the shell lacks', { [`${A}ICON`]: 'rocket' }, `${A}ICON`, 'area.icon'],
    ['no German title', { [`${A}TITLE_DE`]: undefined }, `${A}TITLE_DE`, 'area.title.de'],
    ['a bad module', { [`${A}MODULE`]: 'Area' }, `${A}MODULE`, 'module'],
    [
      'a bad API prefix',
      { [`${A}API_PREFIXES`]: 'https://api.test/customer-management' },
      `${A}API_PREFIXES`,
      'apiPrefixes',
    ],
    ['a bad integrity', { [`${A}INTEGRITY`]: 'sha384-abc' }, `${A}INTEGRITY`, 'integrity'],
    ['a remote origin with a path', { PORTAL_REMOTE_ORIGINS: 'https://a.test/' }, 'PORTAL_REMOTE_ORIGINS', ''],
  ])('[PLUG-01] %s stops the start with one line naming it', (_, change, variable, key) => {
    const { status, stderr } = render({ ...AREA_ENV, ...change });
    expect(status).toBe(64);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toContain(`docker-entrypoint: ${variable} `);
    // the entry and key, for every problem of an entry (an unknown variable or origin has neither)
    expect(key === '' || (stderr.includes('remoteAreas[') && stderr.includes(`"${key}"`))).toBe(true);
  });
});

// The real nginx in front of a small upstream: what a browser gets through /remotes/<id>/.
describe('nginx proxies /remotes/<id>/ to the area upstream', () => {
  let nginx: RunningNginx;
  let upstream: Server;
  const files = new Map<string, string>([
    ['/mf-manifest.json', '{"name":"customer_insights"}'],
    ['/remoteEntry.js', 'export const build = 1;'],
    ['/assets/area-B-68rWvI.js', 'export default 1;'],
  ]);
  const seen: { url: string; cookie?: string; authorization?: string }[] = [];
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push({ url: req.url ?? '', cookie: req.headers.cookie, authorization: req.headers.authorization });
      const body = files.get(req.url ?? '');
      if (body === undefined) {
        res.writeHead(404).end('missing');
        return;
      }
      res.writeHead(200, {
        'content-type': req.url?.endsWith('.json') ? 'application/json' : 'text/javascript',
        'cache-control': 'public, max-age=600',
        'set-cookie': 'tracker=1',
        'content-security-policy': "script-src * 'unsafe-eval'",
      });
      res.end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(REMOTE_UPSTREAM_TEST_PORT, '127.0.0.1', resolve));
    nginx = await startNginx({
      root,
      port: NGINX_REMOTE_TEST_PORT,
      env: { ...VALID_ENV, ...AREA_ENV },
      idleTimeoutMs: 60_000,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
    [root, ...runtimeDirs].forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });
  const get = (path: string) =>
    fetch(`${nginx.url}/remotes/customer-insights${path}`, {
      headers: { cookie: 'session=secret', authorization: 'Bearer t' },
    });

  test('[PLUG-05] [PLUG-07] manifest and entry are no-cache, hashed files immutable; the portal policy, never the upstream one', async () => {
    for (const [path, cache] of [
      ['/mf-manifest.json', 'no-cache'],
      ['/remoteEntry.js', 'no-cache'],
      ['/assets/area-B-68rWvI.js', 'public, max-age=31536000, immutable'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(files.get(path));
      expect(response.headers.get('cache-control'), path).toBe(cache);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}';/);
      expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|blob:/);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(seen.map((request) => request.url)).toContain('/assets/area-B-68rWvI.js');
    expect(seen.every((request) => request.cookie === undefined && request.authorization === undefined)).toBe(true);
  });

  test('[PLUG-07] a new build at the upstream is served on the next request, with nothing done to the portal', async () => {
    expect(await (await get('/remoteEntry.js')).text()).toBe('export const build = 1;');
    files.set('/remoteEntry.js', 'export const build = 2;');
    expect(await (await get('/remoteEntry.js')).text()).toBe('export const build = 2;');
  });

  test('[PLUG-04] [PLUG-05] a file the upstream lacks is its 404; an upstream that is down is a 502 at once, with the security headers', async () => {
    expect((await get('/assets/gone-AAAAAAAA.js')).status).toBe(404);
    await new Promise((resolve) => upstream.close(resolve));
    upstream.closeAllConnections();
    const started = Date.now();
    const response = await get('/mf-manifest.json');
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
