import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/testing/render-with-providers';

const keycloak = vi.hoisted(() => ({
  instances: [] as { options: Record<string, unknown>; instance: { onAuthLogout?: () => void; disposed: boolean } }[],
  init: vi.fn(),
  updateToken: vi.fn(),
  login: vi.fn(),
  logout: vi.fn(),
  clearToken: vi.fn(),
}));

vi.mock('keycloak-js', () => ({
  default: class {
    token = 'access-token';
    tokenParsed = {
      iat: 1_000,
      exp: 1_300,
      email: 'ada@example.com',
      realm_access: { roles: ['admin', 'offline_access'] },
    };
    refreshTokenParsed = { exp: 4_600 };
    init = keycloak.init;
    // A session of an earlier test keeps its timers: its refreshes must not count in later tests.
    disposed = false;
    updateToken = (minValidity: number) => (this.disposed ? Promise.resolve(false) : keycloak.updateToken(minValidity));
    login = keycloak.login;
    logout = keycloak.logout;
    clearToken = keycloak.clearToken;
    onAuthLogout?: () => void;
    constructor(options: Record<string, unknown>) {
      keycloak.instances.push({ options, instance: this });
    }
  },
}));

const { refreshLeadMs, startKeycloakSession } = await import('./keycloak-session');

/** Another tab's side of the session broadcast (AUTH-09), played by the test. */
function fakeBroadcast() {
  const listeners = new Set<() => void>();
  return {
    announceLogout: vi.fn(),
    onLogoutElsewhere: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: vi.fn(),
    logoutElsewhere: () => listeners.forEach((listener) => listener()),
  };
}

