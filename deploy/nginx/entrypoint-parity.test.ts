// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { ENTRYPOINT } from '../../tools/testing/nginx.ts';
import { mergeRemoteAreas } from '../../src/app/remote-routes.ts';
import { AREA_ROUTES, REDIRECTS, SERVER_PATHS } from '../../src/app/route-table.ts';
import { AREA_ICONS } from '../../src/config/area-icons.ts';
import { RemoteOriginSchema, validRemoteAreas } from '../../src/config/remote-areas.ts';
import { isolationProblem } from '../../src/remote-areas/isolated/isolation-config.ts';
import { RuntimeConfigSchema } from '../../src/config/runtime-config.ts';
import { makeSiteRoot, renderEntrypoint } from './testing.ts';

// The route table's merge (mergeRemoteAreas) is the portal's rule; the page reload it hands to remote
// areas touches sessionStorage when imported, which this node test has none of.
vi.mock('../../src/utils/chunk-reload.ts', () => ({ chunkReload: { reloadOnce: () => false } }));

const root = makeSiteRoot();
const scratch = mkdtempSync(join(tmpdir(), 'portal-parity-'));
afterAll(() => [root, scratch].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

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
  // RES-02: the script writes whole seconds as JSON numbers; anything else reaches the schema as a string.
  ...(
    [
      [
        'PORTAL_READ_ATTEMPT_SECONDS',
        'readAttemptSeconds',
        ['15', '1', '30', '31', '120', '121', '0', '1.5', '-1', 'abc', ''],
      ],
      ['PORTAL_READ_WAIT_SECONDS', 'readWaitSeconds', ['30', '15', '14', '600', '601', '0', '2e3', '']],
      ['PORTAL_REPLY_SECONDS', 'replySeconds', ['120', '1', '600', '601', '0', ' 5', '']],
    ] as const
  ).map(([variable, key, values]): Rule => ({
    variable,
    apply: (value) => ({
      ...VALID_CONFIG,
      deadlines: {
        readAttemptSeconds: 15,
        readWaitSeconds: 30,
        replySeconds: 120,
        [key]: /^\d+$/.test(value) ? Number(value) : value,
      },
    }),
    values: [...values],
  })),
  {
    variable: 'PORTAL_UI_LICENSE_KEY',
    apply: (uiLicenseKey) => ({ ...VALID_CONFIG, uiLicenseKey }),
    values: ['k', ''],
  },
];

/** Whether the entrypoint renders with these variables over VALID_ENV (undefined: unset). */
const entrypointAccepts = async (env: Record<string, string | undefined>) =>
  (await renderEntrypoint(root, scratch, env)).status === 0;
const scriptAccepts = (variable: string, value: string) => entrypointAccepts({ [variable]: value });

describe('the entrypoint and RuntimeConfigSchema agree', () => {
  test.each(RULES.flatMap((rule) => rule.values.map((value) => [rule.variable, value, rule] as const)))(
    '[DEPLOY-03] %s=%j',
    async (variable, value, rule) => {
      const schemaAccepts = RuntimeConfigSchema.safeParse(rule.apply(value)).success;
      expect(await scriptAccepts(variable, value)).toBe(schemaAccepts);
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
  ])('[DEPLOY-03] stricter than the schema: %j (%s)', async (value) => {
    const config = { ...VALID_CONFIG, identityProvider: { ...VALID_CONFIG.identityProvider, url: value } };
    expect(RuntimeConfigSchema.safeParse(config).success).toBe(true);
    expect(await scriptAccepts('PORTAL_IDP_URL', value)).toBe(false);
  });
});

// PLUG-01: the remote areas' variables against the portal's own rules (RemoteAreaSchema, isAllowedEntry,
// RemoteOriginSchema in src/config/remote-areas.ts), case by case.
const PORTAL_ORIGIN = 'https://portal.example.test';
const areaPrefix = (id: string) => `PORTAL_REMOTE_AREA_${id.toUpperCase().replaceAll('-', '_')}_`;
const AREA_KEYS = ['UPSTREAM', 'ENTRY', 'MODULE', 'API_PREFIXES', 'INTEGRITY', 'ROUTE', 'PATH', 'ROLES'] as const;

