import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Navigation, type NavEntry } from './navigation';

const renderNavigation = (entries: NavEntry[], expanded = true) =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/pulse']}>
      <Navigation entries={entries} expanded={expanded} />
    </MemoryRouter>,
  );

describe('Navigation', () => {
  test('[PERF-04] pointer or focus on an entry prefetches its area; nothing is fetched before', async () => {
    const prefetch = vi.fn(() => Promise.resolve());
    await renderNavigation([
      { path: 'pulse', labelKey: 'nav.pulse', icon: 'pulse' },
      { path: 'customers', labelKey: 'nav.customers', icon: 'customers', prefetch },
    ]);
    expect(prefetch).not.toHaveBeenCalled();
    const customers = screen.getByRole('link', { name: 'Customers' });
    await userEvent.hover(customers);
    expect(prefetch).toHaveBeenCalledTimes(1);
    customers.focus();
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  test('[PERF-04] a failed prefetch is swallowed: the entry still navigates', async () => {
    const prefetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await renderNavigation([{ path: 'customers', labelKey: 'nav.customers', icon: 'customers', prefetch }]);
    const customers = await screen.findByRole('link', { name: 'Customers' });
    await userEvent.hover(customers);
    await userEvent.click(customers);
    expect(prefetch).toHaveBeenCalled();
    expect(customers).toHaveClass('active');
  });
});
