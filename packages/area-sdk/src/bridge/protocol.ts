/**
 * PLUG-15: the bridge between the portal and an isolated area's frame, as data. The frame says
 * `hello` to its parent window; the portal, having checked the message's origin and source, answers
 * `connect` with one port of a `MessageChannel`; everything else travels over that port. Nothing the
 * portal sends holds a token, a header or a request's configuration: the frame gets what an area
 * gets through the SDK, and the bodies and statuses of its own calls.
 */
import type { AreaCustomer, AreaTelemetryValue, AreaUser, NotificationTone } from '../index.ts';
import type { AreaLoadFailure, AreaLoadReason } from '../loader/area-load-error.ts';

/** The protocol's version: a frame page and a portal of different versions do not connect. */
export const BRIDGE_PROTOCOL = 1;

/** The frame's first word to its parent window (`postMessage` to the portal's origin). */
export type FrameHello = { readonly portalAreaFrame: 'hello'; readonly protocol: number };
/** The portal's answer, with the frame's end of the channel as the message's one transferred port. */
export type HostConnect = { readonly portalAreaFrame: 'connect'; readonly protocol: number };

export const isFrameHello = (data: unknown): data is FrameHello =>
  isRecord(data) && data.portalAreaFrame === 'hello' && data.protocol === BRIDGE_PROTOCOL;
export const isHostConnect = (data: unknown): data is HostConnect =>
  isRecord(data) && data.portalAreaFrame === 'connect' && data.protocol === BRIDGE_PROTOCOL;

/** The area as the frame loads it: its config entry's loading keys and where it lives in the portal. */
export type FrameArea = {
  readonly id: string;
  readonly entry: string;
  readonly module: string;
  readonly integrity?: string;
  readonly basePath: string;
  readonly apiPrefixes: readonly string[];
};

/** Joy's colour scheme and the colour-blind mode (THEME-01/02), with the palette's CSS variables. */
export type FrameAppearance = {
  readonly scheme: 'light' | 'dark';
  readonly colourBlind: boolean;
  readonly colourBlindPalette: { readonly light: Record<string, string>; readonly dark: Record<string, string> };
};

/** What the area sees of the portal, at the start and after every change. */
export type FrameContext = {
  readonly user: AreaUser;
  readonly customer: AreaCustomer | null;
  readonly language: 'en' | 'de';
  readonly appearance: FrameAppearance;
};

/** A location of the portal's history, below the area's base path. */
export type FrameLocation = { readonly pathname: string; readonly search: string; readonly hash: string };

/** Why a call failed, as the frame's HTTP client rejects with it (`AreaHttpError`). */
export type BridgeFailure = {
  readonly kind: 'refused' | 'limited' | 'status' | 'timeout' | 'network' | 'contract' | 'stopped' | 'failed';
  readonly message: string;
  /** `status`: the answer's status, content type and body (nothing else of it crosses). */
  readonly status?: number;
  readonly contentType?: string;
  readonly body?: unknown;
};

/** Portal → frame. */
export type HostMessage =
  | {
      readonly type: 'init';
      readonly area: FrameArea;
      readonly context: FrameContext;
      readonly location: FrameLocation;
      /** How long the frame may take to load the area's files (a read's deadline, RES-02). */
      readonly loadTimeoutMs: number;
      /** OBS-09: whether the portal sends the area's own events (`useAreaTelemetry` is a no-op otherwise). */
      readonly telemetry: boolean;
    }
  | { readonly type: 'context'; readonly context: FrameContext }
  | { readonly type: 'location'; readonly location: FrameLocation }
  | { readonly type: 'response'; readonly id: number; readonly ok: true; readonly body: unknown }
  | { readonly type: 'response'; readonly id: number; readonly ok: false; readonly failure: BridgeFailure };

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
type Params = Readonly<Record<string, string | number | boolean>>;

/** Frame → portal. */
export type FrameMessage =
  | { readonly type: 'loaded'; readonly version?: string }
  | {
      readonly type: 'failed';
      readonly failure: AreaLoadFailure;
      readonly message: string;
      readonly reason?: AreaLoadReason;
      readonly details: readonly string[];
      readonly version?: string;
    }
  | {
      readonly type: 'request';
      readonly id: number;
      readonly method: HttpMethod;
      readonly path: string;
      readonly params?: Params;
      readonly body?: unknown;
    }
  | { readonly type: 'abort'; readonly id: number }
  | { readonly type: 'navigate'; readonly path: string; readonly replace: boolean }
  | { readonly type: 'go'; readonly delta: -1 | 1 }
  | { readonly type: 'title'; readonly title: string }
  | { readonly type: 'notify'; readonly message: string; readonly tone?: NotificationTone }
  | {
      readonly type: 'telemetry';
      readonly name: string;
      readonly attributes?: Readonly<Record<string, AreaTelemetryValue>>;
    }
  | { readonly type: 'error'; readonly name: string; readonly message: string }
  | { readonly type: 'shortcut'; readonly key: string; readonly ctrlKey: boolean; readonly metaKey: boolean };

