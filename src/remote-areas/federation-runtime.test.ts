import { describe, expect, test, vi } from 'vitest';

type FakeInstance = {
  name: string;
  registerShared: () => void;
  registerRemotes: (...args: unknown[]) => void;
  loadRemote: () => Promise<string>;
};
const instances = vi.hoisted(() => [] as FakeInstance[]);
vi.mock('@module-federation/runtime', () => ({
  satisfy: () => true,
  createInstance: ({ name }: { name: string }) => {
    const instance = {
      name,
      registerShared: vi.fn(),
      registerRemotes: vi.fn(),
      loadRemote: vi.fn(async () => 'module'),
    };
    instances.push(instance);
    return instance;
  },
}));
vi.mock('./shared-scope', () => ({ sharedScope: () => ({}) }));

const { federationRuntime } = await import('./federation-runtime');

describe('the federation runtime', () => {
  test('[RES-06] a retry loads the remote through a host of its own: never registered twice, so no "already registered" warning', async () => {
    const first = federationRuntime.importUrl!('insights', 'https://portal.example/remotes/insights/remoteEntry.js');
    await federationRuntime.load('insights', first, 'Area');
    await federationRuntime.load('fleet', 'https://portal.example/remotes/fleet/remoteEntry.js', 'Area');
    const retry = federationRuntime.importUrl!('insights', 'https://portal.example/remotes/insights/remoteEntry.js');
    expect(retry).toBe('https://portal.example/remotes/insights/remoteEntry.js?attempt=2');
    await federationRuntime.load('insights', retry, 'Area');
    expect(instances.map((instance) => instance.name)).toEqual(['portal_shell', 'portal_shell_2']);
    // Each registration once per host, never with `force` (the runtime's override warning).
    for (const instance of instances)
      for (const call of vi.mocked(instance.registerRemotes).mock.calls) expect(call).toHaveLength(1);
    expect(vi.mocked(instances[1]!.registerRemotes).mock.calls).toEqual([
      [[{ name: 'insights', entry: retry, type: 'module' }]],
    ]);
  });
});
