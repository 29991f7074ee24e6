import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { WithCustomers } from '@/testing/with-customers';
import { CHUNK_RELOAD_KEY } from '@/utils/chunk-reload';
import { areaRoute } from './router';

const goneArea = areaRoute({
  path: 'gone',
  area: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  customerScoped: false,
  nav: { labelKey: 'nav.pulse', icon: 'pulse' },
});

describe('area error after a deployment', () => {
  test('[DEPLOY-07] a chunk still missing after the automatic reload shows an error with a Reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The tab has just reloaded for this: the rate limit holds, so no second automatic reload.
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const reload = vi.fn();
    vi.stubGlobal('location', { origin: window.location.origin, reload });
    await renderWithProviders(
      <WithCustomers>
        <RouterProvider router={createMemoryRouter([goneArea], { initialEntries: ['/gone'] })} />
      </WithCustomers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText(/probably because a new version was deployed/)).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  test('[RES-03] [ERR-03] an area that throws names itself, offers Try again, and Try again renders it afresh', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('flaky broke');
      return <h1>Flaky again</h1>;
    }
    const flaky = areaRoute({
      path: 'flaky',
      area: async () => ({ default: Flaky }),
      customerScoped: false,
      nav: { labelKey: 'nav.pulse', icon: 'pulse' },
    });
    await renderWithProviders(
      <WithCustomers>
        <RouterProvider router={createMemoryRouter([flaky], { initialEntries: ['/flaky'] })} />
      </WithCustomers>,
    );
    expect(
      await screen.findByText('Pulse failed to load or crashed. The rest of the portal still works.'),
    ).toBeVisible();
    expect(error).toHaveBeenCalledWith(
      'Part "area /flaky" failed; its place shows the failure.',
      new Error('flaky broke'),
      expect.any(String),
    );
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Flaky again' })).toBeVisible();
  });
});
