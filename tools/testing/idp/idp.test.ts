// @vitest-environment node
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_RESOURCE, redirectAllowed, startIdp, type Idp, type Lifetimes } from './idp.ts';
import {
  TestAgent,
  authorizationUrl,
  callbackParams,
  endpoints,
  exchangeCode,
  formAction,
  hiddenInputs,
  pkcePair,
  readTokens,
  refreshTokens,
  signInWithFetch,
} from './testing.ts';
import { TEST_PASSWORD, type TestUser } from './test-users.ts';

type Authority = { customerId: string; role: string };
/** A user shaped like the portal's personas (mocks/idp-users.ts hands it those): Keycloak-shaped claims. */
const user = (id: string, email: string, name: string, roles: string[], authorities: Authority[] = []): TestUser => ({
  id,
  email,
  name,
  claims: {
    email,
    preferred_username: email,
    realm_access: { roles },
    resource_access: { portal: { roles } },
    customer_id: [...new Set(authorities.map((authority) => authority.customerId))],
    authorities,
  },
});
const CUSTOMER_ROLES: Authority[] = [
  { customerId: 'c-0003', role: 'environment-viewer' },
  { customerId: 'c-0005', role: 'overlay-developer' },
];
const USERS = [
  user('admin', 'ada.lindqvist@platform-ops.example', 'Ada Lindqvist', ['admin']),
  user('support', 'sven.okafor@platform-ops.example', 'Sven Okafor', ['support']),
  user('customer-user', 'clara.jensen@northbridge.example', 'Clara Jensen', [], CUSTOMER_ROLES),
  user('no-roles', 'noah.brandt@newcomer.example', 'Noah Brandt', []),
];
const CLIENT = { users: USERS, clientId: 'portal' };

const PORTAL = 'http://127.0.0.1:4712';
const REDIRECT = `${PORTAL}/pulse`;
let idp: Idp | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await idp?.close();
  idp = undefined;
});

const start = async (lifetimes?: Lifetimes) =>
  (idp = await startIdp({ ...CLIENT, port: 0, portalOrigins: [PORTAL], lifetimes }));

/** Signs a persona in and exchanges the code as keycloak-js does (from the portal's origin). */
async function signIn(provider: Idp, username: string, agent = new TestAgent()) {
  const { callback, verifier } = await signInWithFetch(agent, provider, { username, redirectUri: REDIRECT });
  const response = await exchangeCode(agent, provider, {
    code: callback.get('code') ?? '',
    redirectUri: REDIRECT,
    verifier,
    origin: PORTAL,
  });
  expect(response.status).toBe(200);
  return { agent, tokens: await readTokens(response) };
}

/** Whether a server still answers. */
const upOrDown = (url: string) =>
  fetch(url).then(
    () => 'up',
    () => 'down',
  );

const verifyAccessToken = async (provider: Idp, jwt: string) =>
  (await jwtVerify(jwt, createRemoteJWKSet(new URL(provider.jwksUrl)), { issuer: provider.issuer })).payload;

