import { satisfy } from '@module-federation/runtime';
import { describe, expect, test, vi } from 'vitest';
import type { RemoteArea } from '@/config/remote-areas';
import { AreaLoadError } from './area-load-error';
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
    const body = JSON.stringify(manifest());
    const hash = await integrityOf(new TextEncoder().encode(body).buffer);
    const good = fakeRuntime();
    await loadArea({ ...remote, integrity: hash }, { runtime: good.runtime, fetch: serve(body), origin: ORIGIN });
    expect(good.requested).toHaveLength(1);
    const bad = fakeRuntime();
    const error = await failureOf(
      loadArea({ ...remote, integrity: hash }, { runtime: bad.runtime, fetch: serve(`${body} `), origin: ORIGIN }),
    );
    expect(error.failure).toBe('integrity');
    expect(bad.requested).toEqual([]);
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
