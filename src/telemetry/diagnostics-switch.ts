import { useSyncExternalStore } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { applyDiagnostics, diagnosticsOn } from './start-telemetry';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The "Send diagnostics" switch of the user menu (OBS-07), loaded with the menu: shown where the
 * platform collects telemetry; on or off as the user left it in this browser, else the platform's
 * default; a change takes effect at once.
 */
export function useDiagnosticsSwitch(): { available: boolean; on: boolean; set: (on: boolean) => void } {
  const { telemetry } = useRuntimeConfig();
  const on = useSyncExternalStore(subscribe, () => (telemetry ? diagnosticsOn(telemetry) : false));
  return {
    available: telemetry !== undefined,
    on,
    set: (next) => {
      applyDiagnostics(next);
      for (const listener of listeners) listener();
    },
  };
}
