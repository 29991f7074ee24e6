// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ENTRYPOINT } from '../../scripts/lib/nginx.ts';
import { RuntimeConfigSchema } from '../../src/config/runtime-config.ts';
import { VALID_ENV, makeSiteRoot } from './testing.ts';

const root = makeSiteRoot();
const runtime = mkdtempSync(join(tmpdir(), 'portal-runtime-'));
afterAll(() => [root, runtime].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The config the schema sees when the variable has this value (the rest valid). */
const VALID_CONFIG = {
  version: '1',
  stage: 's',
  production: true,
  documentationUrl: '/docs',
  product: 'portal',
  identityProvider: { url: 'https://idp.test', realm: 'r', clientId: 'c' },
  api: { gatewayUrl: '/api', assistantUrl: '/assistant-api' },
  adminCustomerId: 'c-1',
};

type Rule = { variable: string; apply: (value: string) => unknown; values: string[] };

const RULES: Rule[] = [
  { variable: 'PORTAL_STAGE', apply: (stage) => ({ ...VALID_CONFIG, stage }), values: ['', ' ', 'e2e', 'ä'] },
  {
    variable: 'PORTAL_PRODUCTION',
    // The script writes true/false as JSON booleans; anything else reaches the schema as a string.
    apply: (value) => ({ ...VALID_CONFIG, production: value === 'true' ? true : value === 'false' ? false : value }),
    values: ['true', 'false', 'TRUE', '1', 'yes', ''],
  },
  {
    variable: 'PORTAL_PRODUCT',
    apply: (product) => ({ ...VALID_CONFIG, product }),
    values: ['portal', 'my-portal-2', '9', '-portal', 'Portal', 'pOrtal', 'a_b', 'a b', ''],
  },
  {
    variable: 'PORTAL_IDP_URL',
    apply: (url) => ({ ...VALID_CONFIG, identityProvider: { ...VALID_CONFIG.identityProvider, url } }),
    values: [
      'https://idp.test',
      'http://127.0.0.1:4720',
      'http://[::1]:8080/auth',
      'https://idp.test/realms?x=1#y',
      'http://x:',
      '/auth',
      'ftp://idp.test',
      'https://',
      'http://x:99999',
      'HTTPS://IDP.TEST',
      'idp.test',
      '',
    ],
  },
  {
    variable: 'PORTAL_GATEWAY_URL',
    apply: (gatewayUrl) => ({ ...VALID_CONFIG, api: { ...VALID_CONFIG.api, gatewayUrl } }),
    values: [
      '/api',
      '/',
      '/a b',
      'https://api.test/v1',
      'http://localhost:8080',
      '//api.test',
      '/\\evil.test',
      '/a\\b',
      '/\t/evil.test',
      '/\n/evil.test',
      'api',
      'mailto:x@y.test',
      '',
    ],
  },
  {
    variable: 'PORTAL_UI_LICENSE_KEY',
    apply: (uiLicenseKey) => ({ ...VALID_CONFIG, uiLicenseKey }),
    values: ['k', ''],
  },
];

const scriptAccepts = (variable: string, value: string) =>
  spawnSync('sh', [ENTRYPOINT, 'render'], {
    env: { PATH: process.env.PATH, ...VALID_ENV, PORTAL_ROOT: root, PORTAL_RUNTIME_DIR: runtime, [variable]: value },
  }).status === 0;

describe('the entrypoint and RuntimeConfigSchema agree', () => {
  test.each(RULES.flatMap((rule) => rule.values.map((value) => [rule.variable, value, rule] as const)))(
    '[DEPLOY-03] %s=%j',
    (variable, value, rule) => {
      const schemaAccepts = RuntimeConfigSchema.safeParse(rule.apply(value)).success;
      expect(scriptAccepts(variable, value)).toBe(schemaAccepts);
    },
  );

  // Stricter on purpose: a URL's origin is written into the Content-Security-Policy header.
  test.each([
    ['https://a"b.test', 'a quote would end the header value'],
    ["https://a'b.test", 'a quote inside a CSP source'],
    ['https://a;b.test', 'a semicolon starts a new CSP directive'],
    ['https://user:secret@idp.test', 'credentials do not belong in a public config'],
    ['http:/idp.test', 'not the absolute form (the browser fixes it, a header would not)'],
    ['https://bücher.test', 'IDNs must be given as punycode to appear in a header'],
    ['https://idp.test/a\tb', 'control characters'],
  ])('[DEPLOY-03] stricter than the schema: %j (%s)', (value) => {
    const config = { ...VALID_CONFIG, identityProvider: { ...VALID_CONFIG.identityProvider, url: value } };
    expect(RuntimeConfigSchema.safeParse(config).success).toBe(true);
    expect(scriptAccepts('PORTAL_IDP_URL', value)).toBe(false);
  });
});
