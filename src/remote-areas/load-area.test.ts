import { satisfy } from '@module-federation/runtime';
import { describe, expect, test, vi } from 'vitest';
import type { RemoteArea } from '@/config/remote-areas';
import { AreaLoadError, type ModuleIntegrity } from '@portal/area-sdk/loader';
import { integrityOf, loadArea, type RemoteRuntime } from './load-area';

const ORIGIN = 'https://portal.example';
const remote: RemoteArea = {
  id: 'customer-insights',
  entry: '/remotes/customer-insights/mf-manifest.json',
  module: './Area',
  apiPrefixes: ['/customer-management'],
  route: 'hub',
};

const shared = (name: string, requiredVersion: string) => ({ name, version: '0', singleton: true, requiredVersion });
const manifest = (overrides: Record<string, unknown> = {}) => ({
  id: 'customer_insights',
  name: 'customer_insights',
  metaData: {
    name: 'customer_insights',
    buildInfo: { buildVersion: '1.4.0', buildName: '@portal/example-remote-area' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
    publicPath: 'auto',
  },
  shared: [shared('react', '^19.0.0'), shared('react/jsx-runtime', '^19.0.0'), shared('@portal/area-sdk', '^1.0.0')],
  exposes: [{ id: 'customer_insights:Area', name: 'Area', path: './Area' }],
  ...overrides,
});

const areaModule = { default: () => null, translations: { en: {}, de: {} } };

/** A build's files and hashes as `areaIntegrity()` writes them into the manifest (PLUG-11). */
const FILES: Record<string, string> = {
  'remoteEntry.js': 'export const init = () => {};',
  'assets/area-B-68rWvI.js': 'export default function Area() {}',
  'assets/lazy-Cx2pQ9aa.js': 'export const later = 1;',
};
const sha384 = async (text: string) =>
  `sha384-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-384', new TextEncoder().encode(text)))))}`;
const FILE_HASHES: Record<string, string> = Object.fromEntries(
  await Promise.all(Object.entries(FILES).map(async ([file, text]) => [file, await sha384(text)] as const)),
);
const AREA_BASE = `${ORIGIN}/remotes/customer-insights/`;

/** A fake of the browser's checks: records what was pinned and prefetched, in order. */
const fakeIntegrity = ({ enforced = true, failing = [] as string[] } = {}) => {
  const calls: string[] = [];
  const sections: Record<string, string>[] = [];
  const integrity: ModuleIntegrity = {
    pin: async (section) => {
      calls.push('pin');
      sections.push(section);
      return enforced;
    },
    prefetch: async (urls) => {
      calls.push(`prefetch ${urls.length}`);
      return urls.filter((url) => failing.some((file) => url === `${AREA_BASE}${file}`));
    },
  };
  return { integrity, calls, sections };
};

/** The manifest of a pinned area, and its pin. */
const pinnedManifest = async (overrides: Record<string, unknown> = {}) => {
  const body = JSON.stringify(manifest({ integrity: FILE_HASHES, ...overrides }));
  return { body, pin: await integrityOf(new TextEncoder().encode(body).buffer) };
};

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());

/** Serves the manifest, and the files as they are now on the server (`changed` ones with other bytes). */
const serveArea = (body: string, { changed = [] as string[], status = 200 } = {}) =>
  vi.fn<typeof fetch>(async (input) => {
    const url = urlOf(input);
    if (url.endsWith('mf-manifest.json')) return new Response(body);
    const file = url.slice(AREA_BASE.length).split('?')[0]!;
    if (status !== 200) return new Response('gone', { status });
    return new Response(changed.includes(file) ? `${FILES[file]} /* changed */` : FILES[file]);
  });

/** A fake mechanism: records what would have been requested as remote JavaScript. */
const fakeRuntime = (load: RemoteRuntime['load'] = async () => areaModule) => {
  const requested: string[] = [];
  const runtime: RemoteRuntime = {
    satisfy,
    load: (name, entryUrl, expose) => {
      requested.push(entryUrl);
      return load(name, entryUrl, expose);
    },
  };
  return { runtime, requested };
};

