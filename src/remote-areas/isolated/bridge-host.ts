import { AreaRequestRefused, type AreaRequestOptions, type AreaServices } from '@portal/area-sdk';
import { readFrameMessage, type BridgeFailure, type FrameMessage, type HostMessage } from '@portal/area-sdk/bridge';
import { AreaLoadError, type AreaLoadFailure } from '@portal/area-sdk/loader';
import { apiFailureOf, isApiError } from '@/api/http-client';
import { createRateLimiter, MAX_CALLS_IN_FLIGHT, type RateLimiter } from './rate-limit';

export type BridgeHostDeps = {
  areaId: string;
  basePath: string;
  /** The area's services now (the same `AreaServices` a federated area gets: its http, title, snackbar, telemetry). */
  services: () => AreaServices;
  post: (message: HostMessage) => void;
  /** Navigates the portal's router to a path below `basePath`. */
  navigate: (path: string, replace: boolean) => void;
  go: (delta: -1 | 1) => void;
  shortcut: (keys: { key: string; ctrlKey: boolean; metaKey: boolean }) => void;
  loaded: (version: string | undefined) => void;
  failed: (error: AreaLoadError) => void;
  /** The area threw while rendering in its frame. */
  crashed: (error: Error) => void;
  limiter?: RateLimiter;
  /** Where refusals are named (the console). */
  warn?: (line: string) => void;
};

const FAILURES: readonly AreaLoadFailure[] = ['unavailable', 'incompatible', 'integrity', 'refused'];
const REASONS = ['status', 'unreachable', 'timeout', 'broken', 'stale', 'changed', 'unlisted', 'unenforced'];

/** A failure as the frame reports it, checked: what the portal shows and logs comes from a frame it does not trust. */
function loadError(areaId: string, message: Extract<FrameMessage, { type: 'failed' }>): AreaLoadError {
  const failure = FAILURES.includes(message.failure) ? message.failure : 'unavailable';
  const { reason } = message;
  const known = typeof reason === 'object' && reason !== null && REASONS.includes(reason.kind) ? reason : undefined;
  const text = message.message.startsWith(areaId) ? message.message : `${areaId}: ${message.message}`;
  const details = message.details.filter((detail): detail is string => typeof detail === 'string');
  return new AreaLoadError(failure, text, { details, version: message.version, reason: known });
}

