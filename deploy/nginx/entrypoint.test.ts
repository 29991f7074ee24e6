// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ENTRYPOINT } from '../../tools/testing/nginx.ts';
import { runtimeConfigEnv } from '../../tools/testing/runtime-env.ts';
import { RuntimeConfigSchema } from '../../src/config/runtime-config.ts';
import { VALID_ENV, makeSiteRoot } from './testing.ts';

const root = makeSiteRoot();
const runtimeDirs: string[] = [];
afterAll(() => [root, ...runtimeDirs].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Env = Record<string, string | undefined>;

/** Runs `docker-entrypoint.sh render` with exactly these variables (undefined = unset). */
function render(env: Env) {
  const runtime = mkdtempSync(join(tmpdir(), 'portal-runtime-'));
  runtimeDirs.push(runtime);
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) defined[name] = value;
  const result = spawnSync('sh', [ENTRYPOINT, 'render'], {
    env: { PATH: process.env.PATH, PORTAL_ROOT: root, PORTAL_RUNTIME_DIR: runtime, ...defined },
    encoding: 'utf8',
  });
  const read = (file: string) => readFileSync(join(runtime, file), 'utf8');
  return { status: result.status, stderr: result.stderr, read };
}

const csp = (headers: string) => /Content-Security-Policy "([^"]+)"/.exec(headers)?.[1] ?? '';

describe('docker-entrypoint.sh render: good environments', () => {
  const cases: [string, Env, Record<string, unknown>, { connect: string; frame: string }][] = [
    [
      'absolute URLs everywhere',
      VALID_ENV,
      { version: '1.2.18', production: true, api: { gatewayUrl: 'https://api.example.test/gateway' } },
      {
        connect: "connect-src 'self' https://login.example.test:8443 https://api.example.test;",
        frame: "frame-src 'self' https://login.example.test:8443 https://docs.example.test;",
      },
    ],
    [
      'relative paths mean the portal itself; optional licence key; version from the build',
      {
        ...VALID_ENV,
        PORTAL_VERSION: undefined,
        PORTAL_PRODUCTION: 'false',
        PORTAL_DOCUMENTATION_URL: '/docs',
        PORTAL_GATEWAY_URL: '/api',
        PORTAL_IDP_URL: 'http://[::1]:4720',
        PORTAL_UI_LICENSE_KEY: 'key-123',
      },
      { version: '9.9.9', production: false, documentationUrl: '/docs', uiLicenseKey: 'key-123' },
      { connect: "connect-src 'self' http://[::1]:4720;", frame: "frame-src 'self' http://[::1]:4720;" },
    ],
    [
      'values that need JSON escaping',
      {
        ...VALID_ENV,
        PORTAL_IDP_REALM: 'a "quoted" \\ realm',
        PORTAL_STAGE: 'line\nbreak\ttab é',
        PORTAL_ADMIN_CUSTOMER_ID: '{"x":1}',
      },
      {
        identityProvider: { realm: 'a "quoted" \\ realm' },
        stage: 'line\nbreak\ttab é',
        adminCustomerId: '{"x":1}',
        // RES-02: unset, the deadlines are the defaults.
        deadlines: { readAttemptSeconds: 15, readWaitSeconds: 30, replySeconds: 120 },
      },
      {
        connect: "connect-src 'self' https://login.example.test:8443 https://api.example.test;",
        frame: "frame-src 'self' https://login.example.test:8443 https://docs.example.test;",
      },
    ],
    [
      '[RES-02] deadlines set by the operator',
      { ...VALID_ENV, PORTAL_READ_ATTEMPT_SECONDS: '5', PORTAL_READ_WAIT_SECONDS: '12', PORTAL_REPLY_SECONDS: '300' },
      { deadlines: { readAttemptSeconds: 5, readWaitSeconds: 12, replySeconds: 300 } },
      {
        connect: "connect-src 'self' https://login.example.test:8443 https://api.example.test;",
        frame: "frame-src 'self' https://login.example.test:8443 https://docs.example.test;",
      },
    ],
  ];

  test.each(cases)(
    '[DEPLOY-03] %s: a config the schema accepts, and the policy origins of the same values',
    (_, env, expected, policy) => {
      const { status, stderr, read } = render(env);
      expect(stderr).toBe('');
      expect(status).toBe(0);
      const config = JSON.parse(read('config.json'));
      expect(RuntimeConfigSchema.safeParse(config).error).toBeUndefined();
      expect(config).toMatchObject(expected);
      const headers = read('security-headers.conf');
      expect(csp(headers)).toContain(policy.connect);
      expect(csp(headers)).toContain(policy.frame);
      expect(read('nginx.conf')).toContain(`root ${root};`);
    },
  );
});

