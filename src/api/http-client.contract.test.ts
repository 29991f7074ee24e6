import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getServiceInfo } from './generated/actuator/actuator';
import { postMessage } from './generated/assistant/assistant';
import { getCustomer, listCustomers } from './generated/customer/customer';
import { apiFailureOf, ContractError, DeadlineError, gatewayRequest, skipCustomer } from './http-client';
import { setupApiTestServer } from './testing/api-test-server';
import { deferred } from './testing/deferred';

const api = setupApiTestServer();
const CUSTOMER = { id: 'c-1', customerName: 'Acme', customerAbbreviation: 'AC', validEmailDomains: ['acme.test'] };
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // Margins of seconds, not milliseconds: a loaded machine delays every answer (TEST-02).
  api.reconfigure({ checkResponses: true, deadlines: { readAttemptMs: 1000, readWaitMs: 1500, replyMs: 5000 } });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const html = () =>
  new HttpResponse('<!doctype html><form action="/login">Sign in</form>', {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });

describe('[RES-01] every answer checked against its contract', () => {
  test('[RES-01] an HTML page where JSON is expected fails the operation, naming it and what came', async () => {
    api.respondWith(html);
    const error = await listCustomers().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect(String(error)).toBe(
      'ContractError: customer-management listCustomers: expected application/json, received text/html',
    );
    expect(apiFailureOf(error)).toEqual({ kind: 'contract' });
    expect(warn).toHaveBeenCalledWith(
      'customer-management listCustomers failed: expected application/json, received text/html',
    );
  });

  test('[RES-01] an empty body fails the operation', async () => {
    api.respondWith(() => new HttpResponse(null, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(getCustomer('c-1')).rejects.toThrow(
      'customer-management getCustomer: expected application/json, received an empty body',
    );
  });

  test('[RES-01] a missing required field is named by its place in the answer', async () => {
    api.respondWith(() => HttpResponse.json([CUSTOMER, { ...CUSTOMER, customerName: undefined }]));
    await expect(listCustomers()).rejects.toThrow(
      'customer-management listCustomers: [1].customerName: expected string, received undefined',
    );
  });

  test('[RES-01] a wrong type deep in the answer is named by its path', async () => {
    api.respondWith(() =>
      HttpResponse.json({
        application: { name: 'hub', description: 'Hub' },
        build: { artifact: 'hub', version: 7 },
        git: { branch: 'main', commit: { id: 'abc', time: '2026-11-30T10:00:00Z' } },
        java: {
          version: '21',
          vendor: { name: 'Eclipse' },
          runtime: { name: 'OpenJDK', version: '21' },
          jvm: { name: 'HotSpot', vendor: 'Eclipse', version: '21' },
        },
      }),
    );
    await expect(getServiceInfo('hub')).rejects.toThrow(
      'actuator getServiceInfo: build.version: expected string, received number',
    );
  });

  test('[RES-01] JSON declared but not sent is refused, not passed on as text', async () => {
    api.respondWith(() => new HttpResponse('{"id": "c-1",', { headers: { 'Content-Type': 'application/json' } }));
    await expect(getCustomer('c-1')).rejects.toThrow('customer-management getCustomer: the body is not valid JSON');
  });

  test('[RES-01] lenient on purpose: unknown extra fields are accepted (and no type names them)', async () => {
    api.respondWith(() => HttpResponse.json({ ...CUSTOMER, internalNote: 'not for the portal' }));
    await expect(getCustomer('c-1')).resolves.toMatchObject(CUSTOMER);
  });

  test('[RES-01] a call that is no operation of the contracts (an area calling its own API) is not held to one', async () => {
    api.respondWith(html);
    await expect(gatewayRequest({ url: '/fleet/vehicles' })).resolves.toContain('<form');
  });

  test('[RES-01] an error status stays an error status: the check is for successful answers', async () => {
    api.respondWith(() => HttpResponse.json({ title: 'down' }, { status: 503, headers: { 'Retry-After': '7' } }));
    const error = await listCustomers().catch((caught: unknown) => caught);
    expect(apiFailureOf(error)).toEqual({ kind: 'status', status: 503, retryAfterSeconds: 7 });
    expect(warn).toHaveBeenCalledWith('customer-management listCustomers failed: HTTP 503');
  });
});

describe('[RES-02] every wait bounded', () => {
  test('[RES-02] a read without an answer is aborted at its deadline and fails as such', async () => {
    api.respondWith(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const started = Date.now();
    const error = await listCustomers().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(apiFailureOf(error)).toEqual({ kind: 'timeout', seconds: 1 });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(warn).toHaveBeenCalledWith('customer-management listCustomers failed: no answer within 1 s');
  });

  test("[RES-02] the assistant's reply gets the reply deadline, not a read's", async () => {
    let answered = false;
    api.respondWith(async () => {
      await delay(1500);
      answered = true;
      return HttpResponse.json({ message: 'Hello' });
    });
    // 1.5 s: past a read's 1 s, well within the reply's 5 s.
    await expect(postMessage({ threadId: 't-1', message: 'Hi' })).resolves.toEqual({ message: 'Hello' });
    expect(answered).toBe(true);
  });

  test('[RES-02] a call its caller stops fails as stopped, with no console line', async () => {
    api.respondWith(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const controller = new AbortController();
    const pending = listCustomers(undefined, undefined, controller.signal).catch((caught: unknown) => caught);
    setTimeout(() => controller.abort(), 20);
    expect(apiFailureOf(await pending)).toEqual({ kind: 'stopped' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('[RES-05] a customer user waits for the selection', () => {
  test('[RES-05] while the selection is not known, requests wait for it and then carry it', async () => {
    const { promise: selection, resolve: select } = deferred<string>();
    api.setup.customerProvider.mockReturnValue(selection);
    const pending = getServiceInfo('hub').catch(() => undefined);
    await delay(50);
    expect(api.received).toHaveLength(0);
    select('c-2');
    await pending;
    expect(api.received.map((request) => request.url.searchParams.getAll('customerId'))).toEqual([['c-2']]);
  });

  test('[RES-05] the customer lists themselves never wait for it; the wait ends at the deadline', async () => {
    api.setup.customerProvider.mockReturnValue(new Promise<string>(() => undefined));
    await listCustomers(undefined, skipCustomer()).catch(() => undefined);
    expect(api.received).toHaveLength(1);
    const error = await getServiceInfo('hub').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(api.received).toHaveLength(1);
  });
});
