import { describe, expect, test, vi } from 'vitest';
import { loadRuntimeConfig } from './load-runtime-config';

const VALID = {
  version: '1.2.18',
  stage: 'test',
  production: true,
  documentationUrl: 'https://docs.example.com',
  product: 'portal',
  identityProvider: { url: 'https://id.example.com', realm: 'platform', clientId: 'portal' },
  api: { gatewayUrl: '/api', assistantUrl: 'https://assistant.example.com/v1/' },
  adminCustomerId: 'c-0001',
};

const respond = (body: string, status = 200) => vi.fn<typeof fetch>(async () => new Response(body, { status }));
const load = (fetchConfig: typeof fetch) => loadRuntimeConfig(fetchConfig, 'https://portal.example.com');

describe('runtime config', () => {
  test('[AUTH-02] accepts a valid config and resolves relative API URLs against the portal origin', async () => {
    const result = await load(respond(JSON.stringify(VALID)));
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.config.api.gatewayUrl).toBe('https://portal.example.com/api');
    expect(result.config.api.assistantUrl).toBe('https://assistant.example.com/v1');
  });

  test('[AUTH-02] names every missing key of an empty config and logs to the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await load(respond('{}'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const keys = result.error.problems.map((p) => p.key);
    expect(keys).toEqual(expect.arrayContaining(['version', 'identityProvider', 'api', 'adminCustomerId']));
    expect(error).toHaveBeenCalledOnce();
  });

  test('[AUTH-02] names the nested key of a wrong type and an unknown key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = {
      ...VALID,
      production: 'yes',
      documentationURL: 'x',
      identityProvider: { ...VALID.identityProvider, url: 42 },
    };
    const result = await load(respond(JSON.stringify(bad)));
    if (result.ok) throw new Error('expected a failure');
    expect(result.error.kind).toBe('invalid');
    expect(result.error.problems.map((p) => p.key)).toEqual(
      expect.arrayContaining(['production', 'identityProvider.url', 'documentationURL']),
    );
  });

  test('[AUTH-02] rejects a protocol-relative or javascript: API URL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await load(
      respond(JSON.stringify({ ...VALID, api: { gatewayUrl: '//evil.example', assistantUrl: 'javascript:alert(1)' } })),
    );
    if (result.ok) throw new Error('expected a failure');
    expect(result.error.problems.map((p) => p.key)).toEqual(['api.gatewayUrl', 'api.assistantUrl']);
  });

  test.each(['/\\evil.example', '/\t/evil.example', '/docs\\..\\x'])(
    '[AUTH-02] rejects a path the browser would read as another origin or mangle: %j',
    async (path) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const result = await load(
        respond(JSON.stringify({ ...VALID, documentationUrl: path, api: { ...VALID.api, gatewayUrl: path } })),
      );
      if (result.ok) throw new Error('expected a failure');
      expect(result.error.problems.map((p) => p.key)).toEqual(['documentationUrl', 'api.gatewayUrl']);
    },
  );

  test('[AUTH-02] reports non-JSON, an HTTP error and an unreachable server distinctly', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await load(respond('<html>'))).toMatchObject({ ok: false, error: { kind: 'not-json' } });
    expect(await load(respond('missing', 404))).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
    const offline = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await load(offline)).toMatchObject({ ok: false, error: { kind: 'unreachable' } });
  });

  test('[RES-02] [AUTH-02] a config that never comes is unreachable at its deadline, never an endless wait', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const never = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const result = await loadRuntimeConfig(never, 'https://portal.example.com', 50);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'unreachable', problems: [{ message: 'no answer within 0.05 s' }] },
    });
  });
});

describe('remote areas in the runtime config', () => {
  test('[PLUG-01] each bad remote area or origin is left out with one console error; the portal starts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const area = {
      id: 'insights',
      entry: '/remotes/insights/mf-manifest.json',
      module: './Area',
      apiPrefixes: [],
      route: 'hub',
    };
    const result = await load(
      respond(
        JSON.stringify({
          ...VALID,
          remoteAreas: [area, { ...area, id: 'evil', entry: 'https://evil.example/mf-manifest.json' }],
          remoteOrigins: ['https://areas.example', 'http://plain.example'],
        }),
      ),
    );
    expect(result.ok && result.config.remoteAreas?.map(({ id }) => id)).toEqual(['insights']);
    expect(result.ok && result.config.remoteOrigins).toEqual(['https://areas.example']);
    expect(error.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('remoteOrigins[1] is left out'),
      expect.stringContaining('remoteAreas[1] (evil) is left out: "entry"'),
    ]);
  });
});
