import { describe, expect, test } from 'vitest';
import { findPersona } from './personas';
import { ProblemSchema } from './problem';
import { authHeader, withMockServer } from './testing';
import { createMockToken } from './token';

withMockServer();
const GATEWAY = 'http://localhost/api';
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${GATEWAY}${path}`, { headers });

/** Fetches and returns the status, checking that every refusal is a problem+json body with that status. */
async function statusOf(path: string, headers?: Record<string, string>): Promise<number> {
  const response = await get(path, headers);
  const body: unknown = await response.json();
  const isProblem =
    response.headers.get('content-type')?.includes('application/problem+json') === true &&
    ProblemSchema.safeParse(body).data?.status === response.status;
  expect(response.ok || isProblem, `${path}: a refusal must be a problem`).toBe(true);
  return response.status;
}

describe('authorization of the mock backend', () => {
  test('[MOCK-03] a request without a bearer token is refused with 401', async () => {
    expect(await statusOf('/actuator/info/gateway?customerId=c-0001')).toBe(401);
    expect(await statusOf('/customer-management/customers')).toBe(401);
  });

  test('[MOCK-03] a malformed or expired token is refused with 401', async () => {
    expect(await statusOf('/actuator/info/gateway', { Authorization: 'Bearer not-a-jwt' })).toBe(401);
    expect(await statusOf('/actuator/info/gateway', { Authorization: 'Basic YWRtaW46YWRtaW4=' })).toBe(401);
    const expired = authHeader('admin', { now: Date.now() - 2 * 3600_000, lifetimeSeconds: 3600 });
    expect(await statusOf('/actuator/info/gateway?customerId=c-0001', expired)).toBe(401);
  });

  test('[MOCK-03] a customer user may use the customers it holds and no other (403)', async () => {
    const user = authHeader('customer-user');
    expect(await statusOf('/actuator/info/gateway?customerId=c-0001', user)).toBe(403);
    expect(await statusOf('/actuator/info/gateway?customerId=c-0003', user)).toBe(200);
    expect(await statusOf('/actuator/info/hub?customerId=c-0005', user)).toBe(200);
  });

  test('[MOCK-03] reading a foreign customer by id is refused with 403, an own one is allowed', async () => {
    const user = authHeader('customer-user');
    expect(await statusOf('/customer-management/customers/c-0001?customerId=c-0003', user)).toBe(403);
    expect(await statusOf('/customer-management/customers/c-0003?customerId=c-0003', user)).toBe(200);
  });

  test('[MOCK-03] listing all customers needs a global role', async () => {
    expect(await statusOf('/customer-management/customers?customerId=c-0003', authHeader('customer-user'))).toBe(403);
    expect(await statusOf('/customer-management/customers', authHeader('no-roles'))).toBe(403);
    expect(await statusOf('/customer-management/customers?customerId=c-0001', authHeader('admin'))).toBe(200);
    expect(await statusOf('/customer-management/customers?customerId=c-0003', authHeader('support'))).toBe(200);
  });

  test('[MOCK-03] global users may use any existing customer, but not an unknown one', async () => {
    const admin = authHeader('admin');
    expect(await statusOf('/actuator/info/gateway?customerId=c-0012', admin)).toBe(200);
    expect(await statusOf('/actuator/info/gateway?customerId=c-9999', admin)).toBe(403);
    expect(await statusOf('/customer-management/customers/c-9999?customerId=c-0001', admin)).toBe(404);
  });

  test('[MOCK-03] a user without roles and customers may use no customer', async () => {
    expect(await statusOf('/actuator/info/gateway?customerId=c-0001', authHeader('no-roles'))).toBe(403);
  });

  test('[MOCK-03] the assistant under its own base URL is protected the same way', async () => {
    const persona = findPersona('customer-user')!;
    const token = { Authorization: `Bearer ${createMockToken(persona)}` };
    expect((await fetch('http://localhost/assistant-api/thread?customerId=c-0003')).status).toBe(401);
    expect((await fetch('http://localhost/assistant-api/thread?customerId=c-0001', { headers: token })).status).toBe(
      403,
    );
    expect((await fetch('http://localhost/assistant-api/thread?customerId=c-0003', { headers: token })).status).toBe(
      200,
    );
  });
});
