import { useEffect, useState } from 'react';
import { CONFIG_PATH } from '@/config/load-runtime-config';

/** How often an open tab asks which version is deployed (the config is a few hundred bytes). */
export const VERSION_POLL_MS = 5 * 60_000;
/** Focus changes closer together than this cause no extra request. */
export const VERSION_MIN_GAP_MS = 10_000;

/** The `version` of the deployed `/config.json`, bypassing every cache; undefined when unknown. */
export async function fetchDeployedVersion(fetchConfig: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchConfig(CONFIG_PATH, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const version = typeof body === 'object' && body !== null && 'version' in body ? body.version : undefined;
    return typeof version === 'string' && version ? version : undefined;
  } catch {
    // Offline or mid-deployment: ask again at the next focus or interval.
    return undefined;
  }
}

/**
 * The deployed version once it differs from `running` (DEPLOY-07), else undefined. Checks when the
 * window gets focus or becomes visible and every few minutes, never while the tab is hidden.
 */
export function useDeployedVersion(
  running: string,
  fetchVersion: () => Promise<string | undefined> = fetchDeployedVersion,
): string | undefined {
  const [deployed, setDeployed] = useState<string>();
  useEffect(() => {
    if (deployed) return undefined;
    let active = true;
    let lastCheck = Number.NEGATIVE_INFINITY;
    const check = async () => {
      if (document.visibilityState === 'hidden' || Date.now() - lastCheck < VERSION_MIN_GAP_MS) return;
      lastCheck = Date.now();
      const version = await fetchVersion();
      if (active && version && version !== running) setDeployed(version);
    };
    const onEvent = () => void check();
    const timer = window.setInterval(onEvent, VERSION_POLL_MS);
    window.addEventListener('focus', onEvent);
    document.addEventListener('visibilitychange', onEvent);
    return () => {
      active = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', onEvent);
      document.removeEventListener('visibilitychange', onEvent);
    };
  }, [running, deployed, fetchVersion]);
  return deployed;
}