afterEach(() => {
  for (const { instance } of keycloak.instances) instance.disposed = true;
  keycloak.instances.length = 0;
  vi.useRealTimers();
  vi.clearAllMocks();
  localStorage.clear();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/** Whether the promise has settled after the pending microtasks and timers ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

/** What keycloak-js leaves while its silent check waits, never answered: the hidden iframe and the callback state. */
const pendingSilentCheck = (state: string) => () => {
  const iframe = document.createElement('iframe');
  iframe.title = 'keycloak-silent-check-sso';
  iframe.src = `https://idp.example/realms/platform/protocol/openid-connect/auth?prompt=none&state=${state}`;
  document.body.append(iframe);
  localStorage.setItem(`kc-callback-${state}`, `{"state":"${state}"}`);
  return new Promise<boolean>(() => undefined);
};

describe('Keycloak session', () => {
  it('[AUTH-01] [SEC-01] checks the session silently: check-sso answering to the silent page, PKCE S256, no login iframe, own origin', async () => {
    keycloak.init.mockResolvedValue(true);
    const session = await startKeycloakSession(testConfig());
    // The generic form (endpoints, no url/realm) skips keycloak-js's third-party-cookie probe.
    const base = 'https://idp.example/realms/platform/protocol/openid-connect';
    expect(keycloak.instances[0]?.options).toEqual({
      clientId: 'portal',
      oidcProvider: {
        authorization_endpoint: `${base}/auth`,
        token_endpoint: `${base}/token`,
        end_session_endpoint: `${base}/logout`,
        userinfo_endpoint: `${base}/userinfo`,
      },
    });
    const [options] = keycloak.init.mock.lastCall ?? [];
    expect(options).toMatchObject({
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
      pkceMethod: 'S256',
      checkLoginIframe: false,
    });
    expect(new URL(options.redirectUri).origin).toBe(window.location.origin);
    expect(keycloak.login).not.toHaveBeenCalled();
    expect(session.email).toBe('ada@example.com');
    expect(session.globalRoles).toEqual(['admin']);
    expect(session.sessionExpiresAt()).toBe(4_600_000);
  });

  it('[AUTH-01] [SEC-01] without a session the portal sends the visitor to the login itself and never starts', async () => {
    keycloak.init.mockResolvedValue(false);
    keycloak.login.mockReturnValue(new Promise(() => undefined));
    const start = startKeycloakSession(testConfig());
    expect(await settled(start)).toBe(false);
    expect(keycloak.login).toHaveBeenCalledTimes(1);
    expect(new URL(keycloak.login.mock.lastCall?.[0].redirectUri).origin).toBe(window.location.origin);
  });

  it('[AUTH-01] [PERF-04] a session found by the silent check is reported before the code exchange; login_required is not', async () => {
    const origin = window.location.origin;
    const answer = (hash: string) =>
      window.dispatchEvent(new MessageEvent('message', { origin, data: `${origin}/silent-check-sso.html#${hash}` }));
    const found = vi.fn();
    keycloak.init.mockImplementation(async () => {
      // Another origin, another page, or no code: not a session.
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://evil.example', data: `${origin}/silent-check-sso.html#code=x` }),
      );
      window.dispatchEvent(new MessageEvent('message', { origin, data: `${origin}/other.html#state=s&code=x` }));
      answer('state=s&error=login_required');
      expect(found).not.toHaveBeenCalled();
      answer('state=s&code=c');
      answer('state=s&code=c');
      expect(found).toHaveBeenCalledTimes(1);
      return true;
    });
    await startKeycloakSession(testConfig(), { onSessionFound: found });
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('[AUTH-01] a silent check that does not answer within its bound gives up its iframe and state and goes to the login', async () => {
    vi.useFakeTimers();
    keycloak.init.mockImplementation(() => {
      // What keycloak-js leaves behind while it waits: the hidden iframe and the callback state.
      const iframe = document.createElement('iframe');
      iframe.title = 'keycloak-silent-check-sso';
      iframe.src = 'https://idp.example/realms/platform/protocol/openid-connect/auth?prompt=none&state=s-1';
      document.body.append(iframe);
      localStorage.setItem('kc-callback-s-1', '{"state":"s-1"}');
      return new Promise(() => undefined);
    });
    keycloak.login.mockReturnValue(new Promise(() => undefined));
    // AUTH-11: the provider itself answers (its discovery document), only the check does not.
    const probe = vi.fn(() => Promise.resolve(true));
    void startKeycloakSession(testConfig(), { silentCheckTimeoutMs: 3_000, probe });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(keycloak.login).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(keycloak.login).toHaveBeenCalledTimes(1);
    expect(probe).toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
    expect(localStorage.getItem('kc-callback-s-1')).toBeNull();
  });

  it("[AUTH-01] back from the login with a code, the exchange is not cut short by the silent check's bound", async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/pulse#state=s-2&code=c-2');
    keycloak.init.mockReturnValue(new Promise((resolve) => setTimeout(() => resolve(true), 10_000)));
    const start = startKeycloakSession(testConfig(), { silentCheckTimeoutMs: 3_000, probe: async () => true });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(start).resolves.toMatchObject({ email: 'ada@example.com' });
    expect(keycloak.login).not.toHaveBeenCalled();
  });

  it('[AUTH-04] [SEC-01] logout and reset password go through the identity provider and back to the portal', async () => {
    keycloak.init.mockResolvedValue(true);
    keycloak.logout.mockResolvedValue(undefined);
    keycloak.login.mockResolvedValue(undefined);
    const session = await startKeycloakSession(testConfig());
    await session.logout();
    expect(keycloak.logout).toHaveBeenLastCalledWith({ redirectUri: window.location.origin });
    await session.resetPassword();
    const [options] = keycloak.login.mock.lastCall ?? [];
    expect(options.action).toBe('UPDATE_PASSWORD');
    expect(new URL(options.redirectUri).origin).toBe(window.location.origin);
  });

  it('[AUTH-04] logout and reset-password failures are logged to the console only', async () => {
    keycloak.init.mockResolvedValue(true);
    keycloak.logout.mockRejectedValue(new Error('idp down'));
    keycloak.login.mockRejectedValue(new Error('idp down'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = await startKeycloakSession(testConfig());
    await expect(session.logout()).resolves.toBeUndefined();
    await expect(session.resetPassword()).resolves.toBeUndefined();
    expect(errors.mock.calls.map(([message]) => message)).toEqual(['Logout failed', 'Password reset failed']);
  });

  it('[AUTH-03] a failed refresh (refresh token expired) sends the user back to the login and gives no token', async () => {
    keycloak.init.mockResolvedValue(true);
    keycloak.updateToken.mockRejectedValue(
      Object.assign(new Error('Server responded with an invalid status.'), {
        response: new Response(null, { status: 400 }),
      }),
    );
    keycloak.login.mockResolvedValue(undefined);
    const session = await startKeycloakSession(testConfig());
    keycloak.login.mockClear();
    await expect(session.refreshToken()).resolves.toBeUndefined();
    // keycloak-js also reports the cleared tokens (onAuthLogout on a 400): still one redirect.
    keycloak.instances[0]?.instance.onAuthLogout?.();
    expect(keycloak.login).toHaveBeenCalledTimes(1);
  });

  it('[AUTH-03] refreshes ahead of expiry: a third of the lifetime before it, at most 60 s', () => {
    expect(refreshLeadMs(1_000, 1_300)).toBe(60_000);
    expect(refreshLeadMs(1_000, 1_015)).toBe(5_000);
    expect(refreshLeadMs(undefined, 1_300)).toBe(0);
    expect(refreshLeadMs(1_000, undefined)).toBe(0);
  });

  it('[AUTH-09] logout tells the other tabs before it leaves for the identity provider', async () => {
    keycloak.init.mockResolvedValue(true);
    keycloak.logout.mockResolvedValue(undefined);
    const broadcast = fakeBroadcast();
    const session = await startKeycloakSession(testConfig(), { broadcast });
    await session.logout();
    expect(broadcast.announceLogout).toHaveBeenCalledTimes(1);
    expect(broadcast.announceLogout.mock.invocationCallOrder[0]).toBeLessThan(
      keycloak.logout.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('[AUTH-09] logged out in another tab: the tokens go, no token is given out again, no login redirect', async () => {
    keycloak.init.mockResolvedValue(true);
    keycloak.updateToken.mockResolvedValue(false);
    const broadcast = fakeBroadcast();
    const session = await startKeycloakSession(testConfig(), { broadcast });
    await expect(session.getToken()).resolves.toBe('access-token');
    const ended = vi.fn();
    session.onEndedElsewhere(ended);
    keycloak.updateToken.mockClear();

    broadcast.logoutElsewhere();

    expect(ended).toHaveBeenCalledTimes(1);
    expect(keycloak.clearToken).toHaveBeenCalledTimes(1);
    await expect(session.getToken()).resolves.toBeUndefined();
    await expect(session.refreshToken()).resolves.toBeUndefined();
    expect(keycloak.updateToken).not.toHaveBeenCalled();
    expect(keycloak.login).not.toHaveBeenCalled();
  });

  it('[AUTH-10] the provider unreachable: a valid token serves on, the refresh is retried with backoff, nobody is signed out', async () => {
    vi.useFakeTimers();
    // The mock's access token expires at 1 300 s: 300 s from now, so still valid.
    vi.setSystemTime(1_000_000);
    keycloak.init.mockResolvedValue(true);
    const session = await startKeycloakSession(testConfig(), { broadcast: fakeBroadcast() });
    const reachability = vi.fn();
    session.onSignInReachability(() => reachability(session.signInUnreachable()));
    keycloak.updateToken.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(session.getToken()).resolves.toBe('access-token');
    expect(session.signInUnreachable()).toBe(true);
    // A forced refresh (after a 401) never resends the token it could not replace (HTTP-03).
    await expect(session.refreshToken()).resolves.toBeUndefined();
    keycloak.updateToken.mockClear();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(keycloak.updateToken).toHaveBeenCalledTimes(1);
    keycloak.updateToken.mockRejectedValueOnce(
      Object.assign(new Error('Server responded with an invalid status.'), {
        response: new Response(null, { status: 503 }),
      }),
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(keycloak.updateToken).toHaveBeenCalledTimes(2);
    keycloak.updateToken.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(keycloak.updateToken).toHaveBeenCalledTimes(3);
    expect(session.signInUnreachable()).toBe(false);
    expect(reachability.mock.calls).toEqual([[true], [false]]);
    expect(keycloak.login).not.toHaveBeenCalled();
  });

  it('[AUTH-11] a page load with the provider down: no login redirect, the notice, retries; a fresh keycloak-js signs in silently when it answers', async () => {
    vi.useFakeTimers();
    keycloak.init.mockImplementationOnce(pendingSilentCheck('s-3')).mockResolvedValueOnce(true);
    const probe = vi.fn<() => Promise<boolean>>().mockResolvedValue(false);
    const onUnreachable = vi.fn();
    const onReachable = vi.fn();
    const start = startKeycloakSession(testConfig(), { probe, onUnreachable, onReachable, broadcast: fakeBroadcast() });

    // The check has not answered after 1 s and the provider does not answer the probe: unreachable.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onUnreachable).toHaveBeenCalledTimes(1);
    expect(document.querySelector('iframe')).toBeNull();
    expect(localStorage.getItem('kc-callback-s-3')).toBeNull();
    // Still down at the first retry (1 s later): only the probe, no new silent check.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(keycloak.instances).toHaveLength(1);
    // Back: the next retry (2 s later) checks again with a new instance, which finds the session.
    probe.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(start).resolves.toMatchObject({ email: 'ada@example.com' });
    expect(keycloak.instances).toHaveLength(2);
    expect(keycloak.init).toHaveBeenCalledTimes(2);
    expect(keycloak.init.mock.lastCall?.[0]).toMatchObject({ onLoad: 'check-sso', pkceMethod: 'S256' });
    expect(onReachable).toHaveBeenCalledTimes(1);
    expect(keycloak.login).not.toHaveBeenCalled();
  });

  it('[AUTH-11] [AUTH-01] signed out, the provider back: the retry’s definitive login_required leads to the login, on the new instance', async () => {
    vi.useFakeTimers();
    keycloak.init.mockImplementationOnce(pendingSilentCheck('s-4')).mockResolvedValueOnce(false);
    keycloak.login.mockReturnValue(new Promise(() => undefined));
    const probe = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValue(true);
    const onUnreachable = vi.fn((tryNow: () => void) => tryNow());
    void startKeycloakSession(testConfig(), { probe, onUnreachable });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onUnreachable).toHaveBeenCalledTimes(1);
    // "Try now": at once, no backoff wait.
    await vi.advanceTimersByTimeAsync(0);
    expect(keycloak.login).toHaveBeenCalledTimes(1);
    expect(keycloak.login.mock.contexts[0]).toBe(keycloak.instances[1]?.instance);
  });

  it('[AUTH-11] back from the login, a code exchange refused on the network: the notice, then a silent check finds the session', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/pulse#state=s-5&code=c-5');
    keycloak.init
      .mockImplementationOnce(() => {
        // keycloak-js takes the code, its state and verifier out of the URL and storage before exchanging it.
        window.history.replaceState(null, '', '/pulse');
        return Promise.reject(new TypeError('Failed to fetch'));
      })
      .mockResolvedValueOnce(true);
    const onUnreachable = vi.fn();
    const start = startKeycloakSession(testConfig(), { probe: async () => true, onUnreachable });
    await vi.advanceTimersByTimeAsync(0);
    expect(onUnreachable).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(start).resolves.toMatchObject({ email: 'ada@example.com' });
    expect(keycloak.instances).toHaveLength(2);
    expect(keycloak.login).not.toHaveBeenCalled();
  });
});
