import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import manifest from '../package.json' with { type: 'json' };
import {
  AreaContext,
  SDK_VERSION,
  useArea,
  useAreaNavigate,
  useAreaUser,
  useDocumentTitle,
  useSelectedCustomer,
  type AreaServices,
} from './index.ts';

const services = (overrides: Partial<AreaServices> = {}): AreaServices => ({
  areaId: 'example',
  basePath: '/example',
  user: { name: 'Ada Admin', username: 'ada', roles: ['admin'] },
  customer: { id: 'c-1', name: 'Acme' },
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
  navigate: vi.fn(),
  setTitle: vi.fn(),
  notify: vi.fn(),
  ...overrides,
});

const inside = (value: AreaServices) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <AreaContext value={value}>{children}</AreaContext>;
  };

describe('area SDK', () => {
  test('[PLUG-03] the SDK carries its package version for the shell to compare', () => {
    expect(SDK_VERSION).toBe(manifest.version);
    expect(SDK_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('[PLUG-03] outside an area the hooks say so instead of returning nothing', () => {
    expect(() => renderHook(() => useArea())).toThrow(/outside an area/);
  });

  test('[PLUG-03] inside an area the hooks read what the shell provides', () => {
    const value = services();
    const { result } = renderHook(
      () => ({ user: useAreaUser(), customer: useSelectedCustomer(), navigate: useAreaNavigate() }),
      {
        wrapper: inside(value),
      },
    );
    expect(result.current.user.roles).toEqual(['admin']);
    expect(result.current.customer).toEqual({ id: 'c-1', name: 'Acme' });
    expect(result.current.navigate).toBe(value.navigate);
  });

  test('[PLUG-03] useDocumentTitle sets the title and sets it again when it changes', () => {
    const value = services();
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      wrapper: inside(value),
      initialProps: { title: 'Environments' },
    });
    rerender({ title: 'Environment 7' });
    expect(vi.mocked(value.setTitle).mock.calls).toEqual([['Environments'], ['Environment 7']]);
  });
});
