/**
 * OBS-10: a loopback OTLP/HTTP receiver, standing in for the platform's OpenTelemetry Collector (not
 * installable here). It takes `POST /v1/logs` and `POST /v1/traces` in protobuf, as the Collector's
 * receiver does, and decodes them with code generated from OpenTelemetry's own `.proto` definitions
 * (opentelemetry-proto, compiled by protobufjs in `otlp-definitions`): a body that does not decode, or
 * carries fields those definitions do not know, is a malformed payload, answered 400 and listed in
 * {@link OtlpReceiver.failures} for the test to fail on. It keeps every body as received, so a test
 * can search them for what must never be sent. Stops with its process, or after `idleTimeoutMs`.
 */
import { createRequire } from 'node:module';
import { createServer, type IncomingHttpHeaders } from 'node:http';

type AnyValue = {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
};
type KeyValue = { key: string; value?: AnyValue };
type Resource = { resource?: { attributes?: KeyValue[] } };
/** The requests as protobufjs's `toObject` gives them (longs as strings, bytes as base64). */
type LogsRequest = {
  resourceLogs?: (Resource & {
    scopeLogs?: {
      scope?: { name?: string };
      logRecords?: {
        eventName?: string;
        severityNumber?: number;
        timeUnixNano?: string;
        attributes?: KeyValue[];
      }[];
    }[];
  })[];
};
type TracesRequest = {
  resourceSpans?: (Resource & {
    scopeSpans?: {
      spans?: {
        name?: string;
        kind?: number;
        traceId?: string;
        spanId?: string;
        startTimeUnixNano?: string;
        endTimeUnixNano?: string;
        status?: { code?: number; message?: string };
        attributes?: KeyValue[];
      }[];
    }[];
  })[];
};
type ProtoType<T> = {
  decode(bytes: Uint8Array): unknown;
  encode(message: unknown): { finish(): Uint8Array };
  fromObject(value: object): unknown;
  toObject(message: unknown, options: object): T;
};
type Service<Request> = { [name: string]: ProtoType<Request> };

const require = createRequire(import.meta.url);
// oxlint-disable-next-line typescript/no-unsafe-type-assertion -- generated CommonJS code without types: its shape as opentelemetry-proto defines it
const root = require('otlp-definitions/build/src/generated/root.js') as {
  opentelemetry: {
    proto: {
      collector: {
        logs: {
          v1: Service<LogsRequest> &
            Record<'ExportLogsServiceRequest' | 'ExportLogsServiceResponse', ProtoType<LogsRequest>>;
        };
        trace: {
          v1: Service<TracesRequest> &
            Record<'ExportTraceServiceRequest' | 'ExportTraceServiceResponse', ProtoType<TracesRequest>>;
        };
      };
    };
  };
};
const { logs: logsService, trace: traceService } = root.opentelemetry.proto.collector;
/** The OTLP request types, for tests that encode one (otlp-receiver.test.ts). */
export const LOGS = logsService.v1.ExportLogsServiceRequest;
const TRACES = traceService.v1.ExportTraceServiceRequest;
const LOGS_RESPONSE = logsService.v1.ExportLogsServiceResponse;
const TRACES_RESPONSE = traceService.v1.ExportTraceServiceResponse;

export type Attributes = Record<string, string | number | boolean | (string | number | boolean)[]>;

export type ReceivedLog = {
  eventName: string;
  severityNumber: number;
  timeUnixNano: string;
  attributes: Attributes;
  resource: Attributes;
  scope: string;
};

export type ReceivedSpan = {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  startUnixNano: string;
  endUnixNano: string;
  status: { code: number; message?: string };
  attributes: Attributes;
  resource: Attributes;
};

export type ReceivedBody = { signal: 'logs' | 'traces'; bytes: Buffer; headers: IncomingHttpHeaders };

export type OtlpReceiver = {
  url: string;
  logs(): ReceivedLog[];
  spans(): ReceivedSpan[];
  bodies(): ReceivedBody[];
  /** Malformed payloads and wrong requests, one line each: a test expects none. */
  failures(): string[];
  /** Answers the next `count` requests with `status` (e.g. 429 with Retry-After) instead of taking them. */
  refuseNext(count: number, status: number, headers?: Record<string, string>): void;
  clear(): void;
  stop(): Promise<void>;
};

const valueOf = (value: AnyValue | undefined): string | number | boolean | (string | number | boolean)[] => {
  if (!value) return '';
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  return (value.arrayValue?.values ?? []).map((item) => {
    const scalar = valueOf(item);
    return Array.isArray(scalar) ? JSON.stringify(scalar) : scalar;
  });
};

export const attributesOf = (list: KeyValue[] | undefined): Attributes =>
  Object.fromEntries((list ?? []).map(({ key, value }) => [key, valueOf(value)]));

