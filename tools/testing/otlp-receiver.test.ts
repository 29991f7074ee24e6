import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TELEMETRY_PORTS } from './ports.ts';
import { decodeLogs, LOGS as LOGS_REQUEST, startOtlpReceiver, type OtlpReceiver } from './otlp-receiver.ts';

const LOGS = {
  resourceLogs: [
    {
      resource: { attributes: [{ key: 'service.name', value: { stringValue: 'management-portal' } }] },
      scopeLogs: [
        {
          scope: { name: 'management-portal' },
          logRecords: [
            {
              eventName: 'exception',
              severityNumber: 17,
              timeUnixNano: '1700000000000000000',
              attributes: [
                { key: 'exception.message', value: { stringValue: 'boom' } },
                { key: 'portal.repeats', value: { intValue: 3 } },
              ],
            },
          ],
        },
      ],
    },
  ],
};
const logsBody = () => LOGS_REQUEST.encode(LOGS_REQUEST.fromObject(LOGS)).finish();

describe('the loopback OTLP receiver (OBS-10)', () => {
  let receiver: OtlpReceiver;
  beforeAll(async () => {
    receiver = await startOtlpReceiver({ port: TELEMETRY_PORTS.receiverTest, idleTimeoutMs: 60_000 });
  });
  afterAll(() => receiver?.stop());
  const post = (path: string, body: Uint8Array, type = 'application/x-protobuf') =>
    fetch(`${receiver.url}${path}`, { method: 'POST', body: Buffer.from(body), headers: { 'content-type': type } });

  test('[OBS-10] decodes OTLP/HTTP protobuf with the official definitions: records with their attributes and resource', async () => {
    receiver.clear();
    expect((await post('/v1/logs', logsBody())).status).toBe(200);
    expect(receiver.logs()).toEqual([
      {
        eventName: 'exception',
        severityNumber: 17,
        timeUnixNano: '1700000000000000000',
        attributes: { 'exception.message': 'boom', 'portal.repeats': 3 },
        resource: { 'service.name': 'management-portal' },
        scope: 'management-portal',
      },
    ]);
    expect(receiver.failures()).toEqual([]);
  });

  test('[OBS-10] a malformed payload fails: not protobuf, fields the definitions do not know, the wrong content type', async () => {
    receiver.clear();
    expect((await post('/v1/logs', new TextEncoder().encode('{"resourceLogs":[]}'))).status).toBe(400);
    // Field 99 of ExportLogsServiceRequest, a varint: valid protobuf, but not OTLP.
    expect((await post('/v1/traces', Uint8Array.of(0xf8, 0x06, 0x01))).status).toBe(400);
    expect((await post('/v1/logs', logsBody(), 'application/json')).status).toBe(415);
    expect(receiver.failures()).toHaveLength(3);
    expect(receiver.failures()[1]).toContain('do not know');
    expect(() => decodeLogs(Uint8Array.of(0x0a, 0xff))).toThrow(/./);
  });

  test('[OBS-10] can refuse as a busy collector does (429 with Retry-After), then takes requests again', async () => {
    receiver.clear();
    receiver.refuseNext(1, 429, { 'Retry-After': '2' });
    const refused = await post('/v1/logs', logsBody());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect((await post('/v1/logs', logsBody())).status).toBe(200);
    expect(receiver.bodies()).toHaveLength(1);
  });
});