export type FrameMessageType = FrameMessage['type'];

/** What one message may carry: what a user would see or an area would need, and no more. */
export const BRIDGE_LIMITS = {
  path: 2048,
  title: 200,
  notification: 500,
  error: 1000,
  /** A request body, as JSON. */
  bodyChars: 1024 * 1024,
  params: 32,
  telemetryName: 64,
  telemetryAttributes: 16,
  telemetryValue: 256,
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/** The size of a body as JSON, or undefined when it is not JSON at all. */
function jsonLength(value: unknown): number | undefined {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return undefined;
  }
}

const scalarRecord = (value: unknown, entries: number, chars: number) =>
  isRecord(value) &&
  Object.keys(value).length <= entries &&
  Object.entries(value).every(([key, item]) => key.length <= 64 && isScalar(item) && String(item).length <= chars);

/** The problem with a request, or undefined when its shape is one the portal sends on. */
function requestProblem(data: Record<string, unknown>): string | undefined {
  if (!isId(data.id)) return 'a request needs a numeric id';
  if (!(HTTP_METHODS as readonly unknown[]).includes(data.method))
    return `method ${String(data.method)} is not one of HTTP_METHODS`;
  if (!isText(data.path, BRIDGE_LIMITS.path)) return 'a request needs a path';
  if (data.params !== undefined && !scalarRecord(data.params, BRIDGE_LIMITS.params, BRIDGE_LIMITS.path))
    return 'params must be a few strings, numbers or booleans';
  const size = jsonLength(data.body);
  if (size === undefined || size > BRIDGE_LIMITS.bodyChars) return 'the body must be JSON of at most 1 MiB';
  return undefined;
}

const PROBLEMS: Record<FrameMessageType, (data: Record<string, unknown>) => string | undefined> = {
  loaded: (data) => (data.version === undefined || isText(data.version, 64) ? undefined : 'a bad version'),
  failed: (data) =>
    isText(data.message, BRIDGE_LIMITS.error) && Array.isArray(data.details) && isText(data.failure, 32)
      ? undefined
      : 'a failure needs a message and details',
  request: requestProblem,
  abort: (data) => (isId(data.id) ? undefined : 'an abort needs the request id'),
  navigate: (data) =>
    isText(data.path, BRIDGE_LIMITS.path) && typeof data.replace === 'boolean'
      ? undefined
      : 'a navigation needs a path',
  go: (data) => (data.delta === -1 || data.delta === 1 ? undefined : 'go takes -1 or 1'),
  title: (data) => (isText(data.title, BRIDGE_LIMITS.title) ? undefined : 'a title is a short text'),
  notify: (data) =>
    isText(data.message, BRIDGE_LIMITS.notification) &&
    (data.tone === undefined ||
      (typeof data.tone === 'string' && ['success', 'warning', 'danger', 'neutral'].includes(data.tone)))
      ? undefined
      : 'a notification is a short text and a tone',
  telemetry: (data) =>
    isText(data.name, BRIDGE_LIMITS.telemetryName) &&
    (data.attributes === undefined ||
      scalarRecord(data.attributes, BRIDGE_LIMITS.telemetryAttributes, BRIDGE_LIMITS.telemetryValue))
      ? undefined
      : 'an event is a short name and a few scalar attributes',
  error: (data) =>
    isText(data.name, 100) && isText(data.message, BRIDGE_LIMITS.error)
      ? undefined
      : 'an error is a name and a message',
  shortcut: (data) =>
    isText(data.key, 16) && typeof data.ctrlKey === 'boolean' && typeof data.metaKey === 'boolean'
      ? undefined
      : 'a shortcut is a key and its modifiers',
};

const CHECKS = new Map<string, (data: Record<string, unknown>) => string | undefined>(Object.entries(PROBLEMS));

export type ReadMessage = { ok: true; message: FrameMessage } | { ok: false; type: string; problem: string };

/**
 * The portal's reading of what arrives from a frame, which it does not trust: a message of a known
 * type whose fields have the types and sizes above, or the problem, to be refused and named.
 */
export function readFrameMessage(data: unknown): ReadMessage {
  if (!isRecord(data) || typeof data.type !== 'string') return { ok: false, type: '?', problem: 'not a message' };
  const check = CHECKS.get(data.type);
  if (!check) return { ok: false, type: data.type.slice(0, 32), problem: 'an unknown type' };
  const problem = check(data);
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- its type's check above passed
  return problem ? { ok: false, type: data.type, problem } : { ok: true, message: data as FrameMessage };
}