const serve = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (cause: unknown) => cause,
  );
  if (!(error instanceof AreaLoadError)) throw new Error(`expected an AreaLoadError, got ${String(error)}`);
  return error;
};

describe('loadArea', () => {
  test('[PLUG-02] a compatible remote loads its entry beside the manifest and reports its version', async () => {
    const { runtime, requested } = fakeRuntime();
    const fetch = serve(manifest());
    const loaded = await loadArea(remote, { runtime, fetch, origin: ORIGIN });
    expect(loaded).toEqual({ module: areaModule, version: '1.4.0' });
    expect(fetch.mock.calls[0]?.[0]).toBe(`${ORIGIN}/remotes/customer-insights/mf-manifest.json`);
    expect(requested).toEqual([`${ORIGIN}/remotes/customer-insights/remoteEntry.js`]);
  });

  test.each([
    ['react ^18', [shared('react', '^18.2.0'), shared('@portal/area-sdk', '^1.0.0')], 'react ^18.2.0 needed'],
    [
      'a newer SDK',
      [shared('react', '^19.0.0'), shared('@portal/area-sdk', '^2.0.0')],
      '@portal/area-sdk ^2.0.0 needed',
    ],
    ['a singleton the shell lacks', [...manifest().shared, shared('lodash', '^4.0.0')], 'lodash is not provided'],
    ['its own SDK copy', [shared('react', '^19.0.0')], '@portal/area-sdk is not taken from the portal'],
    ['its own React copy', [shared('@portal/area-sdk', '^1.0.0')], 'react is not taken from the portal'],
  ])(
    '[PLUG-02] [PLUG-04] a remote built with %s is incompatible, and none of its JavaScript is requested',
    async (_, list, detail) => {
      const { runtime, requested } = fakeRuntime();
      const error = await failureOf(
        loadArea(remote, { runtime, fetch: serve(manifest({ shared: list })), origin: ORIGIN }),
      );
      expect(error.failure).toBe('incompatible');
      expect(error.details.join('\n')).toContain(detail);
      expect(error.version).toBe('1.4.0');
      expect(requested).toEqual([]);
    },
  );

  test('[PLUG-04] a module the remote does not expose is incompatible before any code runs', async () => {
    const { runtime, requested } = fakeRuntime();
    const error = await failureOf(
      loadArea({ ...remote, module: './Other' }, { runtime, fetch: serve(manifest()), origin: ORIGIN }),
    );
    expect(error.failure).toBe('incompatible');
    expect(requested).toEqual([]);
  });

  test('[PLUG-05] a matching integrity hash loads; a mismatch refuses the area before any code is requested', async () => {
    const body = JSON.stringify(manifest({ integrity: FILE_HASHES }));
    const hash = await integrityOf(new TextEncoder().encode(body).buffer);
    const good = fakeRuntime();
    await loadArea(
      { ...remote, integrity: hash },
      { runtime: good.runtime, fetch: serve(body), origin: ORIGIN, integrity: fakeIntegrity().integrity },
    );
    expect(good.requested).toHaveLength(1);
    const bad = fakeRuntime();
    const checks = fakeIntegrity();
    const error = await failureOf(
      loadArea(
        { ...remote, integrity: hash },
        { runtime: bad.runtime, fetch: serve(`${body} `), origin: ORIGIN, integrity: checks.integrity },
      ),
    );
    expect(error.failure).toBe('integrity');
    expect(bad.requested).toEqual([]);
    expect(checks.calls).toEqual([]);
  });

  test('[PLUG-05] an entry outside /remotes/<id>/ and the allowed origins is refused without a request', async () => {
    const { runtime, requested } = fakeRuntime();
    const fetch = serve(manifest());
    const error = await failureOf(
      loadArea({ ...remote, entry: 'https://evil.example/mf-manifest.json' }, { runtime, fetch, origin: ORIGIN }),
    );
    expect(error.failure).toBe('refused');
    expect(fetch).not.toHaveBeenCalled();
    expect(requested).toEqual([]);
    const allowed = await loadArea(
      { ...remote, entry: 'https://areas.example/insights/mf-manifest.json' },
      { ...fakeRuntime(), fetch: serve(manifest()), origin: ORIGIN, remoteOrigins: ['https://areas.example'] },
    );
    expect(allowed.version).toBe('1.4.0');
  });

  test('[PLUG-05] a manifest whose publicPath points elsewhere is refused before its entry is requested', async () => {
    const { runtime, requested } = fakeRuntime();
    const moved = manifest({ metaData: { ...manifest().metaData, publicPath: 'https://evil.example/' } });
    const error = await failureOf(loadArea(remote, { runtime, fetch: serve(moved), origin: ORIGIN }));
    expect(error.failure).toBe('refused');
    expect(requested).toEqual([]);
  });

  test.each([
    ['HTTP 404', serve('not found', 404)],
    ['a network error', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['no JSON', serve('<html>')],
    ['a manifest without entry', serve({ name: 'x', metaData: {}, shared: [], exposes: [] })],
  ])('[PLUG-04] %s makes the area unavailable', async (_, fetch) => {
    const { runtime, requested } = fakeRuntime();
    const error = await failureOf(loadArea(remote, { runtime, fetch, origin: ORIGIN }));
    expect(error.failure).toBe('unavailable');
    expect(requested).toEqual([]);
  });

  test('[PLUG-04] a manifest that never arrives is unavailable within the bound', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const started = Date.now();
    const error = await failureOf(
      loadArea(remote, { ...fakeRuntime(), fetch: hanging, origin: ORIGIN, timeoutMs: 200 }),
    );
    expect(error.failure).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('[PLUG-04] a remote entry that never settles is unavailable within the bound (import() cannot be aborted)', async () => {
    const { runtime } = fakeRuntime(() => new Promise(() => undefined));
    const error = await failureOf(
      loadArea(remote, { runtime, fetch: serve(manifest()), origin: ORIGIN, timeoutMs: 200 }),
    );
    expect(error.failure).toBe('unavailable');
    expect(error.version).toBe('1.4.0');
  });

  test('[PLUG-04] an entry that rejects, or a module without an area, is unavailable', async () => {
    const rejecting = fakeRuntime(async () => Promise.reject(new Error('RUNTIME-008')));
    expect(
      (await failureOf(loadArea(remote, { runtime: rejecting.runtime, fetch: serve(manifest()), origin: ORIGIN })))
        .failure,
    ).toBe('unavailable');
    const empty = fakeRuntime(async () => ({ default: 'not a component' }));
    expect(
      (await failureOf(loadArea(remote, { runtime: empty.runtime, fetch: serve(manifest()), origin: ORIGIN }))).failure,
    ).toBe('unavailable');
  });

  test('[PLUG-07] [DEPLOY-07] code gone although the manifest was read (a new build): one reload, then unavailable, never a loop', async () => {
    const gone = fakeRuntime(async () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const reloadOnce = vi.fn(() => true);
    const reloading = loadArea(remote, { runtime: gone.runtime, fetch: serve(manifest()), origin: ORIGIN, reloadOnce });
    await vi.waitFor(() => expect(reloadOnce).toHaveBeenCalledTimes(1));
    // The page is reloading: the load never settles, nothing flashes as failed meanwhile.
    expect(
      await Promise.race([
        reloading.then(
          () => 'settled',
          () => 'settled',
        ),
        new Promise((r) => setTimeout(() => r('pending'), 50)),
      ]),
    ).toBe('pending');
    // Just after such a reload the same failure shows the area as unavailable instead.
    const again = vi.fn(() => false);
    const error = await failureOf(
      loadArea(remote, { runtime: gone.runtime, fetch: serve(manifest()), origin: ORIGIN, reloadOnce: again }),
    );
    expect(error.failure).toBe('unavailable');
    expect(again).toHaveBeenCalledTimes(1);
  });

  test('[PLUG-07] a bound that runs out or an incompatible remote never reloads the page', async () => {
    const reloadOnce = vi.fn(() => true);
    const hanging = fakeRuntime(() => new Promise(() => undefined));
    await failureOf(
      loadArea(remote, {
        runtime: hanging.runtime,
        fetch: serve(manifest()),
        origin: ORIGIN,
        timeoutMs: 100,
        reloadOnce,
      }),
    );
    const old = manifest({ shared: [shared('react', '^18.0.0'), shared('@portal/area-sdk', '^1.0.0')] });
    await failureOf(
      loadArea(remote, { runtime: fakeRuntime().runtime, fetch: serve(old), origin: ORIGIN, reloadOnce }),
    );
    expect(reloadOnce).not.toHaveBeenCalled();
  });
});

describe('loadArea with an integrity pin (PLUG-11)', () => {
  test('[PLUG-11] the hashes of every file go into the import map by exact absolute URL, the entry also as imported; pinned, then all prefetched, then run', async () => {
    const { body, pin } = await pinnedManifest();
    const checks = fakeIntegrity();
    const order: string[] = [];
    const runtime: RemoteRuntime = {
      satisfy,
      importUrl: (_, entryUrl) => `${entryUrl}?attempt=2`,
      load: async (_, importUrl) => {
        order.push(`load ${importUrl}`);
        return areaModule;
      },
    };
    const loaded = await loadArea(
      { ...remote, integrity: pin },
      { runtime, fetch: serveArea(body), origin: ORIGIN, integrity: checks.integrity },
    );
    expect(loaded.version).toBe('1.4.0');
    expect(checks.sections).toEqual([
      {
        [`${AREA_BASE}remoteEntry.js`]: FILE_HASHES['remoteEntry.js'],
        [`${AREA_BASE}remoteEntry.js?attempt=2`]: FILE_HASHES['remoteEntry.js'],
        [`${AREA_BASE}assets/area-B-68rWvI.js`]: FILE_HASHES['assets/area-B-68rWvI.js'],
        [`${AREA_BASE}assets/lazy-Cx2pQ9aa.js`]: FILE_HASHES['assets/lazy-Cx2pQ9aa.js'],
      },
    ]);
    // The entry as imported and every chunk, lazy ones too; the unqueried entry URL is never fetched.
    expect([...checks.calls, ...order]).toEqual(['pin', 'prefetch 3', `load ${AREA_BASE}remoteEntry.js?attempt=2`]);
  });

  test('[PLUG-11] a publicPath build: the keys are the URLs the files load from', async () => {
    const moved = manifest({ integrity: FILE_HASHES });
    const { body, pin } = await pinnedManifest({
      metaData: { ...moved.metaData, publicPath: '/remotes/customer-insights/v2/' },
    });
    const checks = fakeIntegrity();
    await loadArea(
      { ...remote, integrity: pin },
      { ...fakeRuntime(), fetch: serveArea(body), origin: ORIGIN, integrity: checks.integrity },
    );
    expect(Object.keys(checks.sections[0]!)).toContain(`${AREA_BASE}v2/assets/lazy-Cx2pQ9aa.js`);
    expect(Object.keys(checks.sections[0]!).every((url) => url.startsWith(`${AREA_BASE}v2/`))).toBe(true);
  });

  test.each([
    ['no list', undefined, 'lists no file hashes'],
    [
      'a list without the entry',
      { 'assets/area-B-68rWvI.js': FILE_HASHES['assets/area-B-68rWvI.js'] },
      'no hash for remoteEntry.js',
    ],
    [
      'a malformed hash',
      { ...FILE_HASHES, 'assets/lazy-Cx2pQ9aa.js': 'sha384-short' },
      'no valid hash for assets/lazy',
    ],
    [
      'a hash of another kind',
      { ...FILE_HASHES, 'remoteEntry.js': `md5-${'A'.repeat(22)}==` },
      'no valid hash for remoteEntry.js',
    ],
    [
      'a file outside the build',
      { ...FILE_HASHES, '../other/x.js': FILE_HASHES['remoteEntry.js'] },
      'does not accept: ../other/x.js',
    ],
    [
      'an absolute URL',
      { ...FILE_HASHES, 'https://evil.example/x.js': FILE_HASHES['remoteEntry.js'] },
      'does not accept',
    ],
    ['a file with a query', { ...FILE_HASHES, 'remoteEntry.js?x': FILE_HASHES['remoteEntry.js'] }, 'does not accept'],
    ['a list as an array', [FILE_HASHES['remoteEntry.js']], 'lists no file hashes'],
  ])(
    '[PLUG-11] a pinned manifest with %s is refused before any file is pinned, fetched or run',
    async (_, list, message) => {
      const { body, pin } = await pinnedManifest({ integrity: list });
      const checks = fakeIntegrity();
      const { runtime, requested } = fakeRuntime();
      const fetch = serveArea(body);
      const error = await failureOf(
        loadArea({ ...remote, integrity: pin }, { runtime, fetch, origin: ORIGIN, integrity: checks.integrity }),
      );
      expect(error.failure).toBe('integrity');
      expect(error.reason).toEqual({ kind: 'unlisted' });
      expect(error.message).toContain(message);
      expect(checks.calls).toEqual([]);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(requested).toEqual([]);
    },
  );

  test('[PLUG-11] a browser that does not enforce the hashes (the map dropped, the feature missing): refused, nothing fetched or run (fail closed)', async () => {
    const { body, pin } = await pinnedManifest();
    const checks = fakeIntegrity({ enforced: false });
    const { runtime, requested } = fakeRuntime();
    const error = await failureOf(
      loadArea(
        { ...remote, integrity: pin },
        { runtime, fetch: serveArea(body), origin: ORIGIN, integrity: checks.integrity },
      ),
    );
    expect(error).toMatchObject({ failure: 'integrity', reason: { kind: 'unenforced' } });
    expect(checks.calls).toEqual(['pin']);
    expect(requested).toEqual([]);
  });

  test('[PLUG-11] one changed chunk: refused as not matching, none of the area run, no reload', async () => {
    const { body, pin } = await pinnedManifest();
    const checks = fakeIntegrity({ failing: ['assets/lazy-Cx2pQ9aa.js'] });
    const { runtime, requested } = fakeRuntime();
    const reloadOnce = vi.fn(() => true);
    const fetch = serveArea(body, { changed: ['assets/lazy-Cx2pQ9aa.js'] });
    const error = await failureOf(
      loadArea(
        { ...remote, integrity: pin },
        { runtime, fetch, origin: ORIGIN, integrity: checks.integrity, reloadOnce },
      ),
    );
    expect(error).toMatchObject({ failure: 'integrity', reason: { kind: 'changed' }, version: '1.4.0' });
    expect(error.message).toBe(
      `customer-insights: ${AREA_BASE}assets/lazy-Cx2pQ9aa.js does not match the hash its pinned manifest commits to`,
    );
    expect(requested).toEqual([]);
    expect(reloadOnce).not.toHaveBeenCalled();
  });

  test('[PLUG-11] [PLUG-07] a file gone (a new build at the upstream): one reload, then unavailable with the status', async () => {
    const { body, pin } = await pinnedManifest();
    const gone = { failing: ['assets/area-B-68rWvI.js'] };
    const reloading = loadArea(
      { ...remote, integrity: pin },
      {
        ...fakeRuntime(),
        fetch: serveArea(body, { status: 404 }),
        origin: ORIGIN,
        integrity: fakeIntegrity(gone).integrity,
        reloadOnce: () => true,
      },
    );
    expect(
      await Promise.race([reloading.then(() => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 50))]),
    ).toBe('pending');
    const { runtime, requested } = fakeRuntime();
    const error = await failureOf(
      loadArea(
        { ...remote, integrity: pin },
        {
          runtime,
          fetch: serveArea(body, { status: 404 }),
          origin: ORIGIN,
          integrity: fakeIntegrity(gone).integrity,
          reloadOnce: () => false,
        },
      ),
    );
    expect(error).toMatchObject({ failure: 'unavailable', reason: { kind: 'status', status: 404 } });
    expect(requested).toEqual([]);
  });

  test("[RES-06] a file the browser's copy of failed, but the server's matches (once served wrong, cached immutable): asked for past the cache, then one reload; a page that just reloaded says to reload", async () => {
    const { body, pin } = await pinnedManifest();
    // The browser checks its cached copy of the chunk (wrong); the server has the right bytes by now.
    const stale = { failing: ['assets/lazy-Cx2pQ9aa.js'] };
    const fetch = serveArea(body);
    const reloadOnce = vi.fn(() => true);
    const reloading = loadArea(
      { ...remote, integrity: pin },
      { ...fakeRuntime(), fetch, origin: ORIGIN, integrity: fakeIntegrity(stale).integrity, reloadOnce },
    );
    expect(
      await Promise.race([reloading.then(() => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 50))]),
    ).toBe('pending');
    expect(reloadOnce).toHaveBeenCalledOnce();
    // Past the cache, and into it for the next page: cache 'reload', not 'no-store'.
    const asked = fetch.mock.calls.filter(([input]) => urlOf(input).endsWith('lazy-Cx2pQ9aa.js'));
    expect(asked.map(([, init]) => init?.cache)).toEqual(['reload']);
    const { runtime, requested } = fakeRuntime();
    const error = await failureOf(
      loadArea(
        { ...remote, integrity: pin },
        {
          runtime,
          fetch: serveArea(body),
          origin: ORIGIN,
          integrity: fakeIntegrity(stale).integrity,
          reloadOnce: () => false,
        },
      ),
    );
    expect(error).toMatchObject({ failure: 'unavailable', reason: { kind: 'stale' } });
    expect(error.message).toMatch(
      /^customer-insights: .*lazy-Cx2pQ9aa\.js were stale in the browser's cache; reload the page/,
    );
    expect(requested).toEqual([]);
  });

  test('[PLUG-07] [PLUG-11] an unpinned area never touches the import map: it keeps deploying on its own', async () => {
    const checks = fakeIntegrity();
    const { runtime, requested } = fakeRuntime();
    await loadArea(remote, {
      runtime,
      fetch: serve(manifest({ integrity: FILE_HASHES })),
      origin: ORIGIN,
      integrity: checks.integrity,
    });
    expect(checks.calls).toEqual([]);
    expect(requested).toEqual([`${AREA_BASE}remoteEntry.js`]);
  });
});

describe('what a failure says (PLUG-12)', () => {
  test.each([
    [
      'a 502 from the proxy',
      serve('Bad Gateway', 502),
      { kind: 'status', status: 502 },
      'mf-manifest.json answered HTTP 502',
    ],
    ['a 404', serve('not found', 404), { kind: 'status', status: 404 }, 'answered HTTP 404'],
    [
      'no answer at all',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
      { kind: 'unreachable' },
      'is unreachable',
    ],
    ['a manifest that is no JSON', serve('<html>'), { kind: 'broken' }, 'mf-manifest.json is not JSON'],
  ])('[PLUG-12] %s: the reason, and a message with the area id', async (_, fetch, reason, message) => {
    const error = await failureOf(loadArea(remote, { ...fakeRuntime(), fetch, origin: ORIGIN }));
    expect(error).toMatchObject({ failure: 'unavailable', reason });
    expect(error.message).toMatch(new RegExp(`^customer-insights: .*${message.replaceAll('.', '\\.')}`));
  });

  test('[PLUG-12] a manifest that never arrives: "did not load within 1 s", not a status', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const error = await failureOf(
      loadArea(remote, { ...fakeRuntime(), fetch: hanging, origin: ORIGIN, timeoutMs: 1000 }),
    );
    expect(error).toMatchObject({ failure: 'unavailable', reason: { kind: 'timeout', seconds: 1 } });
    expect(error.message).toBe('customer-insights: did not load within 1 s');
  });

  test("[PLUG-12] an entry that fails after its manifest was read says the entry's status", async () => {
    const proxy = vi.fn<typeof fetch>(async (input) =>
      urlOf(input).endsWith('mf-manifest.json')
        ? Response.json(manifest())
        : new Response('Bad Gateway', { status: 502 }),
    );
    const { runtime } = fakeRuntime(async () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const error = await failureOf(loadArea(remote, { runtime, fetch: proxy, origin: ORIGIN, reloadOnce: () => false }));
    expect(error).toMatchObject({ failure: 'unavailable', reason: { kind: 'status', status: 502 }, version: '1.4.0' });
    expect(error.message).toBe(`customer-insights: ${AREA_BASE}remoteEntry.js answered HTTP 502`);
  });
});
