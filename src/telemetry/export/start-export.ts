/**
 * The telemetry code (OBS-02: its own chunk, loaded when the page is idle after first paint): the
 * OpenTelemetry SDK's logger and tracer providers with batch processors, fed by the entry's queue and
 * by web-vitals, sending OTLP/HTTP (protobuf) through the portal's own origin. Every record carries the
 * release, the route template and the area (with a remote area's version), the tenant (the selected
 * customer's id) and, where the platform gave a key, the user's keyed hash; every string is scrubbed.
 */
import { SeverityNumber, SpanKind, SpanStatusCode, type Attributes } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider, type LogRecordExporter } from '@opentelemetry/sdk-logs';
import { BatchSpanProcessor, TracerProvider, type IdGenerator, type SpanExporter } from '@opentelemetry/sdk-trace';
import { areaVersion, connectTelemetry, placeNow, placeOfPath, stopTelemetry, watchRoutes } from '../telemetry';
import type { Place, TelemetryRecord } from '../records';
import { createDedupe } from './dedupe';
import { createLogExporter, createSpanExporter } from './otlp-exporters';
import { areaOfScript, createScrubber } from './scrub';
import { Transport } from './transport';
import { startVitals, type VitalSink } from './vitals';
import { startRouteVitals } from './route-vitals';
import { consoleExporters } from './console-exporters';

/** Where nginx proxies the collector's OTLP/HTTP receiver (OBS-01). */
export const TELEMETRY_BASE = '/telemetry/v1';
/** A random id of the page session (the tab), so that one user's records can be read together. */
export const SESSION_ID_KEY = 'portal.telemetry.session';
/** OBS-09: an area's own events: at most this many a minute per area, and this many per page. */
export const AREA_EVENTS_PER_MINUTE = 20;
export const AREA_EVENTS_PER_PAGE = 200;
const AREA_EVENT_ATTRIBUTES = 10;

export type ExportOptions = {
  release: string;
  environment: string;
  /** The platform's key of the user's hash; undefined: records carry no user attribute. */
  userHashKey?: string;
  /** What identifies the user (hashed with the key, never sent as it is) and is redacted wherever it appears. */
  user: string;
  /** The selected customer's id: the tenant attribute (the one id that is sent as it is). */
  tenant: () => string | undefined;
  /** Mock mode: what would be sent is printed to the console, nothing is sent (OBS-09). */
  printOnly?: boolean;
  /** For tests: the transport, or the exporters themselves (the SDK's in-memory ones). */
  transport?: Transport;
  exporters?: { logs: LogRecordExporter; spans: SpanExporter };
};

export type RunningExport = {
  /** Sends what is batched now (the page is hidden). */
  flush(): Promise<void>;
  /** The user switched diagnostics off: nothing more is sent, what waits is dropped. */
  stop(): Promise<void>;
};

/** An error as the records carry it: its kind, message and stack (scrubbed before it is sent). */
export function describeError(error: unknown): { type: string; message: string; stack?: string } {
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack };
  return { type: typeof error, message: String(error) };
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The user's keyed hash (HMAC-SHA-256, the first 128 bits): stable per platform key, unreadable without it. */
export async function userHashOf(key: string, user: string): Promise<string | undefined> {
  try {
    const encoder = new TextEncoder();
    const hmac = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    const signature = await crypto.subtle.sign('HMAC', hmac, encoder.encode(user.trim().toLowerCase()));
    return hex(new Uint8Array(signature).slice(0, 16));
  } catch {
    return undefined;
  }
}

const randomHex = (bytes: number) => hex(crypto.getRandomValues(new Uint8Array(bytes)));

function sessionId(): string {
  try {
    const known = window.sessionStorage.getItem(SESSION_ID_KEY);
    if (known) return known;
    const id = randomHex(8);
    window.sessionStorage.setItem(SESSION_ID_KEY, id);
    return id;
  } catch {
    return randomHex(8);
  }
}

/** The span ids the http client put into `traceparent` (OBS-04), else random ones. */
function createIdGenerator(): IdGenerator & { next?: { traceId: string; spanId: string } } {
  const ids: IdGenerator & { next?: { traceId: string; spanId: string } } = {
    generateTraceId: () => ids.next?.traceId ?? randomHex(16),
    generateSpanId: () => ids.next?.spanId ?? randomHex(8),
  };
  return ids;
}

