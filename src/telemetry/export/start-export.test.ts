import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { InMemoryLogRecordExporter } from '@opentelemetry/sdk-logs';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { SeverityNumber, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { noteAreaVersion, placeNow, report, reportError, resetTelemetry, setPlace } from '../telemetry';
import { AREA_EVENTS_PER_MINUTE, startExport, userHashOf, type RunningExport } from './start-export';

const EMAIL = 'dana.support@platform.test';
let logs: InMemoryLogRecordExporter;
let spans: InMemorySpanExporter;
let running: RunningExport;
let tenant: string | undefined;

beforeEach(async () => {
  resetTelemetry();
  logs = new InMemoryLogRecordExporter();
  spans = new InMemorySpanExporter();
  tenant = 'c-0002';
  setPlace({ route: '/customer-insights/*', area: 'customer-insights' }, '/customer-insights');
  noteAreaVersion('customer-insights', '0.1.0');
  running = await startExport({
    release: '1.2.18',
    environment: 'test',
    userHashKey: 'a-platform-key-of-some-length',
    user: EMAIL,
    tenant: () => tenant,
    exporters: { logs, spans },
  });
});
afterEach(async () => {
  await running.stop();
  resetTelemetry();
});

/** What was sent, but the vitals (a route set in a test is a route change, measured: route-vitals.test.ts). */
const sent = async () => {
  await running.flush();
  return logs.getFinishedLogRecords().filter((record) => record.eventName !== 'browser.web_vital');
};

describe('errors with their place (OBS-03)', () => {
  test("[OBS-03] [OBS-07] [OBS-09] an area's error: exception.* attributes, release, route template, area with its version, tenant, the user's keyed hash", async () => {
    const error = new TypeError(`Cannot read properties of undefined (reading 'name') for ${EMAIL}`);
    error.stack = `TypeError: boom\n    at Card (https://portal.test/remotes/customer-insights/assets/area-B1.js?v=1:1:99)`;
    reportError(error, 'boundary', 'remote area customer-insights', 'customer-insights');
    const [record, ...rest] = await sent();
    expect(rest).toEqual([]);
    expect(record!.eventName).toBe('exception');
    expect(record!.severityNumber).toBe(SeverityNumber.ERROR);
    expect(record!.resource.attributes).toMatchObject({
      'service.name': 'management-portal',
      'service.version': '1.2.18',
      'deployment.environment.name': 'test',
    });
    expect(record!.attributes).toEqual({
      'exception.type': 'TypeError',
      'exception.message': "Cannot read properties of undefined (reading 'name') for [redacted]",
      'exception.stacktrace':
        'TypeError: boom\n    at Card (https://portal.test/remotes/customer-insights/assets/area-B1.js)',
      'portal.error.source': 'boundary',
      'portal.error.where': 'remote area customer-insights',
      'portal.route': '/customer-insights/*',
      'portal.area': 'customer-insights',
      'portal.area.version': '0.1.0',
      'portal.tenant': 'c-0002',
      'session.id': expect.stringMatching(/^[0-9a-f]{16}$/),
      'user.hash': await userHashOf('a-platform-key-of-some-length', EMAIL),
    });
    expect(record!.attributes['user.hash']).toMatch(/^[0-9a-f]{32}$/);
  });

  test("[OBS-03] an uncaught error is the area's whose script threw it (a script under /remotes/<id>/), wherever the user is", async () => {
    setPlace({ route: '/pulse', area: 'pulse' }, '/pulse');
    reportError(new Error('late timer'), 'uncaught', 'https://portal.test/remotes/customer-insights/assets/area-B1.js');
    const [record] = await sent();
    expect(record!.attributes).toMatchObject({
      'portal.route': '/pulse',
      'portal.area': 'customer-insights',
      'portal.area.version': '0.1.0',
    });
  });

  test('[OBS-03] the same error within a minute is sent once and counted; the count goes when the page is hidden', async () => {
    setPlace({ route: '/pulse', area: 'pulse' }, '/pulse');
    for (let index = 0; index < 5; index += 1) reportError(new Error('again and again'), 'operation', 'x getThing');
    reportError('not an Error at all', 'rejection');
    const records = await sent();
    expect(records.map((record) => [record.eventName, record.attributes['portal.repeats']])).toEqual([
      ['exception', undefined],
      ['exception', undefined],
      ['portal.exception.repeated', 4],
    ]);
    expect(records[1]!.attributes).toMatchObject({
      'exception.type': 'string',
      'exception.message': 'not an Error at all',
    });
  });
});

describe('API calls as spans (OBS-04)', () => {
  test('[OBS-04] a call is a client span: operation, method, route template, status or what failed, duration, retries; the ids it sent as traceparent', async () => {
    report(() => ({
      type: 'span',
      at: 1_700_000_000_000,
      place: placeNow(),
      operationId: 'getServiceInfo',
      method: 'GET',
      path: '/actuator/info/{service}',
      outcome: 'timeout',
      durationMs: 2000,
      attempt: 2,
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
    }));
    report(() => ({
      type: 'span',
      at: 1_700_000_000_000,
      place: placeNow(),
      operationId: 'listCustomers',
      method: 'GET',
      path: '/customer-management/customers',
      outcome: 'status',
      status: 503,
      durationMs: 40,
      attempt: 1,
    }));
    await running.flush();
    const [timeout, status] = spans.getFinishedSpans();
    expect(timeout!.name).toBe('GET /actuator/info/{service}');
    expect(timeout!.kind).toBe(SpanKind.CLIENT);
    expect(timeout!.spanContext()).toMatchObject({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
    });
    expect(timeout!.status).toEqual({ code: SpanStatusCode.ERROR, message: 'timeout' });
    expect(timeout!.duration).toEqual([2, 0]);
    expect(timeout!.attributes).toMatchObject({
      'http.request.method': 'GET',
      'url.template': '/actuator/info/{service}',
      'portal.operation.id': 'getServiceInfo',
      'portal.outcome': 'timeout',
      'error.type': 'timeout',
      'http.request.resend_count': 1,
      'portal.area': 'customer-insights',
      'portal.tenant': 'c-0002',
    });
    expect(status!.attributes).toMatchObject({ 'http.response.status_code': 503, 'error.type': '503' });
    expect(status!.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(status!.spanContext().traceId).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });
});

describe("CSP violations (OBS-06) and the areas' own events (OBS-09)", () => {
  test("[OBS-06] a violation is the area's whose script caused it, once per minute with a count", async () => {
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- jsdom has no SecurityPolicyViolationEvent: an event with its fields
    const violation = Object.assign(new Event('securitypolicyviolation'), {
      effectiveDirective: 'connect-src',
      blockedURI: 'https://tracker.example/collect?uid=7',
      sourceFile: 'https://portal.test/remotes/customer-insights/assets/area-B1.js',
    }) as SecurityPolicyViolationEvent;
    setPlace({ route: '/pulse', area: 'pulse' }, '/pulse');
    for (let index = 0; index < 3; index += 1)
      report(() => ({ type: 'csp', at: Date.now(), place: placeNow(), violation }));
    const records = await sent();
    expect(records.map((record) => record.eventName)).toEqual([
      'browser.csp_violation',
      'browser.csp_violation.repeated',
    ]);
    expect(records[0]!.attributes).toMatchObject({
      'csp.directive': 'connect-src',
      'csp.blocked': 'https://tracker.example/collect',
      'csp.source': 'https://portal.test/remotes/customer-insights/assets/area-B1.js',
      'portal.area': 'customer-insights',
    });
    expect(records[1]!.attributes['portal.repeats']).toBe(2);
  });

  test("[OBS-09] an area's own events carry its id, are scrubbed and bounded per minute", async () => {
    for (let index = 0; index < AREA_EVENTS_PER_MINUTE + 5; index += 1)
      report(() => ({
        type: 'event',
        at: Date.now(),
        place: placeNow('customer-insights'),
        name: 'card.opened',
        attributes: { count: index, note: `for ${EMAIL}`, 'Bad Name!': 1 },
      }));
    const records = await sent();
    expect(records).toHaveLength(AREA_EVENTS_PER_MINUTE);
    expect(records[0]!.eventName).toBe('portal.area_event');
    expect(records[0]!.attributes).toMatchObject({
      'portal.area_event.name': 'card.opened',
      'portal.area_event.count': 0,
      'portal.area_event.note': 'for [redacted]',
      'portal.area': 'customer-insights',
      'portal.area.version': '0.1.0',
    });
    expect(Object.keys(records[0]!.attributes)).not.toContain('portal.area_event.Bad Name!');
  });
});

describe('privacy and the switch (OBS-07)', () => {
  test('[OBS-07] without a user-hash key no user attribute; without a selected customer no tenant', async () => {
    await running.stop();
    resetTelemetry();
    tenant = undefined;
    // Fresh exporters: the stopped ones were shut down with their providers.
    logs = new InMemoryLogRecordExporter();
    spans = new InMemorySpanExporter();
    running = await startExport({
      release: '1',
      environment: 'test',
      user: EMAIL,
      tenant: () => tenant,
      exporters: { logs, spans },
    });
    reportError(new Error('x'), 'operation');
    const [record] = await sent();
    expect(Object.keys(record!.attributes)).not.toContain('user.hash');
    expect(Object.keys(record!.attributes)).not.toContain('portal.tenant');
    expect(JSON.stringify(record!.attributes)).not.toContain(EMAIL);
  });

  test('[OBS-07] switched off: nothing more is recorded', async () => {
    await running.stop();
    reportError(new Error('after the switch'), 'operation');
    expect(logs.getFinishedLogRecords()).toEqual([]);
  });

  test('[OBS-08] a failing exporter is invisible: reports never throw', async () => {
    vi.spyOn(logs, 'export').mockImplementation(() => {
      throw new Error('exporter broke');
    });
    expect(() => reportError(new Error('x'), 'operation')).not.toThrow();
    await expect(running.flush()).resolves.toBeUndefined();
  });
});

describe("real users' speed (OBS-05)", () => {
  test('[OBS-05] a route change shown by the router is measured, on its route template and area', async () => {
    setPlace({ route: '/customers', area: 'customers' }, '/customers');
    await running.flush();
    const ttfb = logs.getFinishedLogRecords().find((record) => record.eventName === 'browser.web_vital');
    expect(ttfb!.attributes).toMatchObject({
      'web_vital.name': 'TTFB',
      'web_vital.navigation_type': 'route-change',
      'portal.route': '/customers',
      'portal.area': 'customers',
      'portal.tenant': 'c-0002',
    });
  });
});
