/**
 * OBS-09: mock mode (`npm start`, the dev portal) sends nothing; it prints what it would send, one
 * collapsed console group per batch, a line per record with its attributes, so a service team sees its area's errors, calls and
 * events on its own machine exactly as the platform's collector would get them.
 */
import { hrTimeToMilliseconds, ExportResultCode, type ExportResult } from '@opentelemetry/core';
import type { LogRecordExporter, ReadableLogRecord } from '@opentelemetry/sdk-logs';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';

const PREFIX = 'Telemetry (mock mode, not sent):';

const done = (callback: (result: ExportResult) => void) => callback({ code: ExportResultCode.SUCCESS });
const settled = async () => undefined;

export function consoleExporters(): { logs: LogRecordExporter; spans: SpanExporter } {
  return {
    logs: {
      export(records: ReadableLogRecord[], callback) {
        console.groupCollapsed(`${PREFIX} ${records.length} log records`);
        for (const record of records) console.info(record.eventName ?? 'log', { ...record.attributes });
        console.groupEnd();
        done(callback);
      },
      forceFlush: settled,
      shutdown: settled,
    },
    spans: {
      export(spans: ReadableSpan[], callback) {
        console.groupCollapsed(`${PREFIX} ${spans.length} spans`);
        for (const span of spans)
          console.info(span.name, { durationMs: Math.round(hrTimeToMilliseconds(span.duration)), ...span.attributes });
        console.groupEnd();
        done(callback);
      },
      forceFlush: settled,
      shutdown: settled,
    },
  };
}
