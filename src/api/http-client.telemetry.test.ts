import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getServiceInfo } from './generated/actuator/actuator';
import { listCustomers } from './generated/customer/customer';
import { problem, setupApiTestServer } from './testing/api-test-server';
import { keepTelemetry, stopTelemetry } from '@/telemetry/telemetry';
import { recordTelemetry } from '@/testing/telemetry';

const api = setupApiTestServer();
const records = recordTelemetry();

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));

const spans = () => records.filter((record) => record.type === 'span');
const errors = () => records.filter((record) => record.type === 'error');

describe("API calls as spans of the portal's own http client (OBS-04)", () => {
  test('[OBS-04] each call is one span: operation id, method, path template (never the URL), status, duration, where the user was', async () => {
    await getServiceInfo('hub');
    expect(spans()).toEqual([
      {
        type: 'span',
        at: expect.any(Number),
        place: { route: '/pulse', area: 'pulse' },
        operationId: 'getServiceInfo',
        method: 'GET',
        path: '/actuator/info/{service}',
        outcome: 'ok',
        status: 200,
        durationMs: expect.any(Number),
        attempt: 1,
        traceId: undefined,
        spanId: undefined,
      },
    ]);
  });

  test('[OBS-03] [OBS-04] a failed call: its span says what failed, and the failure is an error record naming the operation', async () => {
    api.respondWith(() => problem(503));
    await listCustomers().catch(() => undefined);
    expect(spans()).toMatchObject([{ operationId: 'listCustomers', outcome: 'status', status: 503 }]);
    expect(errors()).toMatchObject([
      { source: 'operation', where: 'customer-management listCustomers', place: { route: '/pulse', area: 'pulse' } },
    ]);
  });

  test('[OBS-03] [OBS-04] a call past its deadline: a timeout span and a timeout error (RES-02)', async () => {
    api.reconfigure({ deadlines: { readAttemptMs: 1000, readWaitMs: 1500, replyMs: 5000 } });
    api.respondWith(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    await listCustomers().catch(() => undefined);
    expect(spans()).toMatchObject([{ outcome: 'timeout', status: undefined }]);
    expect(errors()[0]).toMatchObject({ error: { name: 'DeadlineError', seconds: 1 } });
  });

  test('[OBS-03] [OBS-04] an answer outside its contract: a contract span and a contract error (RES-01)', async () => {
    api.reconfigure({ checkResponses: true });
    api.respondWith(() => new HttpResponse('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }));
    await listCustomers().catch(() => undefined);
    expect(spans()).toMatchObject([{ outcome: 'contract', status: 200 }]);
    expect(errors()[0]).toMatchObject({ error: { name: 'ContractError' } });
  });

  test('[OBS-04] retries are counted: the attempts of one query share its signal', async () => {
    api.respondWith(() => problem(502));
    const client = new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 0 } } });
    await client
      .fetchQuery({ queryKey: ['info'], queryFn: ({ signal }) => getServiceInfo('hub', undefined, undefined, signal) })
      .catch(() => undefined);
    expect(spans().map((span) => span.type === 'span' && span.attempt)).toEqual([1, 2, 3]);
  });

  test("[OBS-04] traceparent on API requests only where the platform propagates, carrying the span's ids", async () => {
    await getServiceInfo('hub');
    expect(api.received.at(-1)!.headers.get('traceparent')).toBeNull();
    keepTelemetry({ propagation: true });
    await getServiceInfo('hub');
    const header = api.received.at(-1)!.headers.get('traceparent');
    const span = spans().at(-1);
    expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(span).toMatchObject({ traceId: header!.split('-')[1], spanId: header!.split('-')[2] });
    stopTelemetry();
    await getServiceInfo('hub');
    expect(api.received.at(-1)!.headers.get('traceparent')).toBeNull();
  });

  test('[OBS-04] a call its caller stopped is a span that says so, never an error', async () => {
    api.respondWith(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const controller = new AbortController();
    const call = getServiceInfo('hub', undefined, undefined, controller.signal).catch(() => undefined);
    await vi.waitFor(() => expect(api.received).toHaveLength(1));
    controller.abort();
    await call;
    expect(spans()).toMatchObject([{ outcome: 'stopped' }]);
    expect(errors()).toEqual([]);
  });
});
