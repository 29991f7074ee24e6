import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getServiceInfo } from '@/api/generated/actuator/actuator';
import { useSession } from '@/auth/session-context';
import { renderWithProviders } from '@/testing/render-with-providers';
import { server } from '../../mocks/node';
import { CustomerProvider, useCustomerContext } from './customer-context';
import { SELECTED_CUSTOMER_KEY } from './customer-selection';
import { getSelectedCustomerId, reportCustomerForbidden } from './selected-customer';

/** Shows the context's state as text, so tests read it like a user would. */
function Probe() {
  const context = useCustomerContext();
  return (
    <output aria-label="customers">
      {context.status}:{context.selected?.id ?? 'none'}:{context.customers.map((c) => c.id).join(',')}
    </output>
  );
}

function Subject() {
  const session = useSession();
  return (
    <CustomerProvider
      isGlobal={session.globalRoles.length > 0}
      customerIds={session.customerIds}
      adminCustomerId="c-0001"
    >
      <Probe />
    </CustomerProvider>
  );
}

const state = () => screen.getByRole('status', { name: 'customers' }).textContent ?? '';
const ready = async () => waitFor(() => expect(state()).toMatch(/^ready:/));

afterEach(() => localStorage.clear());

describe('customer context', () => {
  it('[CUST-01] a global user gets every customer and starts on the configured admin customer', async () => {
    await renderWithProviders(<Subject />, { persona: 'admin' });
    await ready();
    const [, selected, ids] = state().split(':');
    expect(selected).toBe('c-0001');
    expect(ids?.split(',').length).toBeGreaterThanOrEqual(12);
    expect(getSelectedCustomerId()).toBe('c-0001');
    expect(localStorage.getItem(SELECTED_CUSTOMER_KEY)).toBe('c-0001');
  });

  it("[CUST-02] a customer user gets the token's customers, sorted by name, the first selected", async () => {
    await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await ready();
    const [, selected, ids] = state().split(':');
    expect(ids?.split(',').toSorted()).toEqual(['c-0003', 'c-0005']);
    expect(selected).toBe(ids?.split(',')[0]);
  });

  it('[CUST-02] a customer that fails to load becomes a placeholder and stays selectable', async () => {
    server.use(http.get('*/customer-management/customers/c-0005', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await ready();
    // The placeholder has an empty name, so it sorts first.
    expect(state()).toBe('ready:c-0005:c-0005,c-0003');
  });

  it('[CUST-03] the stored selection is restored on the next visit', async () => {
    await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await ready();
    const other = state().split(':')[2]?.split(',')[1];
    localStorage.setItem(SELECTED_CUSTOMER_KEY, other ?? '');
    await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await waitFor(() =>
      expect(screen.getAllByRole('status', { name: 'customers' })[1]).toHaveTextContent(`ready:${other}:`),
    );
  });

  it('[CUST-04] a tampered stored id is ignored and never sent', async () => {
    localStorage.setItem(SELECTED_CUSTOMER_KEY, 'c-0001');
    const sent: (string | null)[] = [];
    server.events.on(
      'request:start',
      ({ request }) => void sent.push(new URL(request.url).searchParams.get('customerId')),
    );
    await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await ready();
    expect(state()).not.toMatch(/^ready:c-0001/);
    await getServiceInfo('gateway');
    expect(sent).not.toContain('c-0001');
    expect(sent.at(-1)).toBe(state().split(':')[1]);
    server.events.removeAllListeners();
  });

  it('[CUST-05] a 403 for the selected customer moves the selection once, never in a loop', async () => {
    await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await ready();
    const [first, second] = state().split(':')[2]?.split(',') ?? [];
    act(() => reportCustomerForbidden(first ?? ''));
    await waitFor(() => expect(state()).toBe(`ready:${second}:${first},${second}`));
    expect(localStorage.getItem(SELECTED_CUSTOMER_KEY)).toBe(second);
    // A second 403 (the new customer is refused too) does not move it again.
    act(() => reportCustomerForbidden(second ?? ''));
    expect(state()).toBe(`ready:${second}:${first},${second}`);
  });

  it('[CUST-05] a 403 for another customer than the selected one changes nothing', async () => {
    await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await ready();
    const before = state();
    act(() => reportCustomerForbidden('c-9999'));
    expect(state()).toBe(before);
  });

  it('[ERR-02] a failing customer list reports the error and falls back to the admin customer', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/customer-management/customers', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<Subject />, { persona: 'admin' });
    await waitFor(() => expect(state()).toBe('error:c-0001:'));
    errors.mockRestore();
  });
});
