// @vitest-environment node
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from './http.ts';
import { createJwksVerifier, trustedIssuersFrom } from './jwks-verifier.ts';
import { PERSONA_SIGN_IN } from './idp-users.ts';
import { PERSONAS } from './personas.ts';
import { ClaimsSchema, personaClaims } from './token.ts';
import { authHeader } from './testing.ts';
import { startIdp, type Idp } from '../tools/testing/idp/idp.ts';
import { TestAgent, exchangeCode, readTokens, signInWithFetch } from '../tools/testing/idp/testing.ts';

const PORTAL = 'http://127.0.0.1:4712';
let idp: Idp | undefined;
let otherIdp: Idp | undefined;
let api: MockHttpServer | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all([idp?.close(), otherIdp?.close(), api?.close()]);
  idp = otherIdp = api = undefined;
});

/** An IdP and the mock API trusting only it, like `npm run idp` wires them. */
async function startBoth() {
  idp = await startIdp({ ...PERSONA_SIGN_IN, port: 0, portalOrigins: [PORTAL] });
  api = await startMockHttpServer({
    port: 0,
    allowedOrigins: [PORTAL],
    verifyToken: createJwksVerifier([{ issuer: idp.issuer, jwksUrl: idp.jwksUrl }]),
  });
  return { idp, api };
}

async function accessToken(provider: Idp, username: string): Promise<string> {
  const agent = new TestAgent();
  const redirectUri = `${PORTAL}/pulse`;
  const { callback, verifier } = await signInWithFetch(agent, provider, { username, redirectUri });
  const response = await exchangeCode(agent, provider, { code: callback.get('code') ?? '', redirectUri, verifier });
  return (await readTokens(response)).access_token;
}

const call = (base: string, path: string, jwt: string) =>
  fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${jwt}` } });

describe('mock API verifying tokens against the identity provider', () => {
  it('[MOCK-03] accepts the IdP token and still enforces the customer scope from its claims', async () => {
    const { idp: provider, api: backend } = await startBoth();
    const admin = await accessToken(provider, 'admin');
    expect((await call(backend.url, '/api/actuator/info/gateway', admin)).status).toBe(200);
    const customerUser = await accessToken(provider, 'customer-user');
    expect((await call(backend.url, '/api/customer-management/customers/c-0003', customerUser)).status).toBe(200);
    expect((await call(backend.url, '/api/customer-management/customers/c-0001', customerUser)).status).toBe(403);
    expect((await call(backend.url, '/api/actuator/info/gateway?customerId=c-0001', customerUser)).status).toBe(403);
  });

  it('[AUTH-05] every persona signs in through the provider with the claims of its mock token, as the mock API reads them', async () => {
    const { idp: provider } = await startBoth();
    for (const persona of PERSONAS) {
      const claims = decodeJwt(await accessToken(provider, persona.email));
      expect(ClaimsSchema.parse(claims)).toMatchObject({ sub: persona.id, ...personaClaims(persona) });
    }
  });

  it('[MOCK-03] refuses unsigned, tampered, foreign-key and other-issuer tokens with 401', async () => {
    const { idp: provider, api: backend } = await startBoth();
    const path = '/api/actuator/info/gateway';
    const unsigned = authHeader('admin').Authorization.replace(/^Bearer /, '');
    expect((await call(backend.url, path, unsigned)).status).toBe(401);

    const real = await accessToken(provider, 'no-roles');
    const [header, , signature] = real.split('.');
    const elevated = { ...decodeJwt(real), realm_access: { roles: ['admin'] } };
    const tampered = `${header}.${Buffer.from(JSON.stringify(elevated)).toString('base64url')}.${signature}`;
    expect((await call(backend.url, path, tampered)).status).toBe(401);

    // Same claims, same issuer and kid, but signed by a key the IdP never published.
    const { privateKey } = await generateKeyPair('RS256');
    const { kid } = decodeProtectedHeader(real);
    const forged = await new SignJWT(elevated).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    expect((await call(backend.url, path, forged)).status).toBe(401);

    // A real token, from an identity provider the API does not trust.
    otherIdp = await startIdp({ ...PERSONA_SIGN_IN, port: 0, portalOrigins: [PORTAL] });
    expect((await call(backend.url, path, await accessToken(otherIdp, 'admin'))).status).toBe(401);

    // Control: the real token itself is fine.
    expect((await call(backend.url, path, real)).status).toBe(200);
  });

  it('[MOCK-03] refuses an IdP token from its exp on (no clock tolerance), with 401', async () => {
    const { idp: provider, api: backend } = await startBoth();
    const verify = createJwksVerifier([{ issuer: provider.issuer, jwksUrl: provider.jwksUrl }]);
    const token = await accessToken(provider, 'support');
    const exp = decodeJwt(token).exp ?? 0;
    vi.useFakeTimers({ toFake: ['Date'], now: exp * 1000 - 1000 });
    expect((await verify(token))?.email).toBe('sven.okafor@platform-ops.example');
    vi.setSystemTime(exp * 1000);
    expect(await verify(token)).toBeUndefined();
    expect((await call(backend.url, '/api/actuator/info/gateway', token)).status).toBe(401);
  });

  it('pairs --issuer and --jwks-url flags in order and refuses unpaired ones', async () => {
    expect(trustedIssuersFrom(['a', 'b'], ['a/certs', 'b/certs'])).toEqual([
      { issuer: 'a', jwksUrl: 'a/certs' },
      { issuer: 'b', jwksUrl: 'b/certs' },
    ]);
    expect(() => trustedIssuersFrom(['a'], [])).toThrow(/--jwks-url/);
    // What is not a JWT is refused, not thrown.
    const verifier = createJwksVerifier([
      { issuer: 'http://127.0.0.1:9/realms/x', jwksUrl: 'http://127.0.0.1:9/certs' },
    ]);
    expect(await verifier('not-a-jwt')).toBeUndefined();
  });
});
