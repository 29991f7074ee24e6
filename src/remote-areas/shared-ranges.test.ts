import { satisfy } from '@module-federation/runtime';
import { PACKAGE_RANGES, SHARED_RANGES } from '@portal/area-sdk/shared-packages';
import { describe, expect, test } from 'vitest';
import portal from '../../package.json' with { type: 'json' };
import sdk from '../../packages/area-sdk/package.json' with { type: 'json' };
import { SHARED_KEYS, providedVersion } from './shared-versions';

describe('the ranges the SDK tells areas to require', () => {
  test('[PLUG-08] each shared package’s range is this portal release’s own dependency range (the SDK: its major)', () => {
    const dependencies: Record<string, string> = portal.dependencies;
    for (const [name, range] of Object.entries(PACKAGE_RANGES))
      expect(range, name).toBe(name === sdk.name ? `^${sdk.version.split('.')[0]}.0.0` : dependencies[name]);
    expect(Object.keys(SHARED_RANGES).toSorted()).toEqual(Object.keys(SHARED_KEYS).toSorted());
  });

  test('[PLUG-08] the versions this portal provides satisfy every range an area built today requires', () => {
    for (const [key, range] of Object.entries(SHARED_RANGES)) {
      const version = providedVersion(key);
      expect(version && satisfy(version, range), `${key} ${String(version)} in ${range}`).toBe(true);
    }
  });
});
