// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  NGINX_REMOTE_TEST_PORT,
  NGINX_RESOLVER_TEST_PORT,
  REMOTE_UPSTREAM_TEST_PORT,
  RESOLVED_UPSTREAM_TEST_PORT,
  TEST_DNS_PORT,
} from '../../tools/testing/ports.ts';
import { startNginx, type RunningNginx } from '../../tools/testing/nginx.ts';
import { startTestDns, type TestDns } from '../../tools/testing/test-dns.ts';
import { validRemoteAreas } from '../../src/config/remote-areas.ts';
import { INSIGHTS_AREA } from '../../src/testing/remote-areas.ts';
import { VALID_ENV, makeSiteRoot, renderEntrypoint } from './testing.ts';

// A render starts dozens of processes, a test up to four renders: on a loaded machine that took 55 s
// (a run with load average 11). A budget for that work (TEST-02); a passing test never waits for it.
vi.setConfig({ testTimeout: 120_000 });

const root = makeSiteRoot();
const scratch = mkdtempSync(join(tmpdir(), 'portal-remote-areas-'));
afterAll(() => [root, scratch].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
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

/** The entrypoint's render with these variables over VALID_ENV, into a runtime folder of its own. */
const render = (env: Record<string, string | undefined>) => renderEntrypoint(root, scratch, env);

describe('docker-entrypoint.sh: remote areas from the environment', () => {
  test('[PLUG-01] [PLUG-05] the example renders into config.json as the portal reads it, and a proxy location; the policy is unchanged', async () => {
    const [{ status, stderr, read }, without] = await Promise.all([render(AREA_ENV), render({})]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const config = JSON.parse(read('config.json'));
    expect(config.remoteAreas).toEqual([INSIGHTS_AREA]);
    expect(validRemoteAreas(config.remoteAreas, config.remoteOrigins, 'https://portal.test').problems).toEqual([]);
    expect(read('remote-areas.conf')).toContain(`location ^~ /remotes/customer-insights/ {`);
    expect(read('remote-areas.conf')).toContain(`set $portal_remote_upstream "${UPSTREAM}";`);
    expect(read('remote-areas.conf')).toContain('proxy_pass $portal_remote_upstream;');
    expect(read('security-headers.conf')).toBe(without.read('security-headers.conf'));
    expect(JSON.parse(without.read('config.json'))).not.toHaveProperty('remoteAreas');
  });

  test('[PLUG-05] an entry on another origin: that exact origin joins script-src and connect-src, nothing else does', async () => {
    const { status, read } = await render({
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

  test('[PLUG-12] API_PREFIXES=none is an area that calls no API: an empty list in config.json', async () => {
    const { status, read } = await render({ ...AREA_ENV, [`${A}API_PREFIXES`]: 'none' });
    expect(status).toBe(0);
    const config = JSON.parse(read('config.json'));
    expect(config.remoteAreas[0].apiPrefixes).toEqual([]);
    expect(validRemoteAreas(config.remoteAreas, [], 'https://portal.test').problems).toEqual([]);
  });

  test("[PLUG-13] nginx asks the pod's name servers (/etc/resolv.conf) for upstream names, per request and bounded", async () => {
    const resolvConf = join(mkdtempSync(join(scratch, 'resolv-')), 'resolv.conf');
    writeFileSync(
      resolvConf,
      'search team.svc.cluster.local svc.cluster.local\nnameserver 10.96.0.10\n  nameserver fd00::a # IPv6\nnameserver fe80::1%eth0\noptions ndots:5\n',
    );
    const named = { ...AREA_ENV, [`${A}UPSTREAM`]: 'http://insights.team.svc.cluster.local:8080/ui/' };
    const [given, resolver, noArea, machine] = await Promise.all([
      render({ ...named, PORTAL_RESOLV_CONF: resolvConf }),
      render({ ...named, PORTAL_RESOLVER: '127.0.0.1:5353' }),
      render({ PORTAL_RESOLV_CONF: resolvConf }),
      render(named),
    ]);
    expect(given.status).toBe(0);
    const conf = given.read('remote-areas.conf');
    expect(conf).toContain('resolver 10.96.0.10 [fd00::a] valid=10s;');
    expect(conf).toContain('resolver_timeout 5s;');
    expect(conf).toContain('set $portal_remote_upstream "http://insights.team.svc.cluster.local:8080";');
    expect(conf).toContain('rewrite "^/remotes/customer-insights/(.*)$" "/ui/$1" break;');
    // PORTAL_RESOLVER wins; without any area there is nothing to resolve.
    expect(resolver.read('remote-areas.conf')).toContain('resolver 127.0.0.1:5353 valid=10s;');
    expect(noArea.read('remote-areas.conf')).not.toContain('resolver');
    // With the machine's own /etc/resolv.conf: its (IPv4) name servers.
    const own = [...readFileSync('/etc/resolv.conf', 'utf8').matchAll(/^\s*nameserver\s+([0-9.]+)\s*$/gm)];
    expect(machine.read('remote-areas.conf')).toContain(`resolver ${own.map((line) => line[1]).join(' ')}`);
  });

  test('[PLUG-13] no name server to ask: an upstream name stops the start with one line; IP upstreams need none', async () => {
    const empty = join(mkdtempSync(join(scratch, 'resolv-')), 'resolv.conf');
    writeFileSync(empty, 'search svc.cluster.local\n');
    const [named, literal] = await Promise.all([
      render({ ...AREA_ENV, [`${A}UPSTREAM`]: 'http://insights.team.svc.cluster.local', PORTAL_RESOLV_CONF: empty }),
      render({ ...AREA_ENV, PORTAL_RESOLV_CONF: empty }),
    ]);
    expect(named.status).toBe(64);
    expect(named.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(named.stderr).toContain(`docker-entrypoint: PORTAL_RESOLVER is needed: ${empty} names no name server`);
    expect(literal.status).toBe(0);
    expect(literal.read('remote-areas.conf')).not.toContain('resolver');
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
    ['[PLUG-12] a path of the route table', { [`${A}PATH`]: '/customers' }, `${A}PATH`, 'area.path'],
    ['[PLUG-12] a path nginx answers itself', { [`${A}PATH`]: '/healthz' }, `${A}PATH`, 'area.path'],
    [
      '[PLUG-12] the path of another area',
      {
        PORTAL_REMOTE_AREAS: 'customer-insights fleet-health',
        ...Object.fromEntries(
          Object.entries(AREA_ENV)
            .filter(([name]) => name.startsWith(A))
            .map(([name, value]) => [name.replace(A, 'PORTAL_REMOTE_AREA_FLEET_HEALTH_'), value]),
        ),
      },
      'PORTAL_REMOTE_AREA_FLEET_HEALTH_PATH',
      'area.path',
    ],
    ['[PLUG-12] a route the table lacks', { [`${A}PATH`]: undefined, [`${A}ROUTE`]: 'fleet' }, `${A}ROUTE`, 'route'],
    ['[PLUG-12] no API prefixes', { [`${A}API_PREFIXES`]: undefined }, `${A}API_PREFIXES`, 'apiPrefixes'],
    ['[PLUG-12] blank API prefixes', { [`${A}API_PREFIXES`]: ' ' }, `${A}API_PREFIXES`, 'apiPrefixes'],
    ['[PLUG-12] none beside a prefix', { [`${A}API_PREFIXES`]: 'none /a' }, `${A}API_PREFIXES`, 'apiPrefixes'],
    ['a name server given by name', { PORTAL_RESOLVER: 'kube-dns.kube-system' }, 'PORTAL_RESOLVER', ''],
    ['an empty PORTAL_RESOLVER', { PORTAL_RESOLVER: '' }, 'PORTAL_RESOLVER', ''],
    ['a remote origin with a path', { PORTAL_REMOTE_ORIGINS: 'https://a.test/' }, 'PORTAL_REMOTE_ORIGINS', ''],
  ])('[PLUG-01] %s stops the start with one line naming it', async (_, change, variable, key) => {
    const { status, stderr } = await render({ ...AREA_ENV, ...change });
    expect(status).toBe(64);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toContain(`docker-entrypoint: ${variable} `);
    // the entry and key, for every problem of an entry (an unknown variable or origin has neither)
    expect(key === '' || (stderr.includes('remoteAreas[') && stderr.includes(`"${key}"`))).toBe(true);
  });
});

describe('docker-entrypoint.sh: PORTAL_REMOTE_AREAS misspelt', () => {
  const { PORTAL_REMOTE_AREAS: ids, ...keys } = AREA_ENV;
  test.each(['PORTAL_REMOTE_AREA', 'PORTAL_REMOTEAREAS', 'PORTAL_Remote_Areas', 'PORTAL_REMOTE_AREAS_'])(
    "[PLUG-18] %s=… is named as the misspelling, not one of the areas' keys as unknown",
    async (name) => {
      const { status, stderr } = await render({ ...keys, [name]: ids });
      expect(status).toBe(64);
      expect(stderr.trim()).toBe(
        `docker-entrypoint: ${name} is not a known variable: did you mean PORTAL_REMOTE_AREAS (the ids of the remote areas, separated by spaces)?`,
      );
    },
  );

  test("[PLUG-18] an area's keys without PORTAL_REMOTE_AREAS: the one line says that it is not set", async () => {
    const { status, stderr } = await render(keys);
    expect(status).toBe(64);
    expect(stderr).toMatch(
      /^docker-entrypoint: PORTAL_REMOTE_AREA_CUSTOMER_INSIGHTS_\w+ is not a known variable: PORTAL_REMOTE_AREAS, which names the remote areas, is not set/,
    );
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

/** A GET with the request line exactly as given (fetch would normalize `..`, `%2e` and non-ASCII). */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n`),
    );
    let response = '';
    socket.on('data', (data: Buffer) => void (response += data.toString('latin1')));
    socket.on('end', () => resolve(response.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

// PLUG-13: the upstream is a name only the test's DNS server answers, and it does not at first.
describe('nginx resolves an area upstream name when a request needs it', () => {
  const NAME = 'insights.team-insights.svc.cluster.local';
  let nginx: RunningNginx;
  let dns: TestDns;
  let upstream: Server;
  const seen: string[] = [];
  beforeAll(async () => {
    dns = await startTestDns(TEST_DNS_PORT);
    upstream = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"customer_insights"}');
    });
    await new Promise<void>((resolve) => upstream.listen(RESOLVED_UPSTREAM_TEST_PORT, '127.0.0.1', resolve));
    nginx = await startNginx({
      root,
      port: NGINX_RESOLVER_TEST_PORT,
      env: {
        ...VALID_ENV,
        ...AREA_ENV,
        [`${A}UPSTREAM`]: `http://${NAME}:${RESOLVED_UPSTREAM_TEST_PORT}/team/ui/`,
        PORTAL_RESOLVER: dns.address,
      },
      idleTimeoutMs: 60_000,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await dns?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });
  const manifest = () => fetch(`${nginx.url}/remotes/customer-insights/mf-manifest.json`);

  test('[PLUG-13] nginx starts and serves the portal while the name does not resolve; that area answers 502; once it resolves the area loads, nginx not restarted', async () => {
    // Nothing was looked up to start.
    expect(dns.queries).toEqual([]);
    for (const path of ['/', '/index.html', '/customer-insights', '/config.json', '/healthz'])
      expect((await fetch(`${nginx.url}${path}`)).status, path).toBe(200);
    const config = await (await fetch(`${nginx.url}/config.json`)).json();
    expect(config.remoteAreas.map((area: { id: string }) => area.id)).toEqual(['customer-insights']);

    const refused = await manifest();
    expect(refused.status).toBe(502);
    expect(refused.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(refused.headers.get('cache-control')).toBe('no-cache');
    expect(dns.queries).toContain(NAME);
    expect(seen).toEqual([]);

    // The team creates its Service: nginx asks again at the next request that needs the name.
    const pid = nginx.pid;
    dns.add(NAME, '127.0.0.1');
    await expect.poll(async () => (await manifest()).status, { timeout: 30_000, interval: 500 }).toBe(200);
    expect(await (await manifest()).text()).toBe('{"name":"customer_insights"}');
    expect(seen).toContain('/team/ui/mf-manifest.json');
    expect(nginx.pid).toBe(pid);
    expect(readFileSync(join(nginx.prefix, 'error.log'), 'utf8')).not.toMatch(/reconfiguring|SIGHUP/);
  });

  // What `proxy_pass <upstream>/;` sent before (measured on nginx 1.22): the normalized path below
  // /remotes/<id>/ after the upstream's path, escaped again, and the query as it came.
  test.each([
    ['/remotes/customer-insights/remoteEntry.js', '/team/ui/remoteEntry.js'],
    ['/remotes/customer-insights/remoteEntry.js?attempt=2', '/team/ui/remoteEntry.js?attempt=2'],
    ['/remotes/customer-insights/assets/a-B-68rWvI.js?v=1&b=%20c', '/team/ui/assets/a-B-68rWvI.js?v=1&b=%20c'],
    ['/remotes/customer-insights/', '/team/ui/'],
    ['/remotes/customer-insights/a%20b.js', '/team/ui/a%20b.js'],
    ['/remotes/customer-insights/a/../b.js', '/team/ui/b.js'],
    ['/remotes/customer-insights/a//b.js', '/team/ui/a/b.js'],
    ['/remotes/customer-insights/a%2Fb', '/team/ui/a/b'],
    ['/remotes/customer-insights/%C3%A9.js', '/team/ui/%C3%A9.js'],
    ['/remotes/customer-insights/a+b.js?x=a+b', '/team/ui/a+b.js?x=a+b'],
    ['/remotes/customer-insights/a%3Fb', '/team/ui/a%3Fb'],
    ['/remotes/customer-insights/a%23b', '/team/ui/a%23b'],
    ['/remotes/customer-insights/%25', '/team/ui/%25'],
    ['/remotes/customer-insights/a;b', '/team/ui/a;b'],
  ])('[PLUG-13] %s reaches the upstream as %s, as before', async (target, expected) => {
    dns.add(NAME, '127.0.0.1');
    await expect.poll(async () => (await manifest()).status, { timeout: 30_000, interval: 500 }).toBe(200);
    seen.length = 0;
    expect(await rawGet(NGINX_RESOLVER_TEST_PORT, target)).toBe('HTTP/1.1 200 OK');
    expect(seen).toEqual([expected]);
  });

  test('[PLUG-13] a path climbing out of /remotes/<id>/ is not proxied at all', async () => {
    seen.length = 0;
    await rawGet(NGINX_RESOLVER_TEST_PORT, '/remotes/customer-insights/%2e%2e/other/x.js');
    await rawGet(NGINX_RESOLVER_TEST_PORT, '/remotes/customer-insights/../../config.json');
    expect(seen).toEqual([]);
  });

  test('[PLUG-13] a name that stops resolving (its Service deleted) makes that area 502 again; the portal serves on', async () => {
    dns.remove(NAME);
    await expect.poll(async () => (await manifest()).status, { timeout: 30_000, interval: 500 }).toBe(502);
    expect((await fetch(`${nginx.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${nginx.url}/index.html`)).status).toBe(200);
  });
});
