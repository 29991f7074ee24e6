import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/testing/render-with-providers';

const keycloak = vi.hoisted(() => ({
  instances: [] as Record<string, unknown>[],
  init: vi.fn(),
  updateToken: vi.fn(),
  login: vi.fn(),
  logout: vi.fn(),
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
    updateToken = keycloak.updateToken;
    login = keycloak.login;
    logout = keycloak.logout;
    constructor(options: Record<string, unknown>) {
      keycloak.instances.push({ options, instance: this });
    }
  },
}));

const { refreshLeadMs, startKeycloakSession } = await import('./keycloak-session');

afterEach(() => {
  keycloak.instances.length = 0;
  vi.useRealTimers();
});

describe('Keycloak session', () => {
  it('[AUTH-01] [SEC-01] inits with login required, PKCE S256, no login iframe, redirecting to the own origin', async () => {
    keycloak.init.mockResolvedValue(true);
    const session = await startKeycloakSession(testConfig());
    expect(keycloak.instances[0]?.options).toEqual({
      url: 'https://idp.example',
      realm: 'platform',
      clientId: 'portal',
    });
    const [options] = keycloak.init.mock.lastCall ?? [];
    expect(options).toMatchObject({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
    expect(new URL(options.redirectUri).origin).toBe(window.location.origin);
    expect(session.email).toBe('ada@example.com');
    expect(session.globalRoles).toEqual(['admin']);
    expect(session.sessionExpiresAt()).toBe(4_600_000);
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
    keycloak.updateToken.mockRejectedValue(new Error('400 invalid_grant'));
    keycloak.login.mockResolvedValue(undefined);
    const session = await startKeycloakSession(testConfig());
    keycloak.login.mockClear();
    await expect(session.refreshToken()).resolves.toBeUndefined();
    expect(keycloak.login).toHaveBeenCalledTimes(1);
  });

  it('[AUTH-03] refreshes ahead of expiry: a third of the lifetime before it, at most 60 s', () => {
    expect(refreshLeadMs(1_000, 1_300)).toBe(60_000);
    expect(refreshLeadMs(1_000, 1_015)).toBe(5_000);
    expect(refreshLeadMs(undefined, 1_300)).toBe(0);
    expect(refreshLeadMs(1_000, undefined)).toBe(0);
  });
});
