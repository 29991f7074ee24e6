import type { AreaServices } from '@portal/area-sdk';
import type { HostMessage } from '@portal/area-sdk/bridge';
import { AreaLoadError } from '@portal/area-sdk/loader';
import { describe, expect, test, vi } from 'vitest';
import { GATEWAY_URL, problem, SELECTED_CUSTOMER, setupApiTestServer } from '@/api/testing/api-test-server';
import { createScopedHttp } from '../scoped-http';
import { createBridgeHost, isInsideArea, type BridgeHostDeps } from './bridge-host';
import { createRateLimiter } from './rate-limit';

const api = setupApiTestServer();

/** A host with the area's real scoped client (the portal's client, token and customer) and spies. */
function host(overrides: Partial<BridgeHostDeps> = {}) {
  const posted: HostMessage[] = [];
  const warnings: string[] = [];
  const event = vi.fn();
  const services: AreaServices = {
    areaId: 'insights',
    basePath: '/insights',
    user: { name: 'u', username: 'u', roles: [] },
    customer: null,
    http: createScopedHttp(['/customer-management']),
    navigate: vi.fn(),
    setTitle: vi.fn(),
    notify: vi.fn(),
    telemetry: { event },
  };
  const deps: BridgeHostDeps = {
    areaId: 'insights',
    basePath: '/insights',
    services: () => services,
    post: (message) => void posted.push(message),
    navigate: vi.fn(),
    go: vi.fn(),
    shortcut: vi.fn(),
    loaded: vi.fn(),
    failed: vi.fn(),
    crashed: vi.fn(),
    warn: (line) => void warnings.push(line),
    ...overrides,
  };
  const bridge = createBridgeHost(deps);
  const responses = () => posted.filter((message) => message.type === 'response');
  return { bridge, deps, services, event, posted, warnings, responses };
}

