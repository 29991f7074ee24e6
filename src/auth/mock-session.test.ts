import { afterEach, describe, expect, test, vi } from 'vitest';
import { testConfig } from '@/testing/render-with-providers';
import { PERSONAS } from '../../mocks/personas';
import { createMockToken } from '../../mocks/token';
import { SESSION_CHANNEL } from './session-broadcast';

const backend = vi.hoisted(() => ({ scenario: undefined as string | undefined }));
// The service worker cannot run here: the backend is the persona and a token, as the worker's start returns them.
vi.mock('../../mocks/browser', () => ({
  startMockBackend: async () => {
    const persona = PERSONAS[0]!;
    const token = createMockToken(persona);
    return backend.scenario ? { persona, token, scenario: backend.scenario } : { persona, token };
  },
}));

const { startMockSession } = await import('./mock-session');

afterEach(() => {
  backend.scenario = undefined;
});

describe('mock session', () => {
  test('[AUTH-09] [MOCK-02] a logout in another tab of the mock portal ends this one', async () => {
    const session = await startMockSession(testConfig());
    const ended = vi.fn();
    const stop = session.onEndedElsewhere(ended);
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    otherTab.postMessage({ type: 'logout' });
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    stop();
    otherTab.close();
  });

  test('[AUTH-10] [MOCK-02] sign-in-unreachable: the notice shows and a refresh keeps the token it has', async () => {
    backend.scenario = 'sign-in-unreachable';
    const session = await startMockSession(testConfig());
    expect(session.signInUnreachable()).toBe(true);
    const token = await session.getToken();
    await expect(session.refreshToken()).resolves.toBe(token);
  });

  test('[AUTH-10] without the scenario the provider is there and a refresh gives a new token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = await startMockSession(testConfig());
    expect(session.signInUnreachable()).toBe(false);
    const token = await session.getToken();
    vi.setSystemTime(Date.now() + 5_000);
    await expect(session.refreshToken()).resolves.not.toBe(token);
    vi.useRealTimers();
  });
});