const OBJECT_OPTIONS = { longs: String, bytes: String, enums: Number, defaults: false };
const hex = (base64: string | undefined) => (base64 ? Buffer.from(base64, 'base64').toString('hex') : '');

/** protobufjs drops fields its definitions do not know: what comes back shorter carried some. */
function decodeStrictly<T>(type: ProtoType<T>, bytes: Uint8Array): T {
  const message = type.decode(bytes);
  const again = type.encode(message).finish();
  if (again.byteLength !== bytes.byteLength)
    throw new Error(`${bytes.byteLength - again.byteLength} bytes of fields the OTLP definitions do not know`);
  return type.toObject(message, OBJECT_OPTIONS);
}

/** Decodes an export request of logs; throws with the reason when it is no valid OTLP. */
export function decodeLogs(bytes: Uint8Array): ReceivedLog[] {
  return (decodeStrictly(LOGS, bytes).resourceLogs ?? []).flatMap((resourceLogs) =>
    (resourceLogs.scopeLogs ?? []).flatMap((scopeLogs) =>
      (scopeLogs.logRecords ?? []).map((record) => ({
        eventName: record.eventName ?? '',
        severityNumber: record.severityNumber ?? 0,
        timeUnixNano: record.timeUnixNano ?? '',
        attributes: attributesOf(record.attributes),
        resource: attributesOf(resourceLogs.resource?.attributes),
        scope: scopeLogs.scope?.name ?? '',
      })),
    ),
  );
}

/** Decodes an export request of traces; throws with the reason when it is no valid OTLP. */
export function decodeSpans(bytes: Uint8Array): ReceivedSpan[] {
  return (decodeStrictly(TRACES, bytes).resourceSpans ?? []).flatMap((resourceSpans) =>
    (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        name: span.name ?? '',
        kind: span.kind ?? 0,
        traceId: hex(span.traceId),
        spanId: hex(span.spanId),
        startUnixNano: span.startTimeUnixNano ?? '',
        endUnixNano: span.endTimeUnixNano ?? '',
        status: { code: span.status?.code ?? 0, message: span.status?.message },
        attributes: attributesOf(span.attributes),
        resource: attributesOf(resourceSpans.resource?.attributes),
      })),
    ),
  );
}

export async function startOtlpReceiver(options: { port: number; idleTimeoutMs?: number }): Promise<OtlpReceiver> {
  const logs: ReceivedLog[] = [];
  const spans: ReceivedSpan[] = [];
  const bodies: ReceivedBody[] = [];
  const failures: string[] = [];
  let refusals: { count: number; status: number; headers: Record<string, string> } | undefined;
  let idle: NodeJS.Timeout | undefined;
  const idleTimeoutMs = options.idleTimeoutMs ?? 10 * 60_000;
  const server = createServer((request, response) => {
    clearTimeout(idle);
    idle = setTimeout(() => server.close(), idleTimeoutMs).unref();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const signal = request.url === '/v1/logs' ? 'logs' : request.url === '/v1/traces' ? 'traces' : undefined;
      if (request.method !== 'POST' || !signal) {
        failures.push(`${request.method} ${request.url}: not an OTLP/HTTP endpoint`);
        response.writeHead(404).end();
        return;
      }
      if (refusals && refusals.count > 0) {
        refusals.count -= 1;
        response.writeHead(refusals.status, refusals.headers).end();
        return;
      }
      bodies.push({ signal, bytes, headers: request.headers });
      if (request.headers['content-type'] !== 'application/x-protobuf') {
        failures.push(`${request.url}: content type ${request.headers['content-type']}, not application/x-protobuf`);
        response.writeHead(415).end();
        return;
      }
      try {
        if (signal === 'logs') logs.push(...decodeLogs(bytes));
        else spans.push(...decodeSpans(bytes));
        const answer = (signal === 'logs' ? LOGS_RESPONSE : TRACES_RESPONSE).encode({}).finish();
        response.writeHead(200, { 'Content-Type': 'application/x-protobuf' }).end(Buffer.from(answer));
      } catch (error) {
        failures.push(
          `${request.url}: malformed OTLP payload (${error instanceof Error ? error.message : String(error)})`,
        );
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  server.unref();
  idle = setTimeout(() => server.close(), idleTimeoutMs).unref();
  return {
    url: `http://127.0.0.1:${options.port}`,
    logs: () => [...logs],
    spans: () => [...spans],
    bodies: () => [...bodies],
    failures: () => [...failures],
    refuseNext(count, status, headers = {}) {
      refusals = { count, status, headers };
    },
    clear() {
      logs.length = 0;
      spans.length = 0;
      bodies.length = 0;
      failures.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        clearTimeout(idle);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
