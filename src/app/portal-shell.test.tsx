import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/auth/session-context';
import { THREAD_STORAGE_KEY } from '@/assistant/thread-storage';
import { CustomerProvider } from '@/customer-context/customer-context';
import { renderWithProviders } from '@/testing/render-with-providers';
import { routes } from './router';
import { SignedOutGate } from './signed-out-gate';

function Portal() {
  const session = useSession();
  return (
    <SignedOutGate>
      <CustomerProvider isGlobal customerIds={session.customerIds} adminCustomerId="c-0001">
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/pulse'] })} />
      </CustomerProvider>
    </SignedOutGate>
  );
}

describe('portal shell', () => {
  it('[AUTH-09] [SEC-02] logged out in another tab: the shell gives way to the signed-out page, the cached data and chat thread go', async () => {
    sessionStorage.setItem(THREAD_STORAGE_KEY, 'thread-of-ada');
    const { session, queryClient } = await renderWithProviders(<Portal />, { persona: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Platform status' }, { timeout: 20_000 });
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    act(() => session.endElsewhere());

    expect(await screen.findByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeVisible();
    // Nothing is left to ask again: no observer, no request with the old token (the list was still loading).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(sessionStorage.getItem(THREAD_STORAGE_KEY)).toBeNull();
    // The first area chunk loads cold: slow on a busy machine.
  }, 30_000);
});
