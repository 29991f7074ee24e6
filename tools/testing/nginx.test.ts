// @vitest-environment node
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NGINX_TEST_PORT } from './ports.ts';
import { HASHED_ASSET, NONCE_PLACEHOLDER, VALID_ENV, makeSiteRoot } from '../../deploy/nginx/testing.ts';
import { startNginx, type RunningNginx } from './nginx.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let root: string;
let nginx: RunningNginx;

beforeAll(async () => {
  root = makeSiteRoot();
  nginx = await startNginx({ root, port: NGINX_TEST_PORT, env: { ...VALID_ENV }, idleTimeoutMs: 60_000 });
});
afterAll(async () => {
  await nginx?.stop();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${nginx.url}${path}`, { headers });
/** The bytes as sent (fetch would decode Content-Encoding itself), with fetch-like headers. */
const raw = (path: string, encoding: string) =>
  new Promise<{ response: { headers: Headers }; body: Buffer }>((resolve, reject) => {
    const request = httpGet(`${nginx.url}${path}`, { headers: { 'accept-encoding': encoding } }, (message) => {
      const chunks: Buffer[] = [];
      message.on('data', (chunk: Buffer) => chunks.push(chunk));
      message.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(message.headers)) headers.set(name, String(value));
        resolve({ response: { headers }, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
  });

/** The security headers every response carries (DEPLOY-02). */
function expectSecurityHeaders(response: { headers: Headers }, frameAncestors = "'none'") {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain(`frame-ancestors ${frameAncestors};`);
  expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
  expect(csp).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  for (const directive of ["base-uri 'none'", "object-src 'none'"]) expect(csp).toContain(directive);
  expect(csp).toContain("connect-src 'self' https://login.example.test:8443 https://api.example.test;");
  expect(csp).toContain("frame-src 'self' https://login.example.test:8443 https://docs.example.test;");
  expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('server')).toBe('nginx');
}

describe('nginx serving the portal', () => {
  test('[DEPLOY-01][DEPLOY-02] HTML: a fresh nonce per response, the same in the header and the markup, no-cache', async () => {
    const nonces = [];
    for (const path of ['/', '/customers', '/index.html']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(response);
      const html = await response.text();
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(response.headers.get('content-security-policy')!)![1];
      expect(html).not.toContain(NONCE_PLACEHOLDER);
      expect(html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  test('[AUTH-01] [PERF-04] only the HTML preconnects to the identity provider', async () => {
    for (const path of ['/', '/customers', '/index.html']) {
      expect((await get(path)).headers.get('link'), path).toBe('<https://login.example.test:8443>; rel=preconnect');
    }
    for (const path of ['/config.json', '/pre-paint.js', '/silent-check-sso.html', `/${HASHED_ASSET}`]) {
      expect((await get(path)).headers.get('link'), path).toBeNull();
    }
  });

  test('[AUTH-01] the silent sign-in page may be framed by the portal itself, and nothing else may be framed', async () => {
    const silent = await get('/silent-check-sso.html');
    expect(silent.status).toBe(200);
    expect(silent.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(silent, "'self'");
    // Not a prefix or a look-alike: those keep 'none' (a page path falls back to index.html).
    for (const path of ['/silent-check-sso.html.gz', '/silent-check-sso', '/x/silent-check-sso.html']) {
      expect((await get(path)).headers.get('content-security-policy'), path).toContain("frame-ancestors 'none';");
    }
  });

  test('[DEPLOY-01] a deep link of the app is index.html; a deep path with a file extension is not', async () => {
    const deep = await get('/customers/c-0001/details');
    expect(await deep.text()).toContain('csp-nonce');
    const withExtension = await get('/customers/report.pdf');
    expect(withExtension.status).toBe(404);
    expect(await withExtension.text()).not.toContain('csp-nonce');
  });

  test('[DEPLOY-01] hashed asset: immutable, brotli or gzip by Accept-Encoding, Vary', async () => {
    const brotli = await raw(`/${HASHED_ASSET}`, 'br, gzip');
    expect(brotli.response.headers.get('content-encoding')).toBe('br');
    const plain = brotliDecompressSync(brotli.body).toString();
    expect(plain).toContain('export const answer');
    const gzip = await raw(`/${HASHED_ASSET}`, 'gzip');
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain);
    const identity = await raw(`/${HASHED_ASSET}`, 'identity');
    expect(identity.response.headers.get('content-encoding')).toBeNull();
    expect(identity.body.toString()).toBe(plain);
    for (const { response } of [brotli, gzip, identity]) {
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expectSecurityHeaders(response);
    }
  });

  test('[DEPLOY-01][DEPLOY-03] config.json: rendered from the environment, no-cache', async () => {
    const response = await get('/config.json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expectSecurityHeaders(response);
    expect(await response.json()).toMatchObject({ version: '1.2.18', api: { assistantUrl: '/assistant-api' } });
  });

  test('[DEPLOY-01] unhashed files (licences, translations, theme script) are no-cache', async () => {
    for (const path of ['/third-party-licenses.txt', '/assets/i18n/en.json', '/pre-paint.js', '/version.txt']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expectSecurityHeaders(response);
    }
    expect(await (await get('/third-party-licenses.txt')).text()).toBe('MIT licences\n');
  });

  test('[DEPLOY-01] a missing asset or file is a 404 with the headers, never index.html', async () => {
    for (const path of [
      '/assets/index-AAAAAAAA.js',
      '/assets/missing',
      '/assets/i18n/fr.json',
      '/robots.txt',
      '/.vite/manifest.json',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('csp-nonce');
      expectSecurityHeaders(response);
    }
  });

  test('[DEPLOY-01] /healthz answers ok, text/plain, no-store; no server version anywhere', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('ok');
    expectSecurityHeaders(response);
    const notFound = await (await get('/nothing.png')).text();
    expect(notFound).not.toMatch(/nginx\/\d/);
  });

  test('[DEPLOY-01] a graceful reload keeps serving', async () => {
    await nginx.reload();
    expect((await get('/healthz')).status).toBe(200);
  });

  test("[DEPLOY-01] a reload with a broken configuration rejects with nginx's message and keeps serving", async () => {
    const conf = join(nginx.prefix, 'nginx.conf');
    const good = readFileSync(conf, 'utf8');
    writeFileSync(conf, `${good}\nnot_a_directive on;\n`);
    try {
      await expect(nginx.reload()).rejects.toThrow(/unknown directive "not_a_directive"/);
      expect((await get('/healthz')).status).toBe(200);
    } finally {
      writeFileSync(conf, good);
    }
  });
});

describe('startNginx failures', () => {
  test('[DEPLOY-03] an invalid environment rejects with the line naming the variable', async () => {
    const env = { ...VALID_ENV, PORTAL_PRODUCTION: 'yes' };
    await expect(startNginx({ root, port: NGINX_TEST_PORT + 1, env })).rejects.toThrow(
      /PORTAL_PRODUCTION must be true or false/,
    );
  });

  test("[DEPLOY-01] a port already in use rejects with nginx's message", async () => {
    const env = { ...VALID_ENV };
    await expect(startNginx({ root, port: NGINX_TEST_PORT, env })).rejects.toThrow(/Address already in use/);
  });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startNginx stops by itself', () => {
  test('[DEPLOY-06] when the process that started it is gone', async () => {
    const script = `const { startNginx } = await import(${JSON.stringify(new URL('./nginx.ts', import.meta.url).href)});
      const nginx = await startNginx(JSON.parse(process.env.OPTIONS));
      console.log(nginx.pid);
      process.exit(0);`;
    const options = { root, port: NGINX_TEST_PORT + 3, env: VALID_ENV };
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, OPTIONS: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    await new Promise((resolve) => child.once('exit', resolve));
    const pid = Number(output.trim());
    expect(pid).toBeGreaterThan(0);
    await expect.poll(() => alive(pid), { timeout: 15_000 }).toBe(false);
  }, 30_000);

  test.each([
    ['idle', { idleTimeoutMs: 300 }],
    ['too old', { maxLifetimeMs: 1_500 }],
  ])('[DEPLOY-06] when %s', async (_, limits) => {
    const server = await startNginx({ root, port: NGINX_TEST_PORT + 2, env: { ...VALID_ENV }, ...limits });
    await expect.poll(() => alive(server.pid), { timeout: 10_000 }).toBe(false);
    await server.stop();
  });
});
