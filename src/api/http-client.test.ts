import { describe, expect, test } from 'vitest';
import { getServiceInfo } from './generated/actuator/actuator';
import { getThread, getThreadMessages } from './generated/assistant/assistant';
import {
  assistantRequest,
  gatewayRequest,
  HttpClientError,
  resetHttpClient,
  configureHttpClient,
  createHttpClient,
} from './http-client';
import {
  authorizationOf,
  EVIL_ORIGIN,
  GATEWAY_URL,
  SELECTED_CUSTOMER,
  setupApiTestServer,
} from './testing/api-test-server';

const api = setupApiTestServer();

describe('bearer token', () => {
  test('[HTTP-01] attaches the bearer token to gateway requests', async () => {
    await expect(getServiceInfo('gateway')).resolves.toEqual({ ok: true });
    expect(api.received).toHaveLength(1);
    expect(api.received[0]?.url.origin).toBe(GATEWAY_URL);
    expect(api.received[0]?.url.pathname).toBe('/actuator/info/gateway');
    expect(authorizationOf(api.received[0])).toBe('Bearer token-1');
  });

  test('[HTTP-01] attaches the bearer token to assistant requests under the assistant base path', async () => {
    await getThread();
    expect(api.received[0]?.url.href).toMatch(/^https:\/\/assistant\.test\/assistant\/thread\?/);
    expect(authorizationOf(api.received[0])).toBe('Bearer token-1');
  });

  test('[HTTP-01] accepts a token provider that answers synchronously', async () => {
    api.reconfigure({ tokenProvider: { getToken: () => 'sync-token', refreshToken: async () => undefined } });
    await getServiceInfo('hub');
    expect(authorizationOf(api.received[0])).toBe('Bearer sync-token');
  });

  test('[HTTP-01] keeps an Authorization header the caller set, in any letter case, without asking for a token', async () => {
    await gatewayRequest({ url: '/x', headers: { authorization: 'Basic preset' } });
    await gatewayRequest({ url: '/y' }, { headers: { AUTHORIZATION: 'Basic preset-2' } });
    expect(api.received.map(authorizationOf)).toEqual(['Basic preset', 'Basic preset-2']);
    expect(api.setup.tokenProvider.getToken).not.toHaveBeenCalled();
  });

  test.each(['/assets/i18n/en.json', 'assets/i18n/en.json', '/asset-manifest.json'])(
    '[HTTP-01] sends no token for the asset path %s',
    async (url) => {
      await gatewayRequest({ url });
      await assistantRequest({ url });
      expect(api.received.map((request) => request.url.pathname)).toEqual([
        `/${url.replace(/^\//, '')}`,
        `/assistant/${url.replace(/^\//, '')}`,
      ]);
      expect(api.received.map(authorizationOf)).toEqual([null, null]);
    },
  );

  test('[HTTP-01] refuses to send without a token rather than unauthenticated', async () => {
    api.setup.tokenProvider.getToken.mockResolvedValue(undefined);
    await expect(getServiceInfo('gateway')).rejects.toMatchObject({ name: 'HttpClientError', reason: 'no-token' });
    expect(api.received).toHaveLength(0);
  });
});