describe("the portal's end of an isolated area's bridge", () => {
  test('[PLUG-15] a call goes through the area’s own client (token, customerId) and answers the body only', async () => {
    const { bridge, responses } = host();
    bridge.receive({
      type: 'request',
      id: 1,
      method: 'GET',
      path: '/customer-management/customers',
      params: { page: 2 },
    });
    await vi.waitFor(() => expect(responses()).toHaveLength(1));
    expect(responses()[0]).toEqual({ type: 'response', id: 1, ok: true, body: { ok: true } });
    const [sent] = api.received;
    expect(sent?.url.href).toBe(`${GATEWAY_URL}/customer-management/customers?page=2&customerId=${SELECTED_CUSTOMER}`);
    expect(sent?.headers.get('authorization')).toBe('Bearer token-1');
  });

  test('[PLUG-15] a failed call answers its status, content type and body, nothing else of the answer', async () => {
    const { bridge, responses } = host();
    api.respondWith(() => problem(404));
    bridge.receive({ type: 'request', id: 2, method: 'DELETE', path: '/customer-management/customers/7' });
    await vi.waitFor(() => expect(responses()).toHaveLength(1));
    expect(responses()[0]).toEqual({
      type: 'response',
      id: 2,
      ok: false,
      failure: {
        kind: 'status',
        message: 'DELETE /customer-management/customers/7: HTTP 404',
        status: 404,
        contentType: 'application/problem+json',
        body: { title: 'refused', status: 404 },
      },
    });
    expect(JSON.stringify(responses())).not.toMatch(/token-1|authorization/i);
  });

  test('[PLUG-16] a path outside the prefixes is refused and named in the console; nothing is sent', async () => {
    const { bridge, responses, warnings } = host();
    bridge.receive({ type: 'request', id: 3, method: 'GET', path: '/user-management/users' });
    await vi.waitFor(() => expect(responses()).toHaveLength(1));
    expect(responses()[0]).toMatchObject({ ok: false, failure: { kind: 'refused' } });
    expect(warnings).toEqual([
      "Remote area insights: refused GET /user-management/users: not under the area's API prefixes (/customer-management)",
    ]);
    expect(api.received).toEqual([]);
  });

  test.each([
    [{ type: 'request', id: -1, method: 'GET', path: '/customer-management' }, 'a request needs a numeric id'],
    [{ type: 'request', id: 4, method: 'TRACE', path: '/customer-management' }, 'method TRACE'],
    [{ type: 'title', title: 'x'.repeat(201) }, 'a title is a short text'],
    [{ type: 'notify', message: 'hi', tone: 'loud' }, 'a notification is a short text and a tone'],
    [{ type: 'token please' }, 'an unknown type'],
    ['not an object', 'not a message'],
  ])('[PLUG-16] a malformed message %j is refused and named: %s', (message, problemText) => {
    const { bridge, warnings, posted } = host();
    bridge.receive(message);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(problemText);
    expect(posted).toEqual([]);
  });

  test('[PLUG-15] title, snackbar and telemetry go to the area’s services; navigation only inside the area', () => {
    const { bridge, services, deps, event, warnings } = host();
    bridge.receive({ type: 'title', title: 'Domain a.de' });
    bridge.receive({ type: 'notify', message: 'Saved', tone: 'success' });
    bridge.receive({ type: 'telemetry', name: 'report.opened', attributes: { rows: 3 } });
    bridge.receive({ type: 'navigate', path: '/insights/domains/1?tab=2', replace: false });
    bridge.receive({ type: 'navigate', path: '/insights-other', replace: false });
    bridge.receive({ type: 'shortcut', key: 'k', ctrlKey: true, metaKey: false });
    bridge.receive({ type: 'shortcut', key: 'w', ctrlKey: true, metaKey: false });
    expect(services.setTitle).toHaveBeenCalledWith('Domain a.de');
    expect(services.notify).toHaveBeenCalledWith({ message: 'Saved', tone: 'success' });
    expect(event).toHaveBeenCalledWith('report.opened', { rows: 3 });
    expect(deps.navigate).toHaveBeenCalledExactlyOnceWith('/insights/domains/1?tab=2', false);
    expect(deps.shortcut).toHaveBeenCalledOnce();
    expect(warnings).toEqual([
      'Remote area insights: refused a navigation to /insights-other: outside /insights',
      'Remote area insights: refused the shortcut w',
    ]);
  });

  test('[PLUG-15] one outcome per frame: its failure as the federated loader names it, a later "loaded" refused', () => {
    const { bridge, deps, warnings } = host();
    bridge.receive({
      type: 'failed',
      failure: 'incompatible',
      message: 'react ^18 needed',
      details: ['react ^18 needed'],
    });
    bridge.receive({ type: 'loaded' });
    const error = vi.mocked(deps.failed).mock.calls[0]![0];
    expect(error).toBeInstanceOf(AreaLoadError);
    expect(error).toMatchObject({
      failure: 'incompatible',
      message: 'insights: react ^18 needed',
      details: ['react ^18 needed'],
    });
    expect(deps.loaded).not.toHaveBeenCalled();
    expect(warnings).toEqual(['Remote area insights: refused a second "loaded" from its frame']);
  });

  test.each(['/insights', '/insights/a/b', '/insights?x=1', '/insights#y'])('[PLUG-15] %s is inside the area', (path) =>
    expect(isInsideArea(path, '/insights')).toBe(true),
  );
  test.each([
    '/insightsx',
    '/insights/../admin',
    '//evil.example/insights',
    'https://evil.example',
    '/insights\\x',
    '/insights/%2e%2e/x',
  ])('[PLUG-16] %s is outside the area', (path) => expect(isInsideArea(path, '/insights')).toBe(false));

  test('[PLUG-16] a flood is refused over the rate limit, named once, and its calls answered "limited"', async () => {
    const { bridge, warnings, responses } = host({ limiter: createRateLimiter(undefined, Date.now()) });
    for (let id = 0; id < 100; id += 1)
      bridge.receive({ type: 'request', id, method: 'GET', path: '/customer-management/customers' });
    await vi.waitFor(() => expect(responses()).toHaveLength(100));
    const kinds = responses().map((message) =>
      message.type === 'response' && !message.ok ? message.failure.kind : 'ok',
    );
    expect(kinds.filter((kind) => kind === 'ok').length).toBeLessThanOrEqual(16);
    expect(kinds.filter((kind) => kind === 'limited').length).toBeGreaterThanOrEqual(84);
    expect(warnings).toEqual([
      "Remote area insights: refused request messages from its frame: over the bridge's rate limit (PLUG-16)",
    ]);
    expect(api.received.length).toBeLessThanOrEqual(16);
  });
});
