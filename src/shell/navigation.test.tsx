import { act, screen } from '@testing-library/react';
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
    act(() => customers.focus());
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

  test('[A11Y-01] [SHELL-03] the collapsed rail: a link keeps the keyboard focus, its label shows beside it on focus and hover, Escape hides it', async () => {
    await renderNavigation(
      [
        { path: 'pulse', labelKey: 'nav.pulse', icon: 'pulse' },
        { path: 'customers', labelKey: 'nav.customers', icon: 'customers' },
      ],
      false,
    );
    const customers = screen.getByRole('link', { name: 'Customers' });
    await userEvent.tab();
    await userEvent.tab();
    expect(customers).toHaveFocus();
    // Visual only: the link's name already says it, so the label is hidden from assistive technology.
    const label = await screen.findByTestId('rail-tooltip');
    expect(label).toHaveTextContent('Customers');
    expect(label).toHaveAttribute('aria-hidden', 'true');
    // Nothing arrives later to re-create the link: it is the same element and still focused.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('link', { name: 'Customers' })).toBe(customers);
    expect(customers).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('rail-tooltip')).toBeNull();
    expect(customers).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(await screen.findByTestId('rail-tooltip')).toHaveTextContent('Pulse');
    await userEvent.hover(customers);
    expect(screen.getAllByTestId('rail-tooltip').map((tip) => tip.textContent)).toContain('Customers');
  });
});
