import { afterEach, describe, expect, test } from 'vitest';
import { GetServiceInfoResponse } from '@/api/generated/actuator/actuator.zod';
import { GetThreadMessagesResponse } from '@/api/generated/assistant/assistant.zod';
import { startMockHttpServer, type MockHttpServer } from './http';
import { ProblemSchema } from './problem';
import { authHeader } from './testing';
import { TOOL_PORTS } from '../tools/testing/ports.ts';

// Shifted like every test server, so two checkouts can run their unit tests side by side.
const PORT = TOOL_PORTS.mockHttpTest;
const ALLOWED = 'http://127.0.0.1:4712';
let running: MockHttpServer | undefined;

const call = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${PORT}${path}`, init);

const start = async (options: Partial<Parameters<typeof startMockHttpServer>[0]> = {}) =>
  (running = await startMockHttpServer({ port: PORT, allowedOrigins: [ALLOWED], ...options }));

afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('mock backend over HTTP', () => {
  test('[MOCK-01] serves conforming actuator info on 127.0.0.1 with a token, 401 without', async () => {
    const server = await start();
    expect(server.url).toBe(`http://127.0.0.1:${PORT}`);
    const response = await call('/api/actuator/info/gateway?customerId=c-0001', { headers: authHeader('admin') });
    expect(response.status).toBe(200);
    expect(GetServiceInfoResponse.safeParse(await response.json()).success).toBe(true);
    expect((await call('/api/actuator/info/gateway')).status).toBe(401);
  });

  test('[MOCK-01] keeps state across requests and reads POST bodies', async () => {
    await start();
    const headers = { ...authHeader('admin'), 'Content-Type': 'application/json' };
    const body = JSON.stringify({ threadId: 'thread-seeded', message: 'Hi' });
    const reply = await call('/assistant-api/message?customerId=c-0001', { method: 'POST', headers, body });
    expect(reply.status).toBe(200);
    const history = await call('/assistant-api/thread/thread-seeded', { headers });
    expect(GetThreadMessagesResponse.parse(await history.json()).data).toHaveLength(7);
  });

  test('[MOCK-01] sends CORS headers only to an allowed origin and answers preflights with 204', async () => {
    await start();
    const headers = { ...authHeader('admin') };
    const allowed = await call('/api/actuator/info/hub', { headers: { ...headers, Origin: ALLOWED } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    const other = await call('/api/actuator/info/hub', { headers: { ...headers, Origin: 'http://evil.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await call('/api/actuator/info/hub', {
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/^Authorization, Content-Type/);
  });

  test('[ROUTE-05] serves the documentation page the e2e configs embed at /docs', async () => {
    await start();
    const response = await call('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<h1>Platform documentation</h1>');
  });

  test('[MOCK-01] answers an unknown path with a 404 problem', async () => {
    await start();
    const response = await call('/nothing/here', { headers: authHeader('admin') });
    expect(response.status).toBe(404);
    expect(ProblemSchema.parse(await response.json()).status).toBe(404);
  });

  test('[MOCK-01] picks a scenario per server or per request (x-mock-scenario)', async () => {
    await start({ scenario: 'service-info-down' });
    const headers = authHeader('admin');
    expect((await call('/api/actuator/info/hub', { headers })).status).toBe(500);
    const partial = { ...headers, 'x-mock-scenario': 'service-info-partial-outage' };
    expect((await call('/api/actuator/info/hub', { headers: partial })).status).toBe(503);
    expect((await call('/api/actuator/info/gateway', { headers: partial })).status).toBe(200);
    const unknown = { ...headers, 'x-mock-scenario': 'meteor' };
    expect((await call('/api/actuator/info/gateway', { headers: unknown })).status).toBe(500);
  });

  test('[MOCK-01] close() stops it, and so do maxRequests and the idle timeout', async () => {
    const server = await start();
    await server.close();
    await expect(call('/api/actuator/info/hub')).rejects.toThrow(/fetch failed/);

    running = await start({ maxRequests: 1 });
    expect((await call('/api/actuator/info/hub')).status).toBe(401);
    await expect
      .poll(() =>
        call('/api/actuator/info/hub').then(
          () => 'up',
          () => 'down',
        ),
      )
      .toBe('down');

    running = await start({ idleTimeoutMs: 50 });
    await expect
      .poll(
        () =>
          call('/api/actuator/info/hub').then(
            () => 'up',
            () => 'down',
          ),
        { timeout: 2000 },
      )
      .toBe('down');
  });
});