/** Inside the area's path: the base path itself or below it, no dot segment, nothing that leaves the origin. */
export function isInsideArea(path: string, basePath: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path)) return false;
  const { pathname } = new URL(path, 'https://portal.invalid');
  if (pathname !== path.split(/[?#]/)[0] || /%2e|%2f|%5c/i.test(pathname)) return false;
  return pathname === basePath || pathname.startsWith(`${basePath}/`);
}

/** What crosses back for a failed call: its kind and, for an error status, the answer's status, content type and body. */
function failureOf(error: unknown, label: string): BridgeFailure {
  if (error instanceof AreaRequestRefused) return { kind: 'refused', message: error.message };
  const failure = apiFailureOf(error);
  if (failure?.kind === 'status') {
    const response = isApiError(error) ? error.response : undefined;
    const contentType = response?.headers['content-type'];
    return {
      kind: 'status',
      message: `${label}: HTTP ${failure.status}`,
      status: failure.status,
      ...(typeof contentType === 'string' ? { contentType } : {}),
      body: response?.data,
    };
  }
  if (failure?.kind === 'timeout')
    return { kind: 'timeout', message: `${label}: no answer within ${failure.seconds} s` };
  if (failure?.kind === 'contract' || failure?.kind === 'network' || failure?.kind === 'stopped')
    return { kind: failure.kind, message: `${label}: ${failure.kind}` };
  return { kind: 'failed', message: `${label}: failed` };
}

/**
 * PLUG-15, PLUG-16: the portal's end of an isolated area's bridge. Every message is read as coming
 * from code the portal does not trust: its shape and size checked, counted against the bridge's
 * limits, and carried out with the area's own services, which check its API prefixes and send through
 * the portal's http client (token and `customerId` added there; the call bounded by its deadlines).
 * A call answers the body, or why it failed; refusals are named in the console.
 */
export function createBridgeHost(deps: BridgeHostDeps) {
  const { areaId, basePath, post } = deps;
  const warn = deps.warn ?? ((line: string) => console.warn(line));
  const limiter = deps.limiter ?? createRateLimiter();
  const calls = new Map<number, AbortController>();
  const limited = new Map<string, number>();
  let settled = false;

  const refuse = (what: string) => warn(`Remote area ${areaId}: refused ${what}`);
  /** The first message over a limit within 10 s is named, with the number refused before it. */
  const overLimit = (type: string) => {
    const now = Date.now();
    const since = limited.get(type);
    if (since === undefined || now - since > 10_000) {
      limited.set(type, now);
      refuse(`${type} messages from its frame: over the bridge's rate limit (PLUG-16)`);
    }
  };

  const request = (message: Extract<FrameMessage, { type: 'request' }>) => {
    const { id, method, path, params, body } = message;
    const label = `${method} ${path}`;
    const answer = (failure: BridgeFailure) => post({ type: 'response', id, ok: false, failure });
    if (calls.size >= MAX_CALLS_IN_FLIGHT || calls.has(id)) {
      overLimit('request');
      return answer({ kind: 'limited', message: `${label}: too many calls at once` });
    }
    const controller = new AbortController();
    calls.set(id, controller);
    const options: AreaRequestOptions = { ...(params ? { params } : {}), signal: controller.signal };
    const { http } = deps.services();
    const call =
      method === 'GET' || method === 'DELETE'
        ? http[method === 'GET' ? 'get' : 'delete'](path, options)
        : http[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch'](path, body, options);
    call.then(
      (result) => {
        try {
          post({ type: 'response', id, ok: true, body: result });
        } catch {
          answer({ kind: 'failed', message: `${label}: its answer cannot be passed to the frame` });
        }
      },
      (error: unknown) => {
        const failure = failureOf(error, label);
        if (failure.kind === 'refused') refuse(`${label}: ${failure.message.replace(/^Refused "[^"]*": /, '')}`);
        answer(failure);
      },
    );
    void call.finally(() => calls.delete(id)).catch(() => undefined);
  };

  const handle = (message: FrameMessage) => {
    const services = deps.services();
    switch (message.type) {
      case 'loaded':
      case 'failed':
        // One outcome per frame: what a frame says later cannot undo a refusal or fake a load.
        if (settled) return refuse(`a second "${message.type}" from its frame`);
        settled = true;
        return message.type === 'loaded' ? deps.loaded(message.version) : deps.failed(loadError(areaId, message));
      case 'request':
        return request(message);
      case 'abort':
        return calls.get(message.id)?.abort();
      case 'navigate':
        if (!isInsideArea(message.path, basePath))
          return refuse(`a navigation to ${message.path}: outside ${basePath}`);
        return deps.navigate(message.path, message.replace);
      case 'go':
        return deps.go(message.delta);
      case 'title':
        return services.setTitle(message.title);
      case 'notify':
        return services.notify({ message: message.message, ...(message.tone ? { tone: message.tone } : {}) });
      case 'telemetry':
        return services.telemetry?.event(message.name, message.attributes);
      case 'error':
        return deps.crashed(Object.assign(new Error(message.message), { name: message.name }));
      case 'shortcut':
        return message.key.toLowerCase() === 'k' ? deps.shortcut(message) : refuse(`the shortcut ${message.key}`);
    }
  };

  return {
    /** One message from the frame's port. */
    receive(data: unknown) {
      const read = readFrameMessage(data);
      if (!read.ok) return refuse(`a message from its frame (${read.type}: ${read.problem})`);
      if (!limiter.take(read.message.type)) {
        overLimit(read.message.type);
        if (read.message.type === 'request')
          post({
            type: 'response',
            id: read.message.id,
            ok: false,
            failure: { kind: 'limited', message: `${read.message.method} ${read.message.path}: over the rate limit` },
          });
        return;
      }
      handle(read.message);
    },
    /** The frame is gone: its calls under way are aborted. */
    close() {
      calls.forEach((controller) => controller.abort());
      calls.clear();
    },
  };
}

export type BridgeHost = ReturnType<typeof createBridgeHost>;
