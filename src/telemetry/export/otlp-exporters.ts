/**
 * The OTLP/HTTP exporters of the SDK's batch processors: each batch is encoded with OpenTelemetry's
 * own protobuf serializers and sent through the portal's {@link Transport}; a batch whose encoding
 * exceeds one request's limit is split in halves until every part fits (OBS-08).
 */
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import type { LogRecordExporter, ReadableLogRecord } from '@opentelemetry/sdk-logs';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import { ProtobufLogsSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { MAX_BODY_BYTES, type Signal, type Transport } from './transport';

type Serialize<T> = (items: T[]) => Uint8Array | undefined;

/** The bodies of one batch: as few as fit, each at most {@link MAX_BODY_BYTES}; a lone item too big is dropped. */
export function bodiesOf<T>(items: T[], serialize: Serialize<T>): Uint8Array[] {
  if (items.length === 0) return [];
  const body = serialize(items);
  if (!body) return [];
  if (body.byteLength <= MAX_BODY_BYTES) return [body];
  if (items.length === 1) return [];
  const half = Math.ceil(items.length / 2);
  return [...bodiesOf(items.slice(0, half), serialize), ...bodiesOf(items.slice(half), serialize)];
}

class OtlpExporter<T> {
  private readonly pending = new Set<Promise<unknown>>();
  private readonly transport: Transport;
  private readonly signal: Signal;
  private readonly serialize: Serialize<T>;

  constructor(transport: Transport, signal: Signal, serialize: Serialize<T>) {
    this.transport = transport;
    this.signal = signal;
    this.serialize = serialize;
  }

  export(items: T[], done: (result: ExportResult) => void): void {
    const sending = (async () => {
      let sent = true;
      for (const body of bodiesOf(items, this.serialize)) sent = (await this.transport.send(this.signal, body)) && sent;
      return sent;
    })();
    this.pending.add(sending);
    void sending.then(
      (sent) => {
        this.pending.delete(sending);
        // A failed batch is not retried by the processor: the transport keeps what a pause refused.
        done({ code: sent ? ExportResultCode.SUCCESS : ExportResultCode.FAILED });
      },
      () => {
        this.pending.delete(sending);
        done({ code: ExportResultCode.FAILED });
      },
    );
  }

  async forceFlush(): Promise<void> {
    await Promise.allSettled(this.pending);
  }

  async shutdown(): Promise<void> {
    await this.forceFlush();
  }
}

export const createLogExporter = (transport: Transport): LogRecordExporter =>
  new OtlpExporter<ReadableLogRecord>(transport, 'logs', (records) => ProtobufLogsSerializer.serializeRequest(records));

export const createSpanExporter = (transport: Transport): SpanExporter =>
  new OtlpExporter<ReadableSpan>(transport, 'traces', (spans) => ProtobufTraceSerializer.serializeRequest(spans));
