import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TelemetryRecord } from './records';
import {
  connectTelemetry,
  EARLY_QUEUE_LIMIT,
  installEarlyTelemetry,
  keepTelemetry,
  placeNow,
  placeOfPath,
  propagatesTraces,
  report,
  reportError,
  resetTelemetry,
  setPlace,
  stopTelemetry,
} from './telemetry';

const event = (name: string): TelemetryRecord => ({
  type: 'event',
  at: 1,
  place: placeNow(),
  name,
  attributes: {},
});

beforeEach(() => resetTelemetry());
afterEach(() => resetTelemetry());

describe('the queue in the entry (OBS-02)', () => {
  test('[OBS-02] records made before the telemetry code loads are kept, at most EARLY_QUEUE_LIMIT, and handed over in order', () => {
    for (let index = 0; index < EARLY_QUEUE_LIMIT + 20; index += 1) report(() => event(`e${index}`));
    const taken: TelemetryRecord[] = [];
    connectTelemetry((record) => taken.push(record));
    expect(taken).toHaveLength(EARLY_QUEUE_LIMIT);
    expect(taken[0]).toMatchObject({ name: 'e0' });
    expect(taken.at(-1)).toMatchObject({ name: `e${EARLY_QUEUE_LIMIT - 1}` });
    // Once connected, every record goes straight to the telemetry code.
    report(() => event('later'));
    expect(taken.at(-1)).toMatchObject({ name: 'later' });
  });

  test('[OBS-01] [OBS-02] off (no collector, not sampled, switched off): the queue is dropped and nothing is even made', () => {
    report(() => event('before'));
    stopTelemetry();
    const make = vi.fn(() => event('after'));
    report(make);
    expect(make).not.toHaveBeenCalled();
    const taken: TelemetryRecord[] = [];
    connectTelemetry((record) => taken.push(record));
    expect(taken).toEqual([]);
  });

  test('[OBS-08] a report that fails to be made or taken never throws', () => {
    expect(() =>
      report(() => {
        throw new Error('broken maker');
      }),
    ).not.toThrow();
    connectTelemetry(() => {
      throw new Error('broken sink');
    });
    expect(() => reportError(new Error('x'), 'operation')).not.toThrow();
  });

  test("[OBS-02] [OBS-03] [OBS-06] the page's errors, rejections and CSP violations are kept from boot, with the route they happened on", () => {
    // A page of its own: the test environment reports errors dispatched on its window as unhandled.
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- a stand-in page: the listeners use addEventListener only
    const page = Object.assign(new EventTarget(), { document: new EventTarget() }) as unknown as Window;
    installEarlyTelemetry(page);
    setPlace({ route: '/customers', area: 'customers' }, '/customers');
    const failure = new Error('thrown by a timer');
    page.dispatchEvent(
      new ErrorEvent('error', {
        error: failure,
        message: failure.message,
        filename: 'https://portal.test/assets/a.js',
      }),
    );
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: 'no reason given' });
    page.dispatchEvent(rejection);
    const violation = new Event('securitypolicyviolation');
    Object.assign(violation, { effectiveDirective: 'connect-src', blockedURI: 'https://tracker.test/' });
    page.document.dispatchEvent(violation);
    const taken: TelemetryRecord[] = [];
    connectTelemetry((record) => taken.push(record));
    expect(taken).toEqual([
      {
        type: 'error',
        at: expect.any(Number),
        place: { route: '/customers', area: 'customers' },
        error: failure,
        source: 'uncaught',
        where: 'https://portal.test/assets/a.js',
      },
      expect.objectContaining({ type: 'error', error: 'no reason given', source: 'rejection' }),
      expect.objectContaining({ type: 'csp', violation, place: { route: '/customers', area: 'customers' } }),
    ]);
    // Stopped, the listeners are gone.
    stopTelemetry(page);
    taken.length = 0;
    page.dispatchEvent(new ErrorEvent('error', { error: failure }));
    expect(taken).toEqual([]);
  });

  test('[OBS-04] API requests carry traceparent only on a page that sends and where the platform asked for it', () => {
    expect(propagatesTraces()).toBe(false);
    keepTelemetry({ propagation: false });
    expect(propagatesTraces()).toBe(false);
    keepTelemetry({ propagation: true });
    expect(propagatesTraces()).toBe(true);
    stopTelemetry();
    expect(propagatesTraces()).toBe(false);
  });

  test('[OBS-07] after the user switched diagnostics off and on again, the page reports again', () => {
    stopTelemetry();
    keepTelemetry({ propagation: false });
    report(() => event('again'));
    const taken: TelemetryRecord[] = [];
    connectTelemetry((record) => taken.push(record));
    expect(taken).toMatchObject([{ name: 'again' }]);
  });

  test('[OBS-05] the place of every path visited is known later (a route change measured after it happened)', () => {
    setPlace({ route: '/pulse', area: 'pulse' }, '/pulse');
    setPlace({ route: '/customer-insights/*', area: 'customer-insights' }, '/customer-insights/c-1');
    expect(placeOfPath('/pulse')).toEqual({ route: '/pulse', area: 'pulse' });
    expect(placeOfPath('/customer-insights/c-1')).toEqual({ route: '/customer-insights/*', area: 'customer-insights' });
    expect(placeNow()).toEqual({ route: '/customer-insights/*', area: 'customer-insights' });
    expect(placeNow('core')).toEqual({ route: '/customer-insights/*', area: 'core' });
  });
});