/** The example area's variables for `id` (docs/deploying.md). */
const areaEnv = (id = 'customer-insights'): Record<string, string> => ({
  PORTAL_REMOTE_AREAS: id,
  [`${areaPrefix(id)}UPSTREAM`]: 'http://customer-insights.team.svc:8080',
  [`${areaPrefix(id)}API_PREFIXES`]: '/customer-management',
  [`${areaPrefix(id)}PATH`]: '/customer-insights',
  [`${areaPrefix(id)}ROLES`]: 'admin support',
  [`${areaPrefix(id)}CUSTOMER_SCOPED`]: 'true',
  [`${areaPrefix(id)}ICON`]: 'customers',
  [`${areaPrefix(id)}TITLE_EN`]: 'Customer insights',
  [`${areaPrefix(id)}TITLE_DE`]: 'Kundeneinblicke',
});

const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/** The config the portal reads for these variables, as the entrypoint writes it (without checking). */
function configFromEnv(env: Record<string, string | undefined>) {
  const remoteAreas = words(env.PORTAL_REMOTE_AREAS).map((id) => {
    const v = (key: string) => env[`${areaPrefix(id)}${key}`];
    const scoped = v('CUSTOMER_SCOPED');
    // PLUG-12: API_PREFIXES=none is the explicit []; unset or blank declares nothing (no key).
    const prefixes = words(v('API_PREFIXES'));
    return {
      id,
      entry: v('ENTRY') || `/remotes/${id}/mf-manifest.json`,
      module: v('MODULE') || './Area',
      ...(prefixes.length === 0 ? {} : { apiPrefixes: prefixes.join(' ') === 'none' ? [] : prefixes }),
      ...(v('INTEGRITY') === undefined ? {} : { integrity: v('INTEGRITY') }),
      ...(v('ROUTE') === undefined ? {} : { route: v('ROUTE') }),
      ...(v('ISOLATION') === undefined ? {} : { isolation: v('ISOLATION') }),
      ...(v('PATH') === undefined
        ? {}
        : {
            area: {
              path: v('PATH'),
              roles: words(v('ROLES')),
              customerScoped: scoped === 'true' ? true : scoped === 'false' ? false : scoped,
              icon: v('ICON'),
              title: { en: v('TITLE_EN'), de: v('TITLE_DE') },
            },
          }),
    };
  });
  return { remoteAreas, remoteOrigins: words(env.PORTAL_REMOTE_ORIGINS), isolatedOrigin: env.PORTAL_ISOLATED_ORIGIN };
}

/** The portal keeps every entry: each passes the schema (validRemoteAreas), then takes its place in the route table. */
const portalAccepts = (env: Record<string, string | undefined>) => {
  const { remoteAreas, remoteOrigins, isolatedOrigin } = configFromEnv(env);
  const { areas, problems } = validRemoteAreas(remoteAreas, remoteOrigins, PORTAL_ORIGIN);
  // PLUG-14: an isolated area the portal would refuse when it opens (its frame could not run).
  if (areas.some((area) => area.isolation === 'frame' && isolationProblem(area, isolatedOrigin) !== undefined))
    return false;
  const leftOut = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  mergeRemoteAreas(areas);
  const placed = leftOut.mock.calls.length === 0;
  leftOut.mockRestore();
  return (
    remoteOrigins.every((origin) => RemoteOriginSchema.safeParse(origin).success) && problems.length === 0 && placed
  );
};

const A = areaPrefix('customer-insights');
/** Area `id`'s keys (without prefix) as its variables. */
const areaKeysEnv = (id: string, keys: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(keys).map(([key, value]) => [`${areaPrefix(id)}${key}`, value]));
/** Two areas, `customer-insights` then `fleet-health`, with these keys changed (undefined: unset). */
const twoAreas = (first: Record<string, string | undefined>, second: Record<string, string | undefined>) => {
  return {
    ...areaEnv('customer-insights'),
    ...areaEnv('fleet-health'),
    PORTAL_REMOTE_AREAS: 'customer-insights fleet-health',
    ...areaKeysEnv('customer-insights', first),
    ...areaKeysEnv('fleet-health', second),
  };
};
/** A cross-origin entry has no upstream: nginx does not proxy it. */
const crossOrigin = (entry: string, origins = 'https://areas.example.com') => ({
  PORTAL_REMOTE_ORIGINS: origins,
  [`${A}ENTRY`]: entry,
  [`${A}UPSTREAM`]: undefined,
});

