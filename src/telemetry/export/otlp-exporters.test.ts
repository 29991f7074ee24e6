import { describe, expect, test } from 'vitest';
import { ExportResultCode } from '@opentelemetry/core';
import { LoggerProvider, SimpleLogRecordProcessor, InMemoryLogRecordExporter } from '@opentelemetry/sdk-logs';
import { ProtobufLogsSerializer } from '@opentelemetry/otlp-transformer';
import { bodiesOf, createLogExporter } from './otlp-exporters';
import { MAX_BODY_BYTES, Transport } from './transport';

/** Real log records of the SDK, each with a stack trace of `size` characters. */
function records(count: number, size: number) {
  const memory = new InMemoryLogRecordExporter();
  const provider = new LoggerProvider({ processors: [new SimpleLogRecordProcessor({ exporter: memory })] });
  const logger = provider.getLogger('test');
  for (let index = 0; index < count; index += 1)
    logger.emit({ eventName: 'exception', attributes: { 'exception.stacktrace': `${index}`.padEnd(size, 'x') } });
  return memory.getFinishedLogRecords();
}

describe('batches within the limit of one request (OBS-08)', () => {
  test('[OBS-08] a batch too big for one request is split until every body fits, nothing lost', () => {
    const batch = records(40, 4000);
    const serialize = (items: typeof batch) => ProtobufLogsSerializer.serializeRequest(items);
    const whole = serialize(batch)!;
    expect(whole.byteLength).toBeGreaterThan(MAX_BODY_BYTES);
    const bodies = bodiesOf(batch, serialize);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(body.byteLength).toBeLessThanOrEqual(MAX_BODY_BYTES);
    // Each record's stack trace is in exactly one body.
    const text = bodies.map((body) => new TextDecoder().decode(body)).join('\n');
    for (let index = 0; index < 40; index += 1) expect(text).toContain(`${index}`.padEnd(4000, 'x'));
  });

  test('[OBS-08] a small batch is one body; an empty one none', () => {
    const serialize = (items: ReturnType<typeof records>) => ProtobufLogsSerializer.serializeRequest(items);
    expect(bodiesOf(records(3, 100), serialize)).toHaveLength(1);
    expect(bodiesOf([], serialize)).toEqual([]);
  });

  test('[OBS-08] the exporter tells the processor whether the collector took every body', async () => {
    const answers = [200, 500];
    const transport = new Transport({
      base: '/telemetry/v1',
      fetch: async () => new Response(null, { status: answers.shift() ?? 200 }),
      storage: { getItem: () => null, setItem: () => undefined },
    });
    const exporter = createLogExporter(transport);
    const results = await Promise.all(
      [records(1, 10), records(1, 10)].map((batch) => new Promise((resolve) => exporter.export(batch, resolve))),
    );
    expect(results).toEqual([{ code: ExportResultCode.SUCCESS }, { code: ExportResultCode.FAILED }]);
  });
});
