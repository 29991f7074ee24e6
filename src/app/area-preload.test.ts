import { describe, expect, it, vi } from 'vitest';
import type { AccessSubject } from '@/auth/access';
import type { AreaRoute } from './route-table';
import { areaLoader, preloadableArea, preloadArea } from './area-preload';

const customerUser: AccessSubject = {
  globalRoles: [],
  authorities: [{ customerId: 'c-0002', role: 'environment-viewer' }],
};
const admin: AccessSubject = { globalRoles: ['admin'], authorities: [] };

const Page = () => null;
const route = (overrides: Partial<AreaRoute>): AreaRoute => ({
  path: 'planted',
  area: vi.fn(async () => ({ default: Page })),
  customerScoped: false,
  nav: { labelKey: 'nav.pulse', icon: 'pulse' },
  ...overrides,
});

describe('first-screen area preload', () => {
  it('[PERF-04] [ROUTE-03] preloads an area open to the user, never one a guard may still refuse', () => {
    expect(preloadableArea('/pulse', customerUser)?.path).toBe('pulse');
    expect(preloadableArea('/', customerUser)?.path).toBe('pulse');
    expect(preloadableArea('/customers/c-0002', customerUser)?.path).toBe('customers');
    // A role held only for one customer depends on the selection the guard has not made yet.
    expect(preloadableArea('/hub', customerUser)).toBeUndefined();
    expect(preloadableArea('/installation-metrics', customerUser)).toBeUndefined();
    expect(preloadableArea('/installation-metrics', admin)?.path).toBe('installation-metrics');
    // Customer-scoped areas wait for a selected customer, even for admins.
    expect(preloadableArea('/environments', admin)).toBeUndefined();
    expect(preloadableArea('/no-such-area', admin)).toBeUndefined();
  });

  it('[PERF-04] an area loaded beforehand renders without suspending; otherwise the lazy loader imports', async () => {
    const planted = route({});
    const load = vi.fn(async () => ({ default: Page }));
    const before = areaLoader(planted, load)();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(before).resolves.toEqual({ default: Page });

    vi.doMock('./route-table', async (original) => ({ ...(await original()), AREA_ROUTES: [planted] }));
    vi.resetModules();
    const fresh = await import('./area-preload');
    await fresh.preloadArea('/planted', admin);
    expect(planted.area).toHaveBeenCalledTimes(1);
    const loadAgain = vi.fn(async () => ({ default: Page }));
    let settled: unknown;
    // React reads `then` synchronously: a preloaded area must settle before `then` returns.
    void fresh
      .areaLoader(planted, loadAgain)()
      .then((module) => (settled = module));
    expect(settled).toEqual({ default: Page });
    expect(loadAgain).not.toHaveBeenCalled();
    vi.doUnmock('./route-table');
  });

  it('[PERF-04] a failed preload is silent: the route loader imports again and reports the error', async () => {
    await expect(preloadArea('/no-such-area', admin)).resolves.toBeUndefined();
    const failing = route({ area: vi.fn(async () => Promise.reject(new Error('chunk gone'))) });
    vi.doMock('./route-table', async (original) => ({ ...(await original()), AREA_ROUTES: [failing] }));
    vi.resetModules();
    const fresh = await import('./area-preload');
    await expect(fresh.preloadArea('/planted', admin)).resolves.toBeUndefined();
    const load = vi.fn(async () => ({ default: Page }));
    await fresh.areaLoader(failing, load)();
    expect(load).toHaveBeenCalledTimes(1);
    vi.doUnmock('./route-table');
  });
});
