import { describe, expect, test } from 'vitest';
import { getServiceInfo } from './generated/actuator/actuator';
import { getCustomer, listCustomers } from './generated/customer/customer';
import { forbiddenCustomerOf, gatewayRequest, isApiError, SKIP_CUSTOMER_HEADER, skipCustomer } from './http-client';
import {
  problem,
  queryReportingForbidden,
  SELECTED_CUSTOMER,
  setupApiTestServer,
  type ReceivedRequest,
} from './testing/api-test-server';

const api = setupApiTestServer();

const forbidden = { response: { status: 403 } };

const customerIdsOf = (request: ReceivedRequest | undefined): string[] =>
  request?.url.searchParams.getAll('customerId') ?? [];

describe('customerId query parameter', () => {
  test('[HTTP-02] adds the selected customer exactly once', async () => {
    await getServiceInfo('gateway');
    expect(customerIdsOf(api.received[0])).toEqual([SELECTED_CUSTOMER]);
  });

  test('[HTTP-02] keeps the customerId given in params, without adding a second one', async () => {
    await getServiceInfo('gateway', { customerId: 'explicit' });
    await gatewayRequest({ url: '/x', params: new URLSearchParams({ customerId: 'explicit-2' }) });
    expect(api.received.map(customerIdsOf)).toEqual([['explicit'], ['explicit-2']]);
  });

  test('[HTTP-02] keeps the customerId already in the URL query, without adding a second one', async () => {
    await gatewayRequest({ url: '/x?customerId=explicit&page=2' });
    expect(customerIdsOf(api.received[0])).toEqual(['explicit']);
    expect(api.received[0]?.url.searchParams.get('page')).toBe('2');
  });

  test('[HTTP-02] adds it beside other params without changing the caller’s params object', async () => {
    const params = { page: 3 };
    await gatewayRequest({ url: '/x', params });
    await gatewayRequest({ url: '/y', params: new URLSearchParams({ page: '4' }) });
    expect(api.received.map((request) => request.url.search)).toEqual([
      `?page=3&customerId=${SELECTED_CUSTOMER}`,
      `?page=4&customerId=${SELECTED_CUSTOMER}`,
    ]);
    expect(params).toEqual({ page: 3 });
  });

  test('[HTTP-02] adds nothing when no customer is selected', async () => {
    api.setup.customerProvider.mockReturnValue(undefined);
    await getServiceInfo('gateway');
    expect(customerIdsOf(api.received[0])).toEqual([]);
  });

  test('[HTTP-02] honours the skip header and never sends it over the wire', async () => {
    await listCustomers(undefined, skipCustomer());
    await getCustomer('c-1', undefined, skipCustomer({ headers: { 'X-Trace': 'kept' } }));
    await gatewayRequest({ url: '/x', headers: { [SKIP_CUSTOMER_HEADER.toLowerCase()]: 'yes' } });
    await gatewayRequest({ url: '/y', headers: { 'X-Generated': 'kept' } }, skipCustomer());
    expect(api.received.map(customerIdsOf)).toEqual([[], [], [], []]);
    expect(api.received.map((request) => request.headers.has(SKIP_CUSTOMER_HEADER))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // Options merge headers with the generated ones instead of replacing them.
    expect(api.received[1]?.headers.get('x-trace')).toBe('kept');
    expect(api.received[3]?.headers.get('x-generated')).toBe('kept');
  });
});

describe('403 for the selected customer', () => {
  test('[CUST-05] [ARCH-01] the query cache reports the selected customer once and the query still rejects with the 403', async () => {
    api.respondWith(() => problem(403));
    const { error, reports } = await queryReportingForbidden(() => getServiceInfo('gateway'));
    expect(isApiError(error) && error.response?.status).toBe(403);
    expect(isApiError(error) && error.response?.data.title).toBe('refused');
    expect(reports).toEqual([SELECTED_CUSTOMER]);
  });

  test('[CUST-05] also reports when the caller passed the selected customer explicitly', async () => {
    api.respondWith(() => problem(403));
    const { error, reports } = await queryReportingForbidden(() =>
      getServiceInfo('gateway', { customerId: SELECTED_CUSTOMER }),
    );
    expect(error).toMatchObject(forbidden);
    expect(reports).toEqual([SELECTED_CUSTOMER]);
  });

  test('[CUST-05] does not report a 403 for another customer, a skipped customer or another status', async () => {
    api.respondWith((request) => problem(new URL(request.url).pathname === '/other-status' ? 404 : 403));
    const runs = await Promise.all([
      queryReportingForbidden(() => getCustomer('c-2', { customerId: 'c-2' })),
      queryReportingForbidden(() => listCustomers(undefined, skipCustomer())),
      queryReportingForbidden(() => gatewayRequest({ url: '/other-status' })),
    ]);
    expect(runs.map(({ error }) => isApiError(error) && error.response?.status)).toEqual([403, 403, 404]);
    expect(runs.flatMap(({ reports }) => reports)).toEqual([]);
    expect(forbiddenCustomerOf(runs[0]?.error)).toBeUndefined();
  });
});
