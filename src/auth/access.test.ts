import { describe, expect, it } from 'vitest';
import { hasAccess, rolesForCustomer, type AccessSubject } from './access';

const admin: AccessSubject = { globalRoles: ['admin'], authorities: [] };
const customerUser: AccessSubject = {
  globalRoles: [],
  authorities: [
    { customerId: 'c-0003', role: 'environment-viewer' },
    { customerId: 'c-0005', role: 'overlay-developer' },
  ],
};
const nobody: AccessSubject = { globalRoles: [], authorities: [] };

describe('hasAccess', () => {
  it('[ROUTE-01] no listed roles (undefined or empty list) means any signed-in user', () => {
    expect(hasAccess(nobody, undefined, undefined)).toBe(true);
    expect(hasAccess(nobody, [], undefined)).toBe(true);
  });

  it('[AUTH-05] a listed global role grants access whatever customer is selected', () => {
    expect(hasAccess(admin, ['admin', 'support'], undefined)).toBe(true);
    expect(hasAccess({ globalRoles: ['support'], authorities: [] }, ['admin', 'support'], 'c-0001')).toBe(true);
  });

  it('[AUTH-05] a global role that is not listed grants nothing', () => {
    expect(hasAccess(admin, ['environment-viewer', 'environment-developer'], 'c-0003')).toBe(false);
  });

  it('[ROUTE-03] a customer role counts only for the selected customer', () => {
    const roles = ['environment-viewer', 'environment-developer'];
    expect(hasAccess(customerUser, roles, 'c-0003')).toBe(true);
    expect(hasAccess(customerUser, roles, 'c-0005')).toBe(false);
    expect(hasAccess(customerUser, roles, undefined)).toBe(false);
    expect(hasAccess(customerUser, ['overlay-viewer', 'overlay-developer'], 'c-0005')).toBe(true);
  });

  it('[ROUTE-03] a user without roles reaches only routes that list none', () => {
    expect(hasAccess(nobody, ['user-management'], 'c-0003')).toBe(false);
    expect(hasAccess(nobody, ['admin', 'support'], undefined)).toBe(false);
  });
});

describe('rolesForCustomer', () => {
  it('lists the roles held for that customer only', () => {
    expect(rolesForCustomer(customerUser, 'c-0005')).toEqual(['overlay-developer']);
    expect(rolesForCustomer(customerUser, 'c-9999')).toEqual([]);
    expect(rolesForCustomer(customerUser, undefined)).toEqual([]);
  });
});
