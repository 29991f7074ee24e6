import { afterEach, beforeEach } from 'vitest';
import type { TelemetryRecord } from '@/telemetry/records';
import { connectTelemetry, resetTelemetry, setPlace } from '@/telemetry/telemetry';

/**
 * Collects what the code under test reports to the telemetry (OBS-03, OBS-04) in each test of the
 * file: a fresh page's telemetry, connected to an array, on the route `/pulse` of the area `pulse`.
 */
export function recordTelemetry(): TelemetryRecord[] {
  const records: TelemetryRecord[] = [];
  beforeEach(() => {
    resetTelemetry();
    records.length = 0;
    connectTelemetry((record) => records.push(record));
    setPlace({ route: '/pulse', area: 'pulse' }, '/pulse');
  });
  afterEach(() => resetTelemetry());
  return records;
}
