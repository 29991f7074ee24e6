import { afterEach, expect, test, vi } from 'vitest';
import { reportError, resetTelemetry, setPlace } from '../telemetry';
import { startExport } from './start-export';

afterEach(() => {
  resetTelemetry();
  vi.restoreAllMocks();
});

test("[OBS-09] mock mode sends nothing and prints each batch it would send, with every attribute, so a team sees its area's errors", async () => {
  const fetch = vi.spyOn(globalThis, 'fetch');
  const group = vi.spyOn(console, 'groupCollapsed').mockImplementation(() => undefined);
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'groupEnd').mockImplementation(() => undefined);
  resetTelemetry();
  setPlace({ route: '/customer-insights/*', area: 'customer-insights' }, '/customer-insights');
  const running = await startExport({
    release: '1',
    environment: 'mock',
    user: 'u@test',
    tenant: () => 'c-1',
    printOnly: true,
  });
  reportError(new Error('insights broke'), 'boundary', 'remote area customer-insights', 'customer-insights');
  await running.flush();
  expect(group).toHaveBeenCalledWith(expect.stringMatching(/^Telemetry \(mock mode, not sent\): \d+ log records$/));
  expect(info).toHaveBeenCalledWith(
    'exception',
    expect.objectContaining({ 'exception.message': 'insights broke', 'portal.area': 'customer-insights' }),
  );
  expect(fetch).not.toHaveBeenCalled();
  await running.stop();
});
