import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TelemetryConfig } from '@/config/runtime-config';
import { propagatesTraces, report, resetTelemetry } from './telemetry';
import { applyDiagnostics, DIAGNOSTICS_KEY, resetDiagnostics, SAMPLED_KEY, startTelemetry } from './start-telemetry';

const exported = vi.hoisted(() => ({ started: [] as unknown[], stopped: 0 }));
vi.mock('./export/start-export', () => ({
  startExport: async (options: unknown) => {
    exported.started.push(options);
    return { flush: async () => undefined, stop: async () => void (exported.stopped += 1) };
  },
}));

const TELEMETRY: TelemetryConfig = {
  sampleRate: 1,
  environment: 'test',
  propagation: true,
  diagnosticsByDefault: true,
};
const start = (telemetry: TelemetryConfig | undefined) =>
  startTelemetry({ telemetry, release: '1.2.18', user: 'dana@platform.test', tenant: () => 'c-1', printOnly: false });
/** The idle wait (no requestIdleCallback here: two seconds) and the chunk's import. */
const idle = () => vi.advanceTimersByTimeAsync(2_100);
const reported = () => {
  const make = vi.fn(() => ({
    type: 'event' as const,
    at: 0,
    place: { route: '/', area: 'core' },
    name: 'n',
    attributes: {},
  }));
  report(make);
  return make.mock.calls.length > 0;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  resetTelemetry();
  resetDiagnostics();
  sessionStorage.clear();
  localStorage.clear();
  exported.started = [];
  exported.stopped = 0;
});
afterEach(() => {
  vi.useRealTimers();
  resetTelemetry();
});

describe('off unless configured, sampled per session (OBS-01)', () => {
  test('[OBS-01] [OBS-02] without telemetry in the config: the telemetry code is never fetched, nothing is kept', async () => {
    start(undefined);
    await idle();
    expect(exported.started).toEqual([]);
    expect(reported()).toBe(false);
    expect(propagatesTraces()).toBe(false);
  });

  test('[OBS-02] [OBS-04] configured and sampled: kept from the start (traceparent at once), the code loads when the page is idle', async () => {
    start(TELEMETRY);
    expect(propagatesTraces()).toBe(true);
    expect(reported()).toBe(true);
    expect(exported.started).toEqual([]);
    await idle();
    expect(exported.started).toEqual([
      expect.objectContaining({ release: '1.2.18', environment: 'test', user: 'dana@platform.test', printOnly: false }),
    ]);
  });

  test('[OBS-01] the sample rate decides once per page session: a session left out stays out, one taken in stays in', async () => {
    start({ ...TELEMETRY, sampleRate: 0 });
    await idle();
    expect(exported.started).toEqual([]);
    expect(sessionStorage.getItem(SAMPLED_KEY)).toBe('0');
    resetTelemetry();
    start(TELEMETRY);
    await idle();
    expect(exported.started).toEqual([]);
    sessionStorage.setItem(SAMPLED_KEY, '1');
    resetTelemetry();
    start({ ...TELEMETRY, sampleRate: 0 });
    await idle();
    expect(exported.started).toHaveLength(1);
  });
});

describe('the "Send diagnostics" switch (OBS-07)', () => {
  test("[OBS-07] off by the platform's default or the user's choice: nothing loads, nothing is kept", async () => {
    start({ ...TELEMETRY, diagnosticsByDefault: false });
    await idle();
    expect(exported.started).toEqual([]);
    expect(reported()).toBe(false);
    resetTelemetry();
    localStorage.setItem(DIAGNOSTICS_KEY, 'off');
    start(TELEMETRY);
    await idle();
    expect(exported.started).toEqual([]);
  });

  test('[OBS-07] the user\'s "on" wins over the default off', async () => {
    localStorage.setItem(DIAGNOSTICS_KEY, 'on');
    start({ ...TELEMETRY, diagnosticsByDefault: false });
    await idle();
    expect(exported.started).toHaveLength(1);
  });

  test('[OBS-07] switched off while sending: stored, stopped at once; on again: sending again', async () => {
    start(TELEMETRY);
    await idle();
    applyDiagnostics(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(DIAGNOSTICS_KEY)).toBe('off');
    expect(exported.stopped).toBe(1);
    expect(reported()).toBe(false);
    expect(propagatesTraces()).toBe(false);
    applyDiagnostics(true);
    expect(localStorage.getItem(DIAGNOSTICS_KEY)).toBe('on');
    expect(reported()).toBe(true);
    await idle();
    expect(exported.started).toHaveLength(2);
  });
});
