import { describe, expect, test, vi } from 'vitest';
import type { AccessSubject } from '@/auth/access';
import { initialArea, preloadInitialArea } from './preload-area';
import { AREA_ROUTES, type AreaRoute } from './route-table';

const page = () => Promise.resolve({ default: () => null });
const table = (): AreaRoute[] => AREA_ROUTES.map((route) => ({ ...route, area: vi.fn(page) }));
const admin: AccessSubject = { globalRoles: ['admin'], authorities: [] };
const customerUser: AccessSubject = {
  globalRoles: [],
  authorities: [{ customerId: 'c-1', role: 'environment-viewer' }],
};
const loaded = (routes: AreaRoute[]) =>
  routes.filter((route) => vi.mocked(route.area).mock.calls.length > 0).map((r) => r.path);

describe('preloading the opened area', () => {
  test('[PERF-04] the address names the area; / opens the default one; anything else none', () => {
    expect(initialArea('/pulse')?.path).toBe('pulse');
    expect(initialArea('/customers/c-1')?.path).toBe('customers');
    expect(initialArea('/')?.path).toBe('pulse');
    expect(initialArea('/file-store')).toBeUndefined();
  });

  test('[PERF-04] [ROUTE-03] a global role loads the area at once; an area the user may not open is never requested', () => {
    const routes = table();
    void preloadInitialArea('/pulse', admin, 'c-0001', routes);
    expect(loaded(routes)).toEqual(['pulse']);

    const forCustomer = table();
    // user-management needs a role this user has nowhere: never requested.
    void preloadInitialArea('/user-management', customerUser, 'c-1', forCustomer);
    // hub is open to a customer role, but the customer is not known before the list: its guard decides.
    void preloadInitialArea('/hub', customerUser, undefined, forCustomer);
    // environments is customer-scoped: nothing to load it for without a customer.
    void preloadInitialArea('/environments', customerUser, undefined, forCustomer);
    expect(loaded(forCustomer)).toEqual([]);
  });

  test('[PERF-10] a customer known before the list (stored, the only one) loads a customer-role area at once, with its page', async () => {
    const routes = table();
    const hub = await preloadInitialArea('/hub', customerUser, 'c-1', routes);
    expect(loaded(routes)).toEqual(['hub']);
    expect(hub).toBeTypeOf('function');
    // A customer the role is not for: never requested.
    const other = table();
    expect(preloadInitialArea('/hub', customerUser, 'c-2', other)).toBeUndefined();
    expect(loaded(other)).toEqual([]);
  });
});
