import { checkAreaPath, type AreaHttpClient, type AreaRequestOptions } from '@portal/area-sdk';
import { gatewayRequest } from '@/api/http-client';

type Send = <T>(config: Parameters<typeof gatewayRequest>[0]) => Promise<T>;

/**
 * The HTTP client an area gets (PLUG-03): the portal's own client (its interceptors add the token and
 * `customerId`, refresh on 401 and refuse foreign origins), limited to the area's API prefixes. The
 * area passes a path, parameters, a body and a signal, never headers, a base URL or a token.
 */
// A refusal (thrown before sending) comes back as a rejected promise, like a failed request.
const guarded =
  <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
  (...args: A): Promise<T> => {
    try {
      return call(...args);
    } catch (error) {
      return Promise.reject(error);
    }
  };

export function createScopedHttp(
  apiPrefixes: readonly string[],
  send: Send = (config) => gatewayRequest(config),
): AreaHttpClient {
  const request = <T>(method: string, path: string, data: unknown, options: AreaRequestOptions = {}) => {
    const url = checkAreaPath(path, apiPrefixes);
    return send<T>({ method, url, data, params: options.params, signal: options.signal });
  };
  return {
    get: guarded((path, options) => request('GET', path, undefined, options)),
    delete: guarded((path, options) => request('DELETE', path, undefined, options)),
    post: guarded((path, body, options) => request('POST', path, body, options)),
    put: guarded((path, body, options) => request('PUT', path, body, options)),
    patch: guarded((path, body, options) => request('PATCH', path, body, options)),
  };
}
