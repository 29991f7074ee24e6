import { describe, expect, test } from 'vitest';
import { PERSONAS, findPersona } from './personas';
import { createMockToken, decodeJwt, decodeToken, globalRolesOf } from './token';

describe('mock tokens', () => {
  test('[MOCK-03] carry Keycloak-shaped claims: global roles, customer ids and customer roles', () => {
    const persona = findPersona('customer-user')!;
    const claims = decodeToken(`Bearer ${createMockToken(persona, { now: 1_763_800_000_000, lifetimeSeconds: 60 })}`);
    expect(claims).toMatchObject({
      sub: 'mock-customer-user',
      email: persona.email,
      preferred_username: persona.email,
      typ: 'Bearer',
      iat: 1_763_800_000,
      exp: 1_763_800_060,
      realm_access: { roles: [] },
      resource_access: { portal: { roles: [] } },
      customer_id: ['c-0003', 'c-0005'],
      authorities: persona.authorities,
    });
    const admin = decodeJwt(createMockToken(findPersona('admin')!))!;
    expect(admin.realm_access?.roles).toEqual(['admin']);
    expect(globalRolesOf(admin)).toEqual(['admin']);
  });

  test('[MOCK-03] are unsigned JWTs (alg none, empty signature) that decode for every persona', () => {
    for (const persona of PERSONAS) {
      const [header, payload, signature] = createMockToken(persona).split('.');
      expect(JSON.parse(atob(header!))).toEqual({ alg: 'none', typ: 'JWT' });
      expect(payload).toMatch(/^[\w-]+$/);
      expect(signature).toBe('');
    }
  });

  test('[MOCK-03] decoding accepts any signature and rejects what is not a bearer JWT with valid claims', () => {
    const token = createMockToken(findPersona('support')!);
    expect(decodeToken(`Bearer ${token}signature`)?.email).toBe(findPersona('support')!.email);
    expect(decodeToken(undefined)).toBeUndefined();
    expect(decodeToken(token)).toBeUndefined();
    expect(decodeToken('Bearer a.b.c')).toBeUndefined();
    expect(decodeToken(`Bearer x.${btoa(JSON.stringify({ email: 'x' }))}.`)).toBeUndefined();
  });
});
