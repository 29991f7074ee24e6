import { delay, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { getGetServiceInfoQueryOptions } from '@/api/generated/actuator/actuator';
import { getPostMessageMutationOptions } from '@/api/generated/assistant/assistant';
import { problem, SELECTED_CUSTOMER, setupApiTestServer } from '@/api/testing/api-test-server';
import { MAX_QUERY_ATTEMPTS } from '@/hooks/query-retry';
import { DeadlineError } from '@/api/http-client';
import { createQueryClient } from './query-client';

const api = setupApiTestServer();

describe('the portal query client', () => {
  test('[ARCH-01] [CUST-05] its query and mutation caches report a 403 for the selected customer, once each', async () => {
    api.respondWith(() => problem(403));
    const reports = vi.fn<(customerId: string) => void>();
    const client = createQueryClient({ onCustomerForbidden: reports });
    await expect(client.fetchQuery(getGetServiceInfoQueryOptions('gateway'))).rejects.toMatchObject({
      response: { status: 403 },
    });
    const mutation = client.getMutationCache().build(client, getPostMessageMutationOptions());
    await expect(mutation.execute({ data: { threadId: 't-1', message: 'hello' } })).rejects.toMatchObject({
      response: { status: 403 },
    });
    // A 4xx is an answer: the query was not retried, so it was reported once.
    expect(api.received).toHaveLength(2);
    expect(reports.mock.calls).toEqual([[SELECTED_CUSTOMER], [SELECTED_CUSTOMER]]);
  });

  test('[ARCH-01] [CUST-05] a 403 for another customer or another failure reports nothing', async () => {
    api.respondWith((request) => problem(new URL(request.url).pathname.endsWith('/hub') ? 404 : 403));
    const reports = vi.fn<(customerId: string) => void>();
    const client = createQueryClient({ onCustomerForbidden: reports });
    await expect(
      client.fetchQuery(getGetServiceInfoQueryOptions('gateway', { customerId: 'c-2' })),
    ).rejects.toMatchObject({ response: { status: 403 } });
    await expect(client.fetchQuery(getGetServiceInfoQueryOptions('hub'))).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(reports).not.toHaveBeenCalled();
  });

  test('[UX-05] a server failure is tried MAX_QUERY_ATTEMPTS times, a refusal (4xx) once', async () => {
    api.respondWith((request) => problem(new URL(request.url).pathname.endsWith('/hub') ? 503 : 404));
    const client = createQueryClient();
    // No pause between attempts, so the test needs no clock; the policy under test is the count.
    await expect(client.fetchQuery({ ...getGetServiceInfoQueryOptions('hub'), retryDelay: 0 })).rejects.toMatchObject({
      response: { status: 503 },
    });
    expect(api.received).toHaveLength(MAX_QUERY_ATTEMPTS);
    await expect(
      client.fetchQuery({ ...getGetServiceInfoQueryOptions('gateway'), retryDelay: 0 }),
    ).rejects.toMatchObject({ response: { status: 404 } });
    expect(api.received).toHaveLength(MAX_QUERY_ATTEMPTS + 1);
  });

  describe('[RES-02] retries never stretch the wait past its bound', () => {
    const deadlines = { readAttemptMs: 300, readWaitMs: 500, replyMs: 300 };

    test('[RES-02] a service that does not answer is asked once: another attempt would end past the bound', async () => {
      api.reconfigure({ deadlines });
      api.respondWith(async () => {
        await delay('infinite');
        return HttpResponse.json({});
      });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const started = Date.now();
      const client = createQueryClient({ deadlines });
      await expect(client.fetchQuery(getGetServiceInfoQueryOptions('hub'))).rejects.toBeInstanceOf(DeadlineError);
      expect(api.received).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(10_000);
      warn.mockRestore();
    });

    test('[RES-02] a 503 asking for a pause longer than the bound is not retried behind the user', async () => {
      api.reconfigure({ deadlines: { ...deadlines, readWaitMs: 10_000 } });
      api.respondWith(() => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '60' } }));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const client = createQueryClient({ deadlines: { ...deadlines, readWaitMs: 10_000 } });
      await expect(client.fetchQuery(getGetServiceInfoQueryOptions('hub'))).rejects.toMatchObject({
        response: { status: 503 },
      });
      expect(api.received).toHaveLength(1);
      warn.mockRestore();
    });
  });
});