/** PLUG-14: the isolated origin, the portal's own and the frame page (the site root has an index.html). */
const ISOLATED_ENV = {
  PORTAL_ISOLATED_ORIGIN: 'https://areas.portal-areas.test',
  PORTAL_ORIGIN: PORTAL_ORIGIN,
  PORTAL_FRAME_ROOT: root,
};

const AREA_CASES: [string, Record<string, string | undefined>][] = [
  ...['frame', 'federated', 'FRAME', 'iframe', ''].map(
    (isolation) =>
      [`isolation ${isolation}`, { ...areaEnv(), ...ISOLATED_ENV, [`${A}ISOLATION`]: isolation }] as [
        string,
        Record<string, string>,
      ],
  ),
  ['isolation frame without an isolated origin', { ...areaEnv(), [`${A}ISOLATION`]: 'frame' }],
  ['isolation federated without an isolated origin', { ...areaEnv(), [`${A}ISOLATION`]: 'federated' }],
  [
    'isolation frame with an entry on another origin',
    {
      ...areaEnv(),
      ...ISOLATED_ENV,
      ...crossOrigin('https://areas.example.com/ci/mf-manifest.json'),
      [`${A}ISOLATION`]: 'frame',
    },
  ],
  ...['customer-insights', 'ab', 'a', '1ab', 'a_b', 'Ab', `a${'b'.repeat(30)}`, `a${'b'.repeat(31)}`].map(
    (id) => [`id ${id}`, areaEnv(id)] as [string, Record<string, string>],
  ),
  ['id twice', { ...areaEnv(), PORTAL_REMOTE_AREAS: 'customer-insights customer-insights' }],
  ...[
    '/remotes/customer-insights/mf-manifest.json',
    '/remotes/customer-insights/v2/mf-manifest.json?v=3',
    '/remotes/customer-insights/../x/mf-manifest.json',
    '/remotes/customer-insights/./mf-manifest.json',
    '/remotes/customer-insights/..',
    '/remotes/other/mf-manifest.json',
    '/remotes/customer-insights',
    '//evil.test/remotes/customer-insights/x',
    '/remotes/customer-insights/%2e%2e/x',
    '/remotes/customer-insights/a\\b',
    '/remotes/customer-insights/a b',
    'remotes/customer-insights/mf-manifest.json',
  ].map((entry) => [`entry ${entry}`, { ...areaEnv(), [`${A}ENTRY`]: entry }] as [string, Record<string, string>]),
  ['entry on a listed origin', { ...areaEnv(), ...crossOrigin('https://areas.example.com/ci/mf-manifest.json') }],
  [
    'entry on a listed origin with a port',
    { ...areaEnv(), ...crossOrigin('https://areas.example.com:8443/m.json', 'https://areas.example.com:8443') },
  ],
  ['entry on an origin not listed', { ...areaEnv(), ...crossOrigin('https://evil.test/mf-manifest.json') }],
  ['entry over http on a listed host', { ...areaEnv(), ...crossOrigin('http://areas.example.com/mf-manifest.json') }],
  ['entry with credentials', { ...areaEnv(), ...crossOrigin('https://u:p@areas.example.com/mf-manifest.json') }],
  ...[
    'https://areas.example.com',
    'https://a.test:8443',
    'https://a.test/',
    'http://a.test',
    'https://A.test',
    'https://a.test:443',
    'areas.example.com',
    '*',
  ].map(
    (origin) =>
      [`remote origin ${origin}`, { ...areaEnv(), PORTAL_REMOTE_ORIGINS: origin }] as [string, Record<string, string>],
  ),
  ...['./Area', './area_2', 'Area', './', './a/b', '../Area'].map(
    (module) => [`module ${module}`, { ...areaEnv(), [`${A}MODULE`]: module }] as [string, Record<string, string>],
  ),
  ...['/customer-management', '/a /b.c/d_e', '', '/Customer', 'customer', '/a/', 'https://api.test/x', '/-a'].map(
    (prefixes) =>
      [`apiPrefixes ${prefixes}`, { ...areaEnv(), [`${A}API_PREFIXES`]: prefixes }] as [string, Record<string, string>],
  ),
  ...[
    `sha256-${'A'.repeat(43)}=`,
    `sha256-${'a+/'.repeat(14)}b=`,
    `sha256-${'A'.repeat(44)}`,
    `sha384-${'A'.repeat(43)}=`,
    '',
  ].map(
    (integrity) =>
      [`integrity ${integrity}`, { ...areaEnv(), [`${A}INTEGRITY`]: integrity }] as [string, Record<string, string>],
  ),
  ...['admin', 'support admin', 'tenant:admin', 'portal.admin'].map(
    (roles) => [`roles ${roles}`, { ...areaEnv(), [`${A}ROLES`]: roles }] as [string, Record<string, string>],
  ),
  ['upstream with a path', { ...areaEnv(), [`${A}UPSTREAM`]: 'https://areas.team.svc:8443/customer-insights/' }],
  ['route instead of area', { ...areaEnv(), [`${A}PATH`]: undefined, [`${A}ROUTE`]: 'environments' }],
  ['empty route', { ...areaEnv(), [`${A}PATH`]: undefined, [`${A}ROUTE`]: '' }],
  ['route and area', { ...areaEnv(), [`${A}ROUTE`]: 'environments' }],
  ['neither route nor area', { ...areaEnv(), [`${A}PATH`]: undefined }],
  ...[
    '/customer-insights',
    '/x',
    '/a-b-2',
    '/',
    '/Customer',
    '/a/b',
    'customer-insights',
    `/a${'b'.repeat(40)}`,
    `/a${'b'.repeat(41)}`,
  ].map((path) => [`area.path ${path}`, { ...areaEnv(), [`${A}PATH`]: path }] as [string, Record<string, string>]),
  ...['true', 'false', 'yes', 'TRUE', ''].map(
    (scoped) =>
      [`customerScoped ${scoped}`, { ...areaEnv(), [`${A}CUSTOMER_SCOPED`]: scoped }] as [
        string,
        Record<string, string>,
      ],
  ),
  ...[...AREA_ICONS, 'rocket', 'Customers', ''].map(
    (icon) => [`icon ${icon}`, { ...areaEnv(), [`${A}ICON`]: icon }] as [string, Record<string, string>],
  ),
  ...[
    ['TITLE_EN', ''],
    ['TITLE_DE', ''],
    ['TITLE_DE', 'Über "Kunden"'],
    ['TITLE_EN', undefined],
  ].map(
    ([key, title]) =>
      [`${key} ${title}`, { ...areaEnv(), [`${A}${key}`]: title }] as [string, Record<string, string | undefined>],
  ),
];

