/**
 * Fixtures for the tests of deploy/nginx: a complete, valid environment for the entrypoint and a
 * small site root shaped like the production build (index.html with the nonce placeholder, a hashed
 * asset with its .br and .gz, translations, the licences file).
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ENTRYPOINT } from '../../tools/testing/nginx.ts';

/** The placeholder Vite writes as `html.cspNonce`; nginx replaces it per response. */
export const NONCE_PLACEHOLDER = '__PORTAL_CSP_NONCE__';

/** Every variable of the runtime config, valid. */
export const VALID_ENV: Readonly<Record<string, string>> = {
  PORTAL_VERSION: '1.2.18',
  PORTAL_STAGE: 'test',
  PORTAL_PRODUCTION: 'true',
  PORTAL_DOCUMENTATION_URL: 'https://docs.example.test/portal',
  PORTAL_PRODUCT: 'portal',
  PORTAL_IDP_URL: 'https://login.example.test:8443',
  PORTAL_IDP_REALM: 'platform',
  PORTAL_IDP_CLIENT_ID: 'portal',
  PORTAL_GATEWAY_URL: 'https://api.example.test/gateway',
  PORTAL_ASSISTANT_URL: '/assistant-api',
  PORTAL_ADMIN_CUSTOMER_ID: 'c-0001',
};

export const HASHED_ASSET = 'assets/index-Bx3_k-9Q.js';

/** Writes a site root like dist/ into a temporary directory and returns its path. */
export function makeSiteRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-site-'));
  // Readable by nginx's workers, which run as nobody when the tests run as root.
  chmodSync(root, 0o755);
  mkdirSync(join(root, 'assets/i18n'), { recursive: true });
  const html = `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" /><script type="module" nonce="${NONCE_PLACEHOLDER}" src="/${HASHED_ASSET}"></script></head><body></body></html>`;
  const asset = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;
  const files: Record<string, string> = {
    'index.html': html,
    [HASHED_ASSET]: asset,
    'assets/i18n/en.json': '{"hello":"Hello"}',
    'third-party-licenses.txt': 'MIT licences\n',
    'pre-paint.js': '// theme\n',
    'silent-check-sso.html': '<!doctype html><script src="/silent-check-sso.js"></script>',
    'version.txt': '9.9.9\n',
    '.vite/manifest.json': '{}',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  writeFileSync(join(root, `${HASHED_ASSET}.br`), brotliCompressSync(asset));
  writeFileSync(join(root, `${HASHED_ASSET}.gz`), gzipSync(asset));
  return root;
}

/** What `docker-entrypoint.sh render` did: its exit status, what it wrote to stderr, and a file it rendered. */
export type Rendered = { status: number | null; stderr: string; read: (file: string) => string };

/**
 * Runs `docker-entrypoint.sh render` for the site `root` with VALID_ENV and `env` over it (undefined:
 * unset), into a runtime folder of its own under `scratch` (so that several may run at once), in a
 * child process that does not block this one.
 */
export async function renderEntrypoint(
  root: string,
  scratch: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<Rendered> {
  const runtime = await mkdtemp(join(scratch, 'runtime-'));
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) defined[name] = value;
  const child = spawn('sh', [ENTRYPOINT, 'render'], {
    env: { PATH: process.env.PATH, ...VALID_ENV, PORTAL_ROOT: root, PORTAL_RUNTIME_DIR: runtime, ...defined },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => void (stderr += text));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return { status, stderr, read: (file) => readFileSync(join(runtime, file), 'utf8') };
}
