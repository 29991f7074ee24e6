import { describe, expect, test } from 'vitest';
import { AreaHttpError, AreaRequestRefused } from '../src/index.ts';
import type { FrameMessage, HostMessage } from '../src/bridge/protocol.ts';
import type { Connection } from './connection.ts';
import { createFrameHttp } from './frame-http.ts';

/** A connection whose portal is the test: what the frame sent, and a way to answer. */
function fakeConnection() {
  const sent: FrameMessage[] = [];
  const listeners = new Set<(message: HostMessage) => void>();
  const connection: Connection = {
    send: (message) => void sent.push(message),
    listen: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return { connection, sent, answer: (message: HostMessage) => listeners.forEach((listener) => listener(message)) };
}

describe('useAreaHttp() in a frame', () => {
  test('[PLUG-15] a call travels to the portal and resolves to the body it answers', async () => {
    const { connection, sent, answer } = fakeConnection();
    const call = createFrameHttp(connection, ['/customer-management']).get('/customer-management/customers/7', {
      params: { full: true, skip: undefined },
    });
    expect(sent).toEqual([
      {
        type: 'request',
        id: 1,
        method: 'GET',
        path: '/customer-management/customers/7',
        params: { full: true },
        body: undefined,
      },
    ]);
    answer({ type: 'response', id: 1, ok: true, body: { id: '7' } });
    await expect(call).resolves.toEqual({ id: '7' });
  });

  test('[PLUG-15] a failure rejects with an AreaHttpError carrying the status, content type and body', async () => {
    const { connection, answer } = fakeConnection();
    const call = createFrameHttp(connection, ['/customer-management']).post('/customer-management/x', { a: 1 });
    answer({
      type: 'response',
      id: 1,
      ok: false,
      failure: {
        kind: 'status',
        message: 'POST /customer-management/x: HTTP 409',
        status: 409,
        contentType: 'application/problem+json',
        body: { title: 'taken' },
      },
    });
    const error = await call.catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(AreaHttpError);
    expect(error).toMatchObject({
      kind: 'status',
      status: 409,
      contentType: 'application/problem+json',
      body: { title: 'taken' },
    });
  });

  test('[PLUG-15] a path outside the prefixes is refused in the frame, before anything is sent', async () => {
    const { connection, sent } = fakeConnection();
    await expect(
      createFrameHttp(connection, ['/customer-management']).get('/user-management/users'),
    ).rejects.toBeInstanceOf(AreaRequestRefused);
    expect(sent).toEqual([]);
  });

  test("[PLUG-15] the caller's abort rejects the call and aborts the portal's request", async () => {
    const { connection, sent } = fakeConnection();
    const controller = new AbortController();
    const call = createFrameHttp(connection, ['/customer-management']).get('/customer-management/customers', {
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toBeDefined();
    expect(sent.at(-1)).toEqual({ type: 'abort', id: 1 });
  });
});