describe('foreign origins and absolute URLs', () => {
  test('[HTTP-01] refuses a direct request to a foreign origin, so no token can reach it', async () => {
    await expect(api.client.instance.request({ baseURL: EVIL_ORIGIN, url: '/x' })).rejects.toMatchObject({
      reason: 'foreign-origin',
    });
    await expect(api.client.instance.get(`${EVIL_ORIGIN}/x`)).rejects.toBeInstanceOf(HttpClientError);
    // Same host, other scheme or port: still foreign.
    await expect(api.client.instance.get('http://gateway.test/x')).rejects.toMatchObject({ reason: 'foreign-origin' });
    await expect(api.client.instance.get('https://gateway.test:444/x')).rejects.toMatchObject({
      reason: 'foreign-origin',
    });
    expect(api.received).toHaveLength(0);
    expect(api.setup.tokenProvider.getToken).not.toHaveBeenCalled();
  });

  test.each([
    [`${EVIL_ORIGIN}/x`, '/https://evil.example/x'],
    ['//evil.example/x', '/evil.example/x'],
    ['https://gateway.test@evil.example/', '/https://gateway.test@evil.example/'],
  ])('[API-03] [HTTP-01] keeps the absolute URL %s on the gateway origin', async (url, path) => {
    await gatewayRequest({ url });
    expect(api.received.map((request) => request.url.origin)).toEqual([GATEWAY_URL]);
    expect(api.received[0]?.url.pathname).toBe(path);
    expect(authorizationOf(api.received[0])).toBe('Bearer token-1');
  });

  test('[API-03] [HTTP-01] a userinfo URL never reaches the host after the @, nor gets the token there', async () => {
    api.reconfigure({ gatewayUrl: 'https://api.example' });
    await gatewayRequest({ url: 'https://api.example@evil.example/' });
    expect(api.received.map((request) => request.url.origin)).toEqual(['https://api.example']);
    expect(api.received[0]?.url.pathname).toBe('/https://api.example@evil.example/');
  });

  test('[API-03] per-call options cannot re-enable absolute URLs or move the base URL', async () => {
    await gatewayRequest({ url: `${EVIL_ORIGIN}/a` }, { allowAbsoluteUrls: true });
    await gatewayRequest({ url: '/b' }, { baseURL: EVIL_ORIGIN });
    await api.client.instance.request({ baseURL: GATEWAY_URL, url: `${EVIL_ORIGIN}/c`, allowAbsoluteUrls: true });
    expect(api.received.map((request) => request.url.origin)).toEqual([GATEWAY_URL, GATEWAY_URL, GATEWAY_URL]);
  });

  test('[API-03] [HTTP-02] percent-encodes path parameters, so a hostile id cannot smuggle a customerId', async () => {
    await getThreadMessages('t1/x?customerId=OTHER');
    const [request] = api.received;
    expect(request?.url.pathname).toBe('/assistant/thread/t1%2Fx%3FcustomerId%3DOTHER');
    expect(request?.rawUrl).toBe(
      `https://assistant.test/assistant/thread/t1%2Fx%3FcustomerId%3DOTHER?customerId=${SELECTED_CUSTOMER}`,
    );
    expect(request?.url.searchParams.getAll('customerId')).toEqual([SELECTED_CUSTOMER]);
  });
});

describe('configuration', () => {
  test('[HTTP-01] an unconfigured client rejects every request with a clear error and sends nothing', async () => {
    resetHttpClient();
    await expect(getServiceInfo('gateway')).rejects.toThrow(/not configured: call configureHttpClient\(\)/);
    await expect(getThread()).rejects.toMatchObject({ reason: 'not-configured' });
    await expect(gatewayRequest({ url: '/x' })).rejects.toMatchObject({ reason: 'not-configured' });
    expect(api.received).toHaveLength(0);
  });

  test('[HTTP-01] [HTTP-02] each client owns its configuration, and a call can name the client it goes through', async () => {
    const other = createHttpClient({
      gatewayUrl: 'https://api.example',
      assistantUrl: 'https://api.example/assistant',
      tokenProvider: { getToken: () => 'other-token', refreshToken: async () => undefined },
      customerProvider: () => 'other-customer',
      checkResponses: false,
    });
    await getServiceInfo('gateway', undefined, { client: other });
    await getServiceInfo('hub');
    resetHttpClient();
    // The contract tools' way: their own client, no portal client configured.
    await getServiceInfo('gateway', undefined, { client: other });
    const seen = api.received.map((r) => [r.url.origin, authorizationOf(r), r.url.searchParams.get('customerId')]);
    expect(seen).toEqual([
      ['https://api.example', 'Bearer other-token', 'other-customer'],
      [GATEWAY_URL, 'Bearer token-1', SELECTED_CUSTOMER],
      ['https://api.example', 'Bearer other-token', 'other-customer'],
    ]);
  });

  test.each(['/api', 'gateway.test', 'ftp://gateway.test'])(
    '[HTTP-01] refuses a gateway URL that is not absolute http(s): %s',
    (gatewayUrl) => {
      expect(() => configureHttpClient({ ...api.setup, gatewayUrl })).toThrow(HttpClientError);
    },
  );
});