describe('test identity provider', () => {
  it("[AUTH-01] serves OpenID discovery at Keycloak's realm path, PKCE S256 only", async () => {
    const provider = await start();
    const response = await fetch(endpoints(provider).discovery);
    expect(response.status).toBe(200);
    const base = `${provider.url}/realms/platform/protocol/openid-connect`;
    expect(await response.json()).toMatchObject({
      issuer: `${provider.url}/realms/platform`,
      authorization_endpoint: `${base}/auth`,
      token_endpoint: `${base}/token`,
      end_session_endpoint: `${base}/logout`,
      jwks_uri: `${base}/certs`,
      userinfo_endpoint: `${base}/userinfo`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(provider.jwksUrl).toBe(`${base}/certs`);
    expect(await (await fetch(provider.jwksUrl)).json()).toEqual({ keys: [expect.objectContaining({ alg: 'RS256' })] });
  });

  it('[AUTH-01] [AUTH-05] signs the admin in with code + PKCE: a signed JWT with realm and client roles', async () => {
    const provider = await start();
    const { tokens } = await signIn(provider, 'ada.lindqvist@platform-ops.example');
    const claims = await verifyAccessToken(provider, tokens.access_token);
    expect(claims).toMatchObject({
      sub: 'admin',
      email: 'ada.lindqvist@platform-ops.example',
      aud: API_RESOURCE,
      azp: 'portal',
      realm_access: { roles: ['admin'] },
      resource_access: { portal: { roles: ['admin'] } },
      customer_id: [],
      authorities: [],
    });
    expect(claims.sid).toEqual(expect.any(String));
    expect(decodeJwt(tokens.id_token)).toMatchObject({ aud: 'portal', sub: 'admin', sid: claims.sid });
    expect(tokens.expires_in).toBe(300);
  });

  it('[AUTH-01] answers a silent check (prompt=none) like Keycloak: a code for a session, login_required without one', async () => {
    const provider = await start();
    const cookies: string[] = [];
    const agent = new (class extends TestAgent {
      override async request(url: string | URL, init?: RequestInit) {
        const response = await super.request(url, init);
        cookies.push(...response.headers.getSetCookie());
        return response;
      }
    })();
    await signIn(provider, 'admin', agent);
    // Lax session cookies: sent to a same-site iframe (127.0.0.1 on another port), not to a cross-site one.
    const session = cookies.filter((cookie) => /^idp\d+_session=[^;]/.test(cookie));
    expect(session.length).toBeGreaterThan(0);
    for (const cookie of session) expect(cookie).toMatch(/;\s*samesite=lax/i);

    const silentPage = `${PORTAL}/silent-check-sso.html`;
    const silent = (who: TestAgent) =>
      who.request(
        authorizationUrl(provider, { redirect_uri: silentPage, prompt: 'none', code_challenge: pkcePair().challenge }),
      );
    const answer = await silent(agent);
    // One redirect straight to the silent page, nothing the iframe would have to show or be refused.
    expect(answer.status).toBe(303);
    expect(answer.headers.get('x-frame-options')).toBeNull();
    expect(answer.headers.get('content-security-policy') ?? '').not.toContain('frame-ancestors');
    const location = answer.headers.get('location') ?? '';
    expect(location.startsWith(`${silentPage}#`)).toBe(true);
    expect(callbackParams(location).get('code')).toEqual(expect.any(String));

    const stranger = await silent(new TestAgent());
    expect(stranger.status).toBe(303);
    expect(callbackParams(stranger.headers.get('location') ?? '').get('error')).toBe('login_required');
  });

  it('[AUTH-05] the customer user (by persona id) gets customer ids and customer roles, no global role', async () => {
    const provider = await start();
    const { tokens } = await signIn(provider, 'customer-user');
    const claims = await verifyAccessToken(provider, tokens.access_token);
    expect(claims).toMatchObject({
      sub: 'customer-user',
      email: 'clara.jensen@northbridge.example',
      realm_access: { roles: [] },
      resource_access: { portal: { roles: [] } },
      customer_id: ['c-0003', 'c-0005'],
      authorities: CUSTOMER_ROLES,
    });
  });

  it('shows the sign-in form again with an error after a wrong password', async () => {
    const provider = await start();
    const agent = new TestAgent();
    const { challenge } = pkcePair();
    const { response, url } = await agent.follow(
      authorizationUrl(provider, { redirect_uri: REDIRECT, code_challenge: challenge }),
      provider.url,
    );
    const html = await response.text();
    expect(html).toMatch(/<label for="username">Username or email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    const action = formAction(html, url);
    const refused = await agent.postForm(action, { username: 'admin', password: `${TEST_PASSWORD}!` });
    expect(refused.status).toBe(200);
    expect(refused.headers.get('location')).toBeNull();
    const again = await refused.text();
    expect(again).toContain('<p role="alert" id="form-error">Invalid username or password.</p>');
    expect(formAction(again, url).href).toBe(action.href);
    // The same interaction still signs in with the right password.
    const accepted = await agent.postForm(action, { username: 'admin', password: TEST_PASSWORD });
    expect(accepted.status).toBe(303);
  });

  it('[AUTH-01] refuses an authorization request without PKCE, or with the plain method', async () => {
    const provider = await start();
    const agent = new TestAgent();
    for (const params of [
      { code_challenge_method: undefined },
      { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' },
    ]) {
      const response = await agent.request(authorizationUrl(provider, { redirect_uri: REDIRECT, ...params }));
      const location = response.headers.get('location') ?? '';
      expect(location.startsWith(REDIRECT)).toBe(true);
      const callback = callbackParams(location);
      expect(callback.get('error')).toBe('invalid_request');
      expect(callback.has('code')).toBe(false);
    }
  });

  it('[AUTH-01] refuses a token request whose code_verifier is missing or wrong', async () => {
    const provider = await start();
    const agent = new TestAgent();
    const { callback } = await signInWithFetch(agent, provider, { username: 'support', redirectUri: REDIRECT });
    const code = callback.get('code') ?? '';
    const missing = await exchangeCode(agent, provider, { code, redirectUri: REDIRECT, origin: PORTAL });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'invalid_grant' });
    const wrong = await exchangeCode(agent, provider, {
      code,
      redirectUri: REDIRECT,
      verifier: pkcePair().verifier,
      origin: PORTAL,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('[SEC-01] sends the user back only to the exact portal origins, for sign-in and for logout', async () => {
    const provider = await start();
    const agent = new TestAgent();
    for (const redirectUri of [
      'http://evil.example/pulse',
      'http://127.0.0.1:4713/pulse',
      'https://127.0.0.1:4712/pulse',
      'http://127.0.0.1:4712@evil.example/pulse',
    ]) {
      const { challenge } = pkcePair();
      const response = await agent.request(
        authorizationUrl(provider, { redirect_uri: redirectUri, code_challenge: challenge }),
      );
      expect(response.status, redirectUri).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
    expect(redirectAllowed('http://127.0.0.1:4712/customers/c-0003?tab=1', [`${PORTAL}/*`])).toBe(true);
    expect(redirectAllowed('http://127.0.0.1:4712', [`${PORTAL}/*`])).toBe(true);
    expect(redirectAllowed('http://127.0.0.1:4712/#frag', [`${PORTAL}/*`])).toBe(false);

    const { tokens } = await signIn(provider, 'admin', agent);
    const logout = new URL(endpoints(provider).logout);
    logout.searchParams.set('id_token_hint', tokens.id_token);
    logout.searchParams.set('post_logout_redirect_uri', 'http://evil.example/');
    expect((await agent.request(logout)).status).toBe(400);
  });

  it('[AUTH-03] refreshes with a JWT-shaped refresh token (typ Refresh, exp, sid), CORS with credentials', async () => {
    const provider = await start();
    const { agent, tokens } = await signIn(provider, 'admin');
    const refreshClaims = decodeJwt(tokens.refresh_token);
    const accessClaims = decodeJwt(tokens.access_token);
    expect(refreshClaims).toMatchObject({ typ: 'Refresh', sid: accessClaims.sid, exp: expect.any(Number) });
    expect(tokens.refresh_token.split('.')).toHaveLength(3);

    const response = await refreshTokens(agent, provider, tokens.refresh_token, PORTAL);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const refreshed = await readTokens(response);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(decodeJwt(refreshed.refresh_token)).toMatchObject({ typ: 'Refresh', sid: accessClaims.sid });
    expect(await verifyAccessToken(provider, refreshed.access_token)).toMatchObject({
      sub: 'admin',
      sid: accessClaims.sid,
    });

    const foreign = await refreshTokens(agent, provider, tokens.refresh_token, 'http://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('[AUTH-03] a second sign-in in the same session (another tab) leaves the first refresh token valid', async () => {
    const provider = await start();
    const { agent, tokens } = await signIn(provider, 'admin');
    const second = await signIn(provider, 'admin', agent);
    expect(decodeJwt(second.tokens.access_token).sid).toBe(decodeJwt(tokens.access_token).sid);
    expect((await refreshTokens(agent, provider, tokens.refresh_token, PORTAL)).status).toBe(200);
    expect((await refreshTokens(agent, provider, second.tokens.refresh_token, PORTAL)).status).toBe(200);
  });

  it('[AUTH-03] every lifetime ends at sign-in + session max; then the refresh answers 400 with CORS headers', async () => {
    // Only Date is faked (the provider reads the time from it); sockets and timers stay real.
    const signInTime = Date.UTC(2026, 0, 5, 9, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: signInTime });
    const provider = await start({ accessTokenSeconds: 60, sessionSeconds: 300 });
    const { agent, tokens } = await signIn(provider, 'support');
    const authTime = signInTime / 1000;
    expect(decodeJwt(tokens.access_token).exp).toBe(authTime + 60);
    expect(decodeJwt(tokens.refresh_token).exp).toBe(authTime + 300);

    // 20 s before the session ends, a refresh gets an access token that ends with the session, not 60 s later.
    vi.setSystemTime(signInTime + 280_000);
    const late = await refreshTokens(agent, provider, tokens.refresh_token, PORTAL);
    expect(late.status).toBe(200);
    const lateTokens = await readTokens(late);
    expect(decodeJwt(lateTokens.access_token).exp).toBe(authTime + 300);
    expect(lateTokens.expires_in).toBe(20);

    vi.setSystemTime(signInTime + 300_000);
    const expired = await refreshTokens(agent, provider, lateTokens.refresh_token, PORTAL);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: 'invalid_grant' });
    expect(expired.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(expired.headers.get('access-control-allow-credentials')).toBe('true');

    // The session has ended too: a new authorization request asks for the password again.
    const { challenge } = pkcePair();
    const { url } = await agent.follow(
      authorizationUrl(provider, { redirect_uri: REDIRECT, code_challenge: challenge }),
      provider.url,
    );
    expect(url.pathname).toMatch(/\/login-actions\//);
  });

  it('[AUTH-04] GET logout with id_token_hint confirms itself and redirects to the portal; the session ends', async () => {
    const provider = await start();
    const { agent, tokens } = await signIn(provider, 'admin');
    const logout = new URL(endpoints(provider).logout);
    logout.searchParams.set('client_id', 'portal');
    logout.searchParams.set('post_logout_redirect_uri', PORTAL);
    logout.searchParams.set('id_token_hint', tokens.id_token);
    const page = await agent.request(logout);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The browser submits the confirmation by itself (what keycloak-js's GET logout relies on).
    expect(html).toContain('document.forms[0].submit()');
    const form = hiddenInputs(html);
    expect(form.logout).toBe('yes');
    const confirmed = await agent.postForm(formAction(html, logout), form);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${PORTAL}/`);

    const refresh = await refreshTokens(agent, provider, tokens.refresh_token, PORTAL);
    expect(refresh.status).toBe(400);

    // Without id_token_hint the user is asked.
    const { tokens: again } = await signIn(provider, 'admin', agent);
    expect(again.id_token).toBeTruthy();
    const unhinted = new URL(endpoints(provider).logout);
    unhinted.searchParams.set('client_id', 'portal');
    expect(await (await agent.request(unhinted)).text()).not.toContain('document.forms[0].submit()');
  });

  it('[AUTH-04] kc_action=UPDATE_PASSWORD shows the update-password page and returns kc_action_status', async () => {
    const provider = await start();
    const { agent } = await signIn(provider, 'customer-user');
    const { challenge } = pkcePair();
    const request = authorizationUrl(provider, {
      redirect_uri: REDIRECT,
      code_challenge: challenge,
      kc_action: 'UPDATE_PASSWORD',
    });
    const { response, url } = await agent.follow(request, provider.url);
    const html = await response.text();
    expect(html).toMatch(/<h1>Update password<\/h1>/);
    expect(html).toMatch(/<label for="password-new">New password<\/label>/);
    expect(html).toMatch(/<label for="password-confirm">Confirm password<\/label>/);
    expect(html).toContain('autocomplete="username" value="clara.jensen@northbridge.example"');
    const action = formAction(html, url);

    const mismatch = await agent.postForm(action, { 'password-new': 'a', 'password-confirm': 'b', action: 'submit' });
    expect(await mismatch.text()).toContain('role="alert" id="form-error">Passwords do not match.</p>');

    const done = await agent.postForm(action, { 'password-new': 'n3w', 'password-confirm': 'n3w', action: 'submit' });
    const back = await agent.follow(new URL(done.headers.get('location') ?? '', url), provider.url);
    const location = back.response.headers.get('location') ?? '';
    expect(location.startsWith(`${REDIRECT}#`)).toBe(true);
    const callback = callbackParams(location);
    expect(callback.get('kc_action')).toBe('UPDATE_PASSWORD');
    expect(callback.get('kc_action_status')).toBe('success');
    expect(callback.get('code')).toBeTruthy();

    // Cancelling is reported as such.
    const second = await agent.follow(
      authorizationUrl(provider, { redirect_uri: REDIRECT, code_challenge: challenge, kc_action: 'UPDATE_PASSWORD' }),
      provider.url,
    );
    const cancelled = await agent.postForm(formAction(await second.response.text(), second.url), { action: 'cancel' });
    const cancelledBack = await agent.follow(new URL(cancelled.headers.get('location') ?? '', url), provider.url);
    expect(callbackParams(cancelledBack.response.headers.get('location') ?? '').get('kc_action_status')).toBe(
      'cancelled',
    );
  });

  it('serves /userinfo for its own access tokens only', async () => {
    const provider = await start();
    const { tokens } = await signIn(provider, 'no-roles');
    const ok = await fetch(endpoints(provider).userinfo, {
      headers: { Authorization: `Bearer ${tokens.access_token}`, Origin: PORTAL },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await ok.json()).toMatchObject({
      sub: 'no-roles',
      email: 'noah.brandt@newcomer.example',
      name: 'Noah Brandt',
    });
    const forged = `${tokens.access_token.slice(0, -4)}AAAA`;
    expect((await fetch(endpoints(provider).userinfo, { headers: { Authorization: `Bearer ${forged}` } })).status).toBe(
      401,
    );
    expect((await fetch(endpoints(provider).userinfo)).status).toBe(401);
  });

  it('listens on 127.0.0.1 only and stops on close()', async () => {
    // @ts-expect-error the type allows 127.0.0.1 only; this checks that the runtime refuses the rest too
    await expect(startIdp({ ...CLIENT, port: 0, portalOrigins: [PORTAL], host: '0.0.0.0' })).rejects.toThrow(
      /127\.0\.0\.1 only/,
    );
    const provider = await start();
    expect(new URL(provider.url).hostname).toBe('127.0.0.1');
    await provider.close();
    await expect(fetch(endpoints(provider).discovery)).rejects.toThrow(/fetch failed/);
  });

  it('stops by itself after the idle timeout, and after the maximum lifetime even when busy', async () => {
    idp = await startIdp({ ...CLIENT, port: 0, portalOrigins: [PORTAL], idleTimeoutMs: 50 });
    const idle = endpoints(idp).discovery;
    await expect.poll(() => upOrDown(idle), { timeout: 5000 }).toBe('down');

    // Polled every 50 ms, it is never idle; the maximum lifetime stops it all the same.
    idp = await startIdp({ ...CLIENT, port: 0, portalOrigins: [PORTAL], idleTimeoutMs: 60_000, maxLifetimeMs: 300 });
    const busy = endpoints(idp).discovery;
    await expect.poll(() => upOrDown(busy), { timeout: 5000, interval: 50 }).toBe('down');
  });
});