/** PLUG-12: what the browser would leave out after the entrypoint accepted it (found in a trial). */
const PLUG12_CASES: [string, Record<string, string | undefined>][] = [
  // PLUG-12: no API prefixes only when said explicitly.
  ...[undefined, ' ', 'none', ' none ', 'none /a', '/a none', 'none none', 'None'].map(
    (prefixes) =>
      [`apiPrefixes ${JSON.stringify(prefixes)}`, { ...areaEnv(), [`${A}API_PREFIXES`]: prefixes }] as [
        string,
        Record<string, string | undefined>,
      ],
  ),
  // PLUG-12: a route the table lacks, or one already bound, would be left out by the browser.
  ...['hub', 'download-center', 'nowhere', 'file-store', 'Hub'].map(
    (route) =>
      [`route ${route}`, { ...areaEnv(), [`${A}PATH`]: undefined, [`${A}ROUTE`]: route }] as [
        string,
        Record<string, string | undefined>,
      ],
  ),
  ['a route bound twice', { ...twoAreas({ ROUTE: 'hub', PATH: undefined }, { ROUTE: 'hub', PATH: undefined }) }],
  ['two routes bound', { ...twoAreas({ ROUTE: 'hub', PATH: undefined }, { ROUTE: 'products', PATH: undefined }) }],
  // PLUG-12: a new area's path collides with no route of the table, redirect, server path or other area.
  ...[...AREA_ROUTES.map((route) => `/${route.path}`), '/file-store', '/assets', '/healthz', '/remotes'].map(
    (path) =>
      [`area.path ${path} (built in)`, { ...areaEnv(), [`${A}PATH`]: path }] as [string, Record<string, string>],
  ),
  ['area.path of another area', { ...twoAreas({ PATH: '/insights' }, { PATH: '/insights' }) }],
  ['area.path beside another area', { ...twoAreas({ PATH: '/insights' }, { PATH: '/insights-2' }) }],
  ['area.path of a route another area binds', { ...twoAreas({ ROUTE: 'hub', PATH: undefined }, { PATH: '/hub' }) }],
];

