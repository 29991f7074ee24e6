/**
 * PLUG-15: `useAreaHttp()` in a frame. The path is checked here as in the portal (an honest area's
 * mistake is refused before anything is sent), then the call goes over the bridge: the portal checks
 * it again, sends it through its own client (token, `customerId`, deadlines) and answers the body, or
 * why it failed. A caller's abort signal aborts the portal's request too.
 */
import { checkAreaPath } from '../src/area-path.ts';
import { AreaHttpError } from '../src/errors.ts';
import type { HttpMethod } from '../src/bridge/protocol.ts';
import type { AreaHttpClient, AreaRequestOptions } from '../src/index.ts';
import type { Connection } from './connection.ts';

export function createFrameHttp(connection: Connection, apiPrefixes: readonly string[]): AreaHttpClient {
  let next = 0;
  const pending = new Map<number, { resolve: (body: unknown) => void; reject: (error: Error) => void }>();
  connection.listen((message) => {
    if (message.type !== 'response') return;
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.ok) call.resolve(message.body);
    else {
      const { kind, message: text, ...answer } = message.failure;
      call.reject(new AreaHttpError(kind, text, answer));
    }
  });
  const send = <T>(method: HttpMethod, path: string, body: unknown, options: AreaRequestOptions = {}): Promise<T> => {
    try {
      checkAreaPath(path, apiPrefixes);
    } catch (refused) {
      return Promise.reject(refused);
    }
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = (next += 1);
    const params = Object.fromEntries(
      Object.entries(options.params ?? {}).filter(
        (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
      ),
    );
    return new Promise<T>((resolve, reject) => {
      const stop = () => {
        pending.delete(id);
        connection.send({ type: 'abort', id });
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', stop, { once: true });
      const settle =
        <A>(then: (value: A) => void) =>
        (value: A) => {
          signal?.removeEventListener('abort', stop);
          then(value);
        };
      // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the caller names the body's type, as with the portal's client
      pending.set(id, { resolve: settle((value) => resolve(value as T)), reject: settle(reject) });
      connection.send({ type: 'request', id, method, path, ...(Object.keys(params).length ? { params } : {}), body });
    });
  };
  return {
    get: (path, options) => send('GET', path, undefined, options),
    delete: (path, options) => send('DELETE', path, undefined, options),
    post: (path, body, options) => send('POST', path, body, options),
    put: (path, body, options) => send('PUT', path, body, options),
    patch: (path, body, options) => send('PATCH', path, body, options),
  };
}
