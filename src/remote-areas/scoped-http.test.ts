import { AreaRequestRefused } from '@portal/area-sdk';
import { describe, expect, test } from 'vitest';
import { GATEWAY_URL, SELECTED_CUSTOMER, setupApiTestServer } from '@/api/testing/api-test-server';
import { createScopedHttp } from './scoped-http';

const api = setupApiTestServer();
const http = () => createScopedHttp(['/customer-management']);

describe('the scoped HTTP client of a remote area', () => {
  test('[PLUG-03] sends through the portal’s client: its interceptors add the token and the selected customer', async () => {
    await expect(http().get('/customer-management/customers', { params: { page: 2 } })).resolves.toEqual({ ok: true });
    await http().post('/customer-management/customers/c-7', { name: 'x' });
    const [get, post] = api.received;
    expect(get?.url.href).toBe(`${GATEWAY_URL}/customer-management/customers?page=2&customerId=${SELECTED_CUSTOMER}`);
    expect(get?.headers.get('authorization')).toBe('Bearer token-1');
    expect(post?.method).toBe('POST');
    expect(post?.body).toBe('{"name":"x"}');
    expect(post?.headers.get('authorization')).toBe('Bearer token-1');
  });

  test.each([
    'https://evil.example/customer-management/customers',
    '//evil.example/customer-management',
    'customer-management/customers',
    '/customer-management-admin/x',
    '/actuator/info/gateway',
    '/customer-management/../actuator/info/gateway',
    '/customer-management/%2e%2e/actuator',
    '/customer-management/customers?customerId=other',
    '/customer-management\\x',
  ])('[PLUG-03] refuses %s with AreaRequestRefused before any request', async (path) => {
    await expect(http().get(path)).rejects.toBeInstanceOf(AreaRequestRefused);
    await expect(http().delete(path)).rejects.toBeInstanceOf(AreaRequestRefused);
    expect(api.received).toEqual([]);
  });

  test('[PLUG-03] an area that declares no prefix may call nothing', async () => {
    await expect(createScopedHttp([]).get('/customer-management/customers')).rejects.toBeInstanceOf(AreaRequestRefused);
    expect(api.received).toEqual([]);
  });
});
