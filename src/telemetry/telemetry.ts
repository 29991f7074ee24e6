/**
 * OBS-02: the telemetry on the start's path, kept small: every report goes into a bounded queue until
 * the telemetry code (src/telemetry/export/, its own chunk, loaded when the page is idle) takes it, or
 * is dropped at once where telemetry is off (no collector configured, not sampled, switched off).
 */
import type { Place, TelemetryRecord } from './records';

/** What is kept before the telemetry code loads; later records are dropped (the start's first ones matter most). */
export const EARLY_QUEUE_LIMIT = 100;

let state: 'early' | 'off' | 'on' = 'early';
let queue: TelemetryRecord[] = [];
let sink: ((record: TelemetryRecord) => void) | undefined;
let place: Place = { route: '/', area: 'core' };
let propagation = false;
/** The places of the last paths visited (a vital measured for an earlier URL gets its route) and the remote areas' versions. */
const places = new Map<string, Place>();
const versions = new Map<string, string>();
let routeWatcher: ((pathname: string) => void) | undefined;

/** Where the user is now: set by the router on every route, read by every record made meanwhile. */
export function setPlace(next: Place, pathname: string): void {
  place = next;
  if (places.size > 50) places.clear();
  places.set(pathname, next);
  routeWatcher?.(pathname);
}

/** OBS-05: the telemetry code hears of every route the router shows from now on (its route changes' vitals). */
export const watchRoutes = (watcher: ((pathname: string) => void) | undefined): void => void (routeWatcher = watcher);

/** The place of a path visited in this page, if it was; a remote area's version, once its manifest was read. */
export const placeOfPath = (pathname: string): Place | undefined => places.get(pathname);
export const noteAreaVersion = (id: string, version: string): void => void versions.set(id, version);
export const areaVersion = (id: string): string | undefined => versions.get(id);

/** Whether API requests carry `traceparent` (OBS-04: only where the platform asked for it). */
export const propagatesTraces = (): boolean => state !== 'off' && propagation;

/** The place of a record made now; `area` where the maker knows better (a boundary, an area's event). */
export const placeNow = (area?: string): Place => (area ? { ...place, area } : place);

/** Records one thing to report; free where telemetry is off. Never throws. */
export function report(make: () => TelemetryRecord): void {
  if (state === 'off') return;
  try {
    const record = make();
    if (sink) sink(record);
    else if (queue.length < EARLY_QUEUE_LIMIT) queue.push(record);
  } catch {
    // A telemetry failure is invisible to the user (OBS-08).
  }
}

/** Reports an error caught by a boundary, a failed operation or load (OBS-03); `area` where the reporter knows it. */
export const reportError = (
  error: unknown,
  source: 'uncaught' | 'rejection' | 'boundary' | 'operation' | 'area-load',
  where?: string,
  area?: string,
): void => report(() => ({ type: 'error', at: Date.now(), place: placeNow(area), error, source, where }));

const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, 'uncaught', event.filename);
const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, 'rejection');
const onViolation = (violation: SecurityPolicyViolationEvent) =>
  report(() => ({ type: 'csp', at: Date.now(), place: placeNow(), violation }));

function listen(target: Window, on: boolean): void {
  if (on) {
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    target.document.addEventListener('securitypolicyviolation', onViolation);
  } else {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.document.removeEventListener('securitypolicyviolation', onViolation);
  }
}

/** Boot: the page's errors, rejections and CSP violations are kept from the very start (OBS-02). */
export const installEarlyTelemetry = (target: Window = window): void => listen(target, true);

/** Telemetry is off for this page: the listeners go, the queue is dropped, later reports cost nothing. */
export function stopTelemetry(target: Window = window): void {
  state = 'off';
  queue = [];
  sink = undefined;
  listen(target, false);
}

/**
 * This page sends (configured, sampled, not switched off): records are kept until the telemetry code
 * connects, API requests carry `traceparent` where the platform asked for it (OBS-04). After
 * {@link stopTelemetry} (the user switched diagnostics off), the listeners come back.
 */
export function keepTelemetry(options: { propagation: boolean }, target: Window = window): void {
  if (state === 'off') listen(target, true);
  if (state !== 'on') state = 'early';
  propagation = options.propagation;
}

/** The telemetry code takes over: what was queued first, then every record as it is made. */
export function connectTelemetry(next: (record: TelemetryRecord) => void): void {
  state = 'on';
  sink = next;
  for (const record of queue.splice(0)) next(record);
}

/** For tests: as a fresh page. */
export function resetTelemetry(target: Window = window): void {
  stopTelemetry(target);
  state = 'early';
  propagation = false;
  place = { route: '/', area: 'core' };
  places.clear();
  versions.clear();
  routeWatcher = undefined;
}