describe('docker-entrypoint.sh render: bad environments', () => {
  const cases: [string, Env, RegExp][] = [
    ...Object.keys(VALID_ENV)
      .filter((name) => name !== 'PORTAL_VERSION')
      .map((name): [string, Env, RegExp] => [
        `${name} unset`,
        { ...VALID_ENV, [name]: undefined },
        new RegExp(`^docker-entrypoint: ${name} is missing$`),
      ]),
    ['PORTAL_STAGE empty', { ...VALID_ENV, PORTAL_STAGE: '' }, /^docker-entrypoint: PORTAL_STAGE must not be empty$/],
    [
      'PORTAL_UI_LICENSE_KEY set but empty',
      { ...VALID_ENV, PORTAL_UI_LICENSE_KEY: '' },
      /PORTAL_UI_LICENSE_KEY must not be empty/,
    ],
    [
      'PORTAL_PRODUCTION yes',
      { ...VALID_ENV, PORTAL_PRODUCTION: 'yes' },
      /PORTAL_PRODUCTION must be true or false \(got "yes"\)/,
    ],
    [
      'PORTAL_PRODUCTION with a line break',
      { ...VALID_ENV, PORTAL_PRODUCTION: 'true\nfalse' },
      /PORTAL_PRODUCTION must be true or false \(got "true false"\)/,
    ],
    [
      'PORTAL_PRODUCT with capitals',
      { ...VALID_ENV, PORTAL_PRODUCT: 'Portal' },
      /PORTAL_PRODUCT must be a lower-case slug/,
    ],
    [
      'PORTAL_IDP_URL relative',
      { ...VALID_ENV, PORTAL_IDP_URL: '/auth' },
      /PORTAL_IDP_URL must be an absolute http\(s\) URL/,
    ],
    [
      'PORTAL_GATEWAY_URL protocol-relative',
      { ...VALID_ENV, PORTAL_GATEWAY_URL: '//evil.test/api' },
      /PORTAL_GATEWAY_URL must be an http\(s\) URL or a path/,
    ],
    [
      'PORTAL_ASSISTANT_URL header injection',
      { ...VALID_ENV, PORTAL_ASSISTANT_URL: 'https://a.test"; x' },
      /PORTAL_ASSISTANT_URL must be/,
    ],
    [
      'PORTAL_DOCUMENTATION_URL ftp',
      { ...VALID_ENV, PORTAL_DOCUMENTATION_URL: 'ftp://docs.test' },
      /PORTAL_DOCUMENTATION_URL must be/,
    ],
    [
      'a misspelt variable',
      { ...VALID_ENV, PORTAL_IDP_URI: 'https://x.test' },
      /^docker-entrypoint: PORTAL_IDP_URI is not a known variable/,
    ],
    ['PORTAL_PORT not a number', { ...VALID_ENV, PORTAL_PORT: '80a' }, /PORTAL_PORT must be a port number/],
    ['PORTAL_PORT too large', { ...VALID_ENV, PORTAL_PORT: '70000' }, /PORTAL_PORT must be 1-65535/],
    ['PORTAL_ROOT without the build', { ...VALID_ENV, PORTAL_ROOT: '/nonexistent' }, /PORTAL_ROOT has no index.html/],
    [
      'PORTAL_ROOT with a space',
      { ...VALID_ENV, PORTAL_ROOT: '/tmp/a b' },
      /PORTAL_ROOT must be a plain absolute path/,
    ],
    ['PORTAL_VERSION empty', { ...VALID_ENV, PORTAL_VERSION: '' }, /PORTAL_VERSION must not be empty/],
    [
      '[RES-02] PORTAL_READ_ATTEMPT_SECONDS past its limit',
      { ...VALID_ENV, PORTAL_READ_ATTEMPT_SECONDS: '300' },
      /^docker-entrypoint: PORTAL_READ_ATTEMPT_SECONDS must be whole seconds from 1 to 120 \(got "300"\)$/,
    ],
    [
      '[RES-02] PORTAL_READ_WAIT_SECONDS shorter than one attempt',
      { ...VALID_ENV, PORTAL_READ_ATTEMPT_SECONDS: '20', PORTAL_READ_WAIT_SECONDS: '10' },
      /^docker-entrypoint: PORTAL_READ_WAIT_SECONDS must be at least PORTAL_READ_ATTEMPT_SECONDS \(20; got "10"\)$/,
    ],
    [
      '[RES-02] PORTAL_REPLY_SECONDS not a number',
      { ...VALID_ENV, PORTAL_REPLY_SECONDS: '2m' },
      /^docker-entrypoint: PORTAL_REPLY_SECONDS must be whole seconds from 1 to 600 \(got "2m"\)$/,
    ],
  ];

  test.each([['lighthouse'], ['1.2'], ['v1.2.3'], ['1.2.3.4'], ['1.2.x'], [' 1.2.3'], ['1.2.3 ']])(
    '[SEED-03] PORTAL_VERSION "%s" is not major.minor.patch: the start stops with one line naming it',
    (version) => {
      const { status, stderr } = render({ ...VALID_ENV, PORTAL_VERSION: version });
      expect(status).not.toBe(0);
      expect(stderr).toBe(
        `docker-entrypoint: PORTAL_VERSION must be major.minor.patch such as 1.2.18 (got "${version}")\n`,
      );
    },
  );

  test.each([['1.2.18'], ['10.0.0'], ['1.2.18-next'], ['2.51.0-rc.1+build.7']])(
    '[SEED-03] PORTAL_VERSION "%s" is major.minor.patch (a pre-release or build suffix is fine)',
    (version) => {
      const { status, stderr } = render({ ...VALID_ENV, PORTAL_VERSION: version });
      expect(stderr).toBe('');
      expect(status).toBe(0);
    },
  );

  test.each(cases)('[DEPLOY-03] %s: exit non-zero, one line naming the variable', (_, env, message) => {
    const { status, stderr } = render(env);
    expect(status).not.toBe(0);
    expect(stderr.endsWith('\n')).toBe(true);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr.trimEnd()).toMatch(message);
  });

  test('[DEPLOY-03] PORTAL_VERSION unset and no version.txt from the build: named as missing', () => {
    const bare = makeSiteRoot();
    rmSync(join(bare, 'version.txt'));
    const { status, stderr } = render({ ...VALID_ENV, PORTAL_VERSION: undefined, PORTAL_ROOT: bare });
    rmSync(bare, { recursive: true, force: true });
    expect(status).not.toBe(0);
    expect(stderr).toBe('docker-entrypoint: PORTAL_VERSION is missing\n');
  });
});

describe('runtimeConfigEnv', () => {
  test.each(['config/development.json', 'config/mock.json'])(
    '[DEPLOY-03] the environment of %s renders exactly that config',
    (file) => {
      const config = RuntimeConfigSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      const upstreams = Object.fromEntries((config.remoteAreas ?? []).map(({ id }) => [id, 'http://127.0.0.1:9']));
      const collector = config.telemetry ? 'http://127.0.0.1:4318' : undefined;
      const { status, read } = render(runtimeConfigEnv({ ...config, uiLicenseKey: 'k' }, upstreams, collector));
      expect(status).toBe(0);
      expect(JSON.parse(read('config.json'))).toEqual({ ...config, uiLicenseKey: 'k' });
    },
  );
});
