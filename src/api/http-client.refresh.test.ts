import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { getServiceInfo } from './generated/actuator/actuator';
import { postMessage } from './generated/assistant/assistant';
import { gatewayRequest, isApiError, skipCustomer } from './http-client';
import { deferred } from './testing/deferred';
import {
  authorizationOf,
  problem,
  queryReportingForbidden,
  SELECTED_CUSTOMER,
  setupApiTestServer,
} from './testing/api-test-server';

const api = setupApiTestServer();

/** The server accepts only the refreshed token. */
const acceptOnlyToken2 = (request: Request): Response =>
  request.headers.get('authorization') === 'Bearer token-2' ? HttpResponse.json({ ok: true }) : problem(401);

const REFUSED_401 = { response: { status: 401 } };

const statusOf = (error: unknown): number | undefined => (isApiError(error) ? error.response?.status : undefined);

describe('401 handling', () => {
  test('[HTTP-03] refreshes once and retries once with the new token', async () => {
    api.respondWith(acceptOnlyToken2);
    await expect(getServiceInfo('gateway')).resolves.toEqual({ ok: true });
    expect(api.setup.tokenProvider.refreshToken).toHaveBeenCalledTimes(1);
    expect(api.received.map(authorizationOf)).toEqual(['Bearer token-1', 'Bearer token-2']);
    // [HTTP-02] the retry still carries the customer exactly once.
    expect(api.received.map((request) => request.url.searchParams.getAll('customerId'))).toEqual([
      [SELECTED_CUSTOMER],
      [SELECTED_CUSTOMER],
    ]);
  });

  test('[HTTP-03] [HTTP-02] a retried request keeps its body, and a skipped customer stays skipped', async () => {
    api.respondWith(acceptOnlyToken2);
    await postMessage({ threadId: 't-1', message: 'hello' }, undefined, skipCustomer());
    expect(api.received.map((request) => [request.method, request.body, request.url.search])).toEqual([
      ['POST', '{"threadId":"t-1","message":"hello"}', ''],
      ['POST', '{"threadId":"t-1","message":"hello"}', ''],
    ]);
  });

  test('[HTTP-03] fails on a second 401 without a third request or a second refresh', async () => {
    api.respondWith(() => problem(401));
    const error: unknown = await getServiceInfo('gateway').catch((caught: unknown) => caught);
    expect(statusOf(error)).toBe(401);
    expect(api.received).toHaveLength(2);
    expect(api.setup.tokenProvider.refreshToken).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['throws', () => Promise.reject(new Error('session ended'))],
    ['returns no token', () => Promise.resolve(undefined)],
  ])('[HTTP-03] when the refresh %s, rejects with the 401 and sends nothing more', async (_case, refresh) => {
    api.setup.tokenProvider.refreshToken.mockImplementation(refresh);
    api.respondWith(() => problem(401));
    const error: unknown = await getServiceInfo('gateway').catch((caught: unknown) => caught);
    expect(statusOf(error)).toBe(401);
    expect(api.received.map(authorizationOf)).toEqual(['Bearer token-1']);
  });

  test('[HTTP-03] concurrent 401s share one refresh', async () => {
    const refresh = deferred<string | undefined>();
    api.setup.tokenProvider.refreshToken.mockReturnValue(refresh.promise);
    api.respondWith(acceptOnlyToken2);
    const results = Promise.all([getServiceInfo('gateway'), getServiceInfo('hub'), getServiceInfo('log-proxy')]);
    // Hold the refresh until all three have been refused, so they really overlap.
    await vi.waitFor(() => expect(api.received).toHaveLength(3), { timeout: 10_000 });
    refresh.resolve('token-2');
    await expect(results).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(api.setup.tokenProvider.refreshToken).toHaveBeenCalledTimes(1);
    // All three were refused with the old token before the one refresh; then each was retried once.
    expect(api.received.map(authorizationOf)).toEqual([
      ...Array<string>(3).fill('Bearer token-1'),
      ...Array<string>(3).fill('Bearer token-2'),
    ]);
  });

  test('[HTTP-03] never refreshes or retries a request that did not carry the client’s own token', async () => {
    api.respondWith(() => problem(401));
    await expect(gatewayRequest({ url: '/x', headers: { Authorization: 'Basic preset' } })).rejects.toMatchObject(
      REFUSED_401,
    );
    await expect(gatewayRequest({ url: '/assets/i18n/en.json' })).rejects.toMatchObject(REFUSED_401);
    expect(api.received).toHaveLength(2);
    expect(api.setup.tokenProvider.refreshToken).not.toHaveBeenCalled();
  });

  test('[HTTP-03] [CUST-05] a 403 on the retry is reported once', async () => {
    api.respondWith((request) =>
      request.headers.get('authorization') === 'Bearer token-2' ? problem(403) : problem(401),
    );
    const { error, reports } = await queryReportingForbidden(() => getServiceInfo('gateway'));
    expect(statusOf(error)).toBe(403);
    expect(reports).toEqual([SELECTED_CUSTOMER]);
  });
});