describe('the entrypoint and the portal agree on remote areas', () => {
  test.each(AREA_CASES)('[PLUG-01] %s', async (_, env) => {
    expect(await entrypointAccepts(env)).toBe(portalAccepts(env));
  });

  test.each(PLUG12_CASES)('[PLUG-12] %s', async (_, env) => {
    expect(await entrypointAccepts(env)).toBe(portalAccepts(env));
  });

  test("[PLUG-12] the entrypoint knows the route table: its routes, redirects and the server's own paths", () => {
    const script = readFileSync(ENTRYPOINT, 'utf8');
    const list = (name: string) => new RegExp(`^${name}="([^"]+)"`, 'm').exec(script)![1]!.trim().split(/\s+/);
    expect(list('area_routes')).toEqual(AREA_ROUTES.map((route) => route.path));
    expect(list('taken_paths')).toEqual([...REDIRECTS.map((redirect) => redirect.path), ...SERVER_PATHS]);
  });

  test('[PLUG-01] every key the entrypoint reads is varied by a case above', () => {
    const base = areaEnv();
    const varied = new Set(
      AREA_CASES.filter(([, env]) => env.PORTAL_REMOTE_AREAS === base.PORTAL_REMOTE_AREAS).flatMap(([, env]) =>
        Object.keys({ ...base, ...env }).filter((key) => env[key] !== base[key]),
      ),
    );
    for (const key of [...AREA_KEYS, 'CUSTOMER_SCOPED', 'ICON', 'TITLE_EN', 'TITLE_DE', 'ISOLATION'])
      expect(varied.has(`${A}${key}`), key).toBe(true);
    expect(varied.has('PORTAL_REMOTE_ORIGINS')).toBe(true);
  });

  // Stricter on purpose: these values go into the policy, nginx.conf or a list in one variable.
  test.each([
    ["an empty role list (the area would be everyone's by accident)", { [`${A}ROLES`]: '' }],
    [
      'an IP address as remote origin (a DNS name is required)',
      crossOrigin('https://10.0.0.1/m.json', 'https://10.0.0.1'),
    ],
    ['any percent-encoding in an entry', { [`${A}ENTRY`]: '/remotes/customer-insights/%41.json' }],
    ['a role with characters beyond [A-Za-z0-9._:-]', { [`${A}ROLES`]: 'admin sup*port' }],
  ])('[PLUG-01] stricter than the portal: %s', async (_, change) => {
    const env = { ...areaEnv(), ...change };
    expect(portalAccepts(env)).toBe(true);
    expect(await entrypointAccepts(env)).toBe(false);
  });
});

// PLUG-14: the isolated origin against the portal's rule (isolation-config.ts; the portal's origin aside:
// the entrypoint refuses an isolated origin equal to it, which the browser does not know).
describe('the entrypoint and the portal agree on the isolated origin', () => {
  test.each([
    'https://areas.portal-areas.test',
    'https://areas.example.com:8443',
    'https://areas.example.com/',
    'https://areas.example.com:443',
    'https://areas.example.com/frame',
    'HTTPS://areas.example.com',
    'https://Areas.example.com',
    'http://127.0.0.2:4716',
    'http://127.0.0.2',
    'http://127.0.0.2:80',
    'http://127.1.2.3',
    'http://127.0.0.300',
    'http://localhost:8080',
    'http://areas.example.com',
    'areas.example.com',
    '',
  ])('[PLUG-14] PORTAL_ISOLATED_ORIGIN=%j', async (value) => {
    const env = { ...areaEnv(), ...ISOLATED_ENV, PORTAL_ISOLATED_ORIGIN: value, [`${A}ISOLATION`]: 'frame' };
    expect(await entrypointAccepts(env)).toBe(portalAccepts(env));
  });
});
