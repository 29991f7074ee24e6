/**
 * Whether this page sends telemetry, and the user's "Send diagnostics" switch (OBS-01, OBS-07): off
 * where the runtime config has no `telemetry` (no collector: nothing is fetched, nothing is sent);
 * else per page session by the sample rate, and never while the user's switch is off (stored in this
 * browser, its default from the config). The telemetry code loads when the page is idle after the
 * start (OBS-02).
 */
import type { TelemetryConfig } from '@/config/runtime-config';
import { whenIdle } from '@/utils/when-idle';
import { keepTelemetry, stopTelemetry } from './telemetry';
import type { RunningExport } from './export/start-export';

/** Whether this page session was sampled (`1`/`0`), decided once per tab. */
export const SAMPLED_KEY = 'portal.telemetry.sampled';
/** The user's switch: `on` or `off`; absent: the config's default. */
export const DIAGNOSTICS_KEY = 'portal.diagnostics';

export type TelemetryStart = {
  telemetry: TelemetryConfig | undefined;
  release: string;
  /** The signed-in user's identifier (hashed with the platform's key, redacted everywhere else). */
  user: string;
  tenant: () => string | undefined;
  /** Mock mode: print instead of send (OBS-09). */
  printOnly: boolean;
};

let apply: (on: boolean) => void = () => undefined;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

function sampled(rate: number): boolean {
  try {
    const known = window.sessionStorage.getItem(SAMPLED_KEY);
    if (known === '1' || known === '0') return known === '1';
    const chosen = Math.random() < rate;
    window.sessionStorage.setItem(SAMPLED_KEY, chosen ? '1' : '0');
    return chosen;
  } catch {
    return Math.random() < rate;
  }
}

/** The switch's state: stored by the user, else the platform's default. */
export function diagnosticsOn(telemetry: TelemetryConfig): boolean {
  const stored = storage()?.getItem(DIAGNOSTICS_KEY);
  return stored === 'on' || stored === 'off' ? stored === 'on' : telemetry.diagnosticsByDefault;
}

/**
 * Decides at the start (synchronously: the first requests know whether they carry `traceparent`)
 * and loads the telemetry code when the page is idle. Never throws.
 */
export function startTelemetry(start: TelemetryStart): void {
  const { telemetry } = start;
  if (!telemetry) {
    stopTelemetry();
    return;
  }
  const inSample = sampled(telemetry.sampleRate);
  let running: Promise<RunningExport | undefined> | undefined;
  const run = () => {
    keepTelemetry({ propagation: telemetry.propagation });
    running ??= new Promise((resolve) => {
      const begin = () =>
        whenIdle(async () => {
          try {
            const { startExport } = await import('./export/start-export');
            resolve(
              await startExport({
                release: start.release,
                environment: telemetry.environment,
                userHashKey: telemetry.userHashKey,
                user: start.user,
                tenant: start.tenant,
                printOnly: start.printOnly,
              }),
            );
          } catch {
            // The telemetry code did not load: this page sends nothing (OBS-08: the user never notices).
            stopTelemetry();
            resolve(undefined);
          }
        });
      if (document.readyState === 'complete') begin();
      else window.addEventListener('load', begin, { once: true });
    });
  };
  const halt = () => {
    stopTelemetry();
    const stopping = running;
    running = undefined;
    void stopping?.then((exporting) => exporting?.stop());
  };
  apply = (on) => (on && inSample ? run() : halt());
  if (diagnosticsOn(telemetry) && inSample) run();
  else stopTelemetry();
}

/** The user switched diagnostics on or off (stored in this browser): it takes effect at once. */
export function applyDiagnostics(on: boolean): void {
  try {
    storage()?.setItem(DIAGNOSTICS_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (full, private mode): the choice holds for this page.
  }
  apply(on);
}

/** For tests. */
export function resetDiagnostics(): void {
  apply = () => undefined;
}