const browserName = (agent: string): string =>
  /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(agent)
        ? 'Chromium'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'other';

export async function startExport(options: ExportOptions): Promise<RunningExport> {
  const scrub = createScrubber([options.user]);
  const userHash = options.userHashKey ? await userHashOf(options.userHashKey, options.user) : undefined;
  const session = sessionId();
  const resource = resourceFromAttributes({
    'service.name': 'management-portal',
    'service.version': options.release,
    'deployment.environment.name': options.environment,
    'browser.name': browserName(navigator.userAgent),
    'browser.mobile': /Mobi|Android/.test(navigator.userAgent),
  });
  const transport = options.transport ?? new Transport({ base: TELEMETRY_BASE });
  const exporters: { logs: LogRecordExporter; spans: SpanExporter } =
    options.exporters ??
    (__MOCK__ && options.printOnly
      ? consoleExporters()
      : { logs: createLogExporter(transport), spans: createSpanExporter(transport) });
  const batching = {
    maxExportBatchSize: 50,
    maxQueueSize: 500,
    scheduledDelayMillis: 5000,
    exportTimeoutMillis: 15_000,
  };
  const loggerProvider = new LoggerProvider({
    resource,
    logRecordLimits: { attributeValueLengthLimit: 4096, attributeCountLimit: 48 },
    processors: [new BatchLogRecordProcessor({ exporter: exporters.logs, ...batching })],
  });
  const ids = createIdGenerator();
  const tracerProvider = new TracerProvider({
    resource,
    idGenerator: ids,
    spanLimits: { attributeValueLengthLimit: 1024, attributeCountLimit: 32 },
    spanProcessors: [new BatchSpanProcessor({ exporter: exporters.spans, ...batching })],
  });
  const logger = loggerProvider.getLogger('management-portal', options.release);
  const tracer = tracerProvider.getTracer('management-portal', options.release);
  const dedupe = createDedupe();
  const areaEvents = new Map<string, number[]>();
  let areaEventsSent = 0;

  /** What every record says of where it happened and whose it was. */
  const common = (place: Place, area = place.area): Attributes => {
    const version = areaVersion(area);
    const tenant = options.tenant();
    return {
      'portal.route': place.route,
      'portal.area': area,
      ...(version ? { 'portal.area.version': version } : {}),
      ...(tenant ? { 'portal.tenant': tenant } : {}),
      'session.id': session,
      ...(userHash ? { 'user.hash': userHash } : {}),
    };
  };
  const emit = (eventName: string, at: number, attributes: Attributes, severity = SeverityNumber.INFO) =>
    logger.emit({ eventName, timestamp: at, severityNumber: severity, attributes });

  const take = (record: TelemetryRecord) => {
    switch (record.type) {
      case 'error': {
        const error = describeError(record.error);
        const area = areaOfScript(error.stack) ?? areaOfScript(record.where) ?? record.place.area;
        const attributes: Attributes = {
          'exception.type': scrub(error.type),
          'exception.message': scrub(error.message),
          ...(error.stack ? { 'exception.stacktrace': scrub(error.stack) } : {}),
          'portal.error.source': record.source,
          ...(record.where ? { 'portal.error.where': scrub(record.where) } : {}),
          ...common(record.place, area),
        };
        const key = JSON.stringify([error.type, error.message, area, record.place.route, record.where]);
        if (
          dedupe.first(key, (count) =>
            emit(
              'portal.exception.repeated',
              Date.now(),
              { ...attributes, 'portal.repeats': count },
              SeverityNumber.ERROR,
            ),
          )
        )
          emit('exception', record.at, attributes, SeverityNumber.ERROR);
        break;
      }
      case 'csp': {
        const { effectiveDirective: directive, blockedURI: blocked, sourceFile: source } = record.violation;
        const area = areaOfScript(source) ?? areaOfScript(blocked) ?? record.place.area;
        const attributes: Attributes = {
          'csp.directive': directive,
          'csp.blocked': scrub(blocked),
          ...(source ? { 'csp.source': scrub(source) } : {}),
          ...common(record.place, area),
        };
        const key = JSON.stringify([directive, blocked, source, area]);
        if (
          dedupe.first(key, (count) =>
            emit(
              'browser.csp_violation.repeated',
              Date.now(),
              { ...attributes, 'portal.repeats': count },
              SeverityNumber.WARN,
            ),
          )
        )
          emit('browser.csp_violation', record.at, attributes, SeverityNumber.WARN);
        break;
      }
      case 'span': {
        ids.next = record.traceId && record.spanId ? { traceId: record.traceId, spanId: record.spanId } : undefined;
        const span = tracer.startSpan(`${record.method} ${record.path}`, {
          kind: SpanKind.CLIENT,
          startTime: record.at,
          attributes: {
            'http.request.method': record.method,
            'url.template': record.path,
            'portal.operation.id': record.operationId,
            'portal.outcome': record.outcome,
            'http.request.resend_count': record.attempt - 1,
            ...(record.status ? { 'http.response.status_code': record.status } : {}),
            ...(record.outcome === 'ok'
              ? {}
              : { 'error.type': record.outcome === 'status' ? String(record.status) : record.outcome }),
            ...common(record.place),
          },
        });
        ids.next = undefined;
        if (record.outcome !== 'ok') span.setStatus({ code: SpanStatusCode.ERROR, message: record.outcome });
        span.end(record.at + record.durationMs);
        break;
      }
      case 'event': {
        const now = Date.now();
        const recent = (areaEvents.get(record.place.area) ?? []).filter((at) => at > now - 60_000);
        if (recent.length >= AREA_EVENTS_PER_MINUTE || areaEventsSent >= AREA_EVENTS_PER_PAGE) return;
        recent.push(now);
        areaEvents.set(record.place.area, recent);
        areaEventsSent += 1;
        const attributes: Attributes = { 'portal.area_event.name': scrub(record.name).slice(0, 100) };
        for (const [name, value] of Object.entries(record.attributes).slice(0, AREA_EVENT_ATTRIBUTES))
          if (/^[a-z][a-z0-9_.]{0,63}$/.test(name))
            attributes[`portal.area_event.${name}`] = typeof value === 'string' ? scrub(value).slice(0, 200) : value;
        emit('portal.area_event', record.at, { ...attributes, ...common(record.place) });
        break;
      }
    }
  };

  const vital: VitalSink = ({ pathname, attributes }) => {
    const place = (pathname && placeOfPath(pathname)) || placeNow();
    const scrubbed: Attributes = {};
    for (const [name, value] of Object.entries(attributes))
      scrubbed[name] = typeof value === 'string' ? scrub(value) : value;
    emit('browser.web_vital', Date.now(), { ...scrubbed, ...common(place) });
  };
  const measuring = (() => {
    try {
      const load = startVitals(vital, window.location.pathname);
      const routes = startRouteVitals(vital, window.location.pathname);
      watchRoutes((pathname) => {
        load.routeShown(pathname, performance.now());
        routes.routeShown(pathname);
      });
      return { flush: () => (load.flush(), routes.flush()), stop: () => (watchRoutes(undefined), routes.stop()) };
    } catch {
      // A browser without the Performance APIs measures nothing (OBS-08: and says nothing).
      return { flush: () => undefined, stop: () => undefined };
    }
  })();

  const flush = async () => {
    dedupe.flush();
    await Promise.allSettled([loggerProvider.forceFlush(), tracerProvider.forceFlush()]);
  };
  /** The page is hidden: what the measurements hold so far, then every batch. */
  const flushAll = () => {
    measuring.flush();
    return flush();
  };
  // OBS-08: what is batched goes when the page is hidden or left (keepalive carries it past the page).
  // On the window, as the event bubbles up from the document: after web-vitals' own listeners there
  // have reported the last values of the page.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void flushAll();
  };
  const onPageHide = () => void flushAll();
  window.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  connectTelemetry((record) => {
    try {
      take(record);
    } catch {
      // OBS-08: a telemetry failure is invisible to the user.
    }
  });
  return {
    flush,
    async stop() {
      transport.stop();
      measuring.stop();
      stopTelemetry();
      window.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      await Promise.allSettled([loggerProvider.shutdown(), tracerProvider.shutdown()]);
    },
  };
}
