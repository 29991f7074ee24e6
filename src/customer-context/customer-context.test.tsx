import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, type ReactNode } from 'react';
import { getServiceInfo, useGetServiceInfo } from '@/api/generated/actuator/actuator';
import { usePostMessage } from '@/api/generated/assistant/assistant';
import { getListCustomersQueryKey } from '@/api/generated/customer/customer';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import { useSession } from '@/auth/session-context';
import { deferred } from '@/api/testing/deferred';
import { renderWithProviders } from '@/testing/render-with-providers';
import { server } from '../../mocks/node';
import { CustomerProvider, useCustomerContext } from './customer-context';
import { SELECTED_CUSTOMER_KEY, byName } from './customer-selection';

/** Shows the context's state as text, so tests read it like a user would: the list by name, as displays show it. */
function Probe() {
  const context = useCustomerContext();
  return (
    <output aria-label="customers">
      {context.status}:{context.selected?.id ?? 'none'}:
      {byName(context.customers)
        .map((c) => c.id)
        .join(',')}
    </output>
  );
}

function Subject({ children }: { children?: ReactNode }) {
  const session = useSession();
  return (
    <CustomerProvider
      isGlobal={session.globalRoles.length > 0}
      customerIds={session.customerIds}
      adminCustomerId="c-0001"
    >
      <Probe />
      {children}
    </CustomerProvider>
  );
}

/** Two queries, once a customer is selected (so they carry it). */
function RefusedQueries() {
  const { selected } = useCustomerContext();
  useGetServiceInfo('gateway', undefined, { query: { enabled: !!selected } });
  useGetServiceInfo('hub', undefined, { query: { enabled: !!selected } });
  return null;
}

/** One message sent once a customer is selected. */
function RefusedMutation() {
  const { selected } = useCustomerContext();
  const { mutate } = usePostMessage();
  useEffect(() => {
    if (selected) mutate({ data: { threadId: 't-1', message: 'hello' } });
  }, [selected, mutate]);
  return null;
}

const state = () => screen.getByRole('status', { name: 'customers' }).textContent ?? '';
const ready = async () => waitFor(() => expect(state()).toMatch(/^ready:/));

afterEach(() => localStorage.clear());

/** Renders the context for the customer user with `child` inside; resolves to the customers, in order. */
async function renderCustomerUserWith(child: ReactNode) {
  await renderWithProviders(<Subject>{child}</Subject>, { persona: 'customer-user' });
  await ready();
  return state().split(':')[2]?.split(',') ?? [];
}

/** Gateway's status at once, selected customer or not. */
function AskingAtOnce() {
  useGetServiceInfo('gateway');
  return null;
}

/** Gateway's status once a customer is selected, as an area's first request. */
function AreaRequest() {
  const { selected } = useCustomerContext();
  useGetServiceInfo('gateway', undefined, { query: { enabled: !!selected } });
  return null;
}

/** The admin with an area asking for gateway's status; answers the `customerId` of every such request, in order. */
async function renderAdminAreaAskingGateway() {
  const asked: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/actuator/info/gateway')) asked.push(url.searchParams.get('customerId'));
  });
  await renderWithProviders(
    <Subject>
      <AreaRequest />
    </Subject>,
    { persona: 'admin' },
  );
  return asked;
}

describe('the selection known before the customer list (PERF-10)', () => {
  it('[PERF-10] a stored customer: the area asks for its data at once, with that customer, while the list has not answered', async () => {
    localStorage.setItem(SELECTED_CUSTOMER_KEY, 'c-0007');
    const list = deferred<void>();
    server.use(
      http.get('*/customer-management/customers', async () => {
        await list.promise;
      }),
    );
    const asked = await renderAdminAreaAskingGateway();
    await waitFor(() => expect(asked).toEqual(['c-0007']));
    expect(state()).toBe('loading:c-0007:');
    list.resolve();
    await ready();
    expect(state()).toMatch(/^ready:c-0007:/);
    // Confirmed by the list: nothing is asked again.
    expect(asked).toEqual(['c-0007']);
    server.events.removeAllListeners();
  });

  it('[PERF-10] [CUST-04] a stored customer the list does not have: replaced by the admin customer once it arrives, and the data asked again for that one', async () => {
    localStorage.setItem(SELECTED_CUSTOMER_KEY, 'c-9999');
    const asked = await renderAdminAreaAskingGateway();
    await ready();
    expect(state()).toMatch(/^ready:c-0001:/);
    await waitFor(() => expect(asked.at(-1)).toBe('c-0001'));
    expect(localStorage.getItem(SELECTED_CUSTOMER_KEY)).toBe('c-0001');
    server.events.removeAllListeners();
  });

  it("[PERF-10] [CUST-04] a customer user's stored customer counts only where the token grants it", async () => {
    localStorage.setItem(SELECTED_CUSTOMER_KEY, 'c-0005');
    const list = deferred<void>();
    server.use(
      http.get('*/customer-management/customers/:id', async () => {
        await list.promise;
      }),
    );
    await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await waitFor(() => expect(state()).toBe('loading:c-0005:'));
    list.resolve();
    await ready();
    expect(state()).toMatch(/^ready:c-0005:/);
  });
});

describe('a 403 before the customer list (PERF-10, CUST-05)', () => {
  it('[CUST-05] [PERF-10] a refusal that arrives while the list loads moves the selection once the list is in, with the notice', async () => {
    localStorage.setItem(SELECTED_CUSTOMER_KEY, 'c-0003');
    const list = deferred<void>();
    server.use(
      http.get('*/customer-management/customers/:id', async () => {
        await list.promise;
      }),
    );
    const { selectedCustomer } = await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await waitFor(() => expect(state()).toBe('loading:c-0003:'));
    act(() => selectedCustomer.reportForbidden('c-0003'));
    expect(state()).toBe('loading:c-0003:');
    list.resolve();
    await waitFor(() => expect(state()).toMatch(/^ready:c-0005:/));
    expect(localStorage.getItem(SELECTED_CUSTOMER_KEY)).toBe('c-0005');
  });
});

describe('customer context', () => {
  it('[CUST-01] a global user gets every customer and starts on the configured admin customer', async () => {
    const { selectedCustomer } = await renderWithProviders(<Subject />, { persona: 'admin' });
    await ready();
    const [, selected, ids] = state().split(':');
    expect(selected).toBe('c-0001');
    expect(ids?.split(',').length).toBeGreaterThanOrEqual(12);
    expect(selectedCustomer.selectedId()).toBe('c-0001');
    expect(localStorage.getItem(SELECTED_CUSTOMER_KEY)).toBe('c-0001');
  });

  it("[CUST-02] a customer user gets the token's customers, sorted by name, the first selected", async () => {
    await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await ready();
    const [, selected, ids] = state().split(':');
    expect(ids?.split(',').toSorted()).toEqual(['c-0003', 'c-0005']);
    expect(selected).toBe(ids?.split(',')[0]);
  });

  it("[PERF-09] the start sorts no list: the context keeps the service's order (displays sort it when shown)", async () => {
    let order: string[] = [];
    function ServiceOrder() {
      const { status, customers } = useCustomerContext();
      useEffect(() => {
        if (status === 'ready') order = customers.map((c) => c.id);
      }, [status, customers]);
      return null;
    }
    const { queryClient } = await renderWithProviders(
      <Subject>
        <ServiceOrder />
      </Subject>,
      { persona: 'admin' },
    );
    await ready();
    await waitFor(() => expect(order.length).toBeGreaterThan(0));
    // The service's answer, as the query cache holds it.
    const listed = queryClient.getQueryData<Customer[]>(getListCustomersQueryKey())?.map((c) => c.id);
    expect(order).toEqual(listed);
    // The mock service lists by id, not by name: the test would not tell the orders apart otherwise.
    expect(state().split(':')[2]).not.toBe(listed?.join(','));
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
    const { selectedCustomer } = await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await ready();
    const [first, second] = state().split(':')[2]?.split(',') ?? [];
    act(() => selectedCustomer.reportForbidden(first ?? ''));
    await waitFor(() => expect(state()).toBe(`ready:${second}:${first},${second}`));
    expect(localStorage.getItem(SELECTED_CUSTOMER_KEY)).toBe(second);
    // A second 403 (the new customer is refused too) does not move it again.
    act(() => selectedCustomer.reportForbidden(second ?? ''));
    expect(state()).toBe(`ready:${second}:${first},${second}`);
  });

  it('[CUST-05] a 403 for another customer than the selected one changes nothing', async () => {
    const { selectedCustomer } = await renderWithProviders(<Subject />, { persona: 'customer-user' });
    await ready();
    const before = state();
    act(() => selectedCustomer.reportForbidden('c-9999'));
    expect(state()).toBe(before);
  });

  it('[ARCH-01] [CUST-05] 403s of queries reach the customer context through the query cache: the selection moves once', async () => {
    const refused: string[] = [];
    server.use(
      http.get('*/actuator/info/:service', ({ request }) => {
        refused.push(new URL(request.url).searchParams.get('customerId') ?? '');
        return HttpResponse.json({ title: 'refused', status: 403 }, { status: 403 });
      }),
    );
    const [first, second] = await renderCustomerUserWith(<RefusedQueries />);
    await waitFor(() => expect(state()).toBe(`ready:${second}:${first},${second}`));
    // After the move every query is loaded again, for the new customer; its 403 moves nothing.
    await waitFor(() => expect(refused.filter((id) => id === second)).toHaveLength(2));
    expect(refused.filter((id) => id === first)).toHaveLength(2);
    expect(state()).toBe(`ready:${second}:${first},${second}`);
  });

  it('[ARCH-01] [CUST-05] a 403 of a mutation reaches the customer context through the mutation cache', async () => {
    server.use(
      http.post('*/assistant-api/message', () => HttpResponse.json({ title: 'refused', status: 403 }, { status: 403 })),
    );
    const [first, second] = await renderCustomerUserWith(<RefusedMutation />);
    await waitFor(() => expect(state()).toBe(`ready:${second}:${first},${second}`));
  });

  it('[ERR-02] a failing customer list reports the error and falls back to the admin customer', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/customer-management/customers', () => HttpResponse.json({}, { status: 500 })));
    await renderWithProviders(<Subject />, { persona: 'admin' });
    await waitFor(() => expect(state()).toBe('error:c-0001:'));
    errors.mockRestore();
  });

  it('[UX-05] [ERR-02] a failing customer list is an error from its first failure; a background retry that works makes it ready', async () => {
    let calls = 0;
    const secondAttempt = deferred<void>();
    server.use(
      http.get('*/customer-management/customers', async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({}, { status: 500 });
        await secondAttempt.promise;
        return undefined;
      }),
    );
    await renderWithProviders(<Subject />, { persona: 'admin', queries: { retry: 1, retryDelay: 0 } });
    await waitFor(() => expect(state()).toBe('error:c-0001:'));
    await waitFor(() => expect(calls).toBe(2));
    secondAttempt.resolve();
    await ready();
    expect(state()).toMatch(/^ready:c-0001:/);
  });
});

describe('[RES-05] a customer user with several customers and none stored', () => {
  it('[RES-05] an area asking at once waits for the selection: no request goes out without customerId', async () => {
    const asked: { path: string; customerId: string | null }[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      asked.push({ path: url.pathname, customerId: url.searchParams.get('customerId') });
    };
    server.events.on('request:start', listener);
    const list = deferred<void>();
    server.use(
      http.get('*/customer-management/customers/:id', async () => {
        await list.promise;
      }),
    );
    await renderWithProviders(
      <Subject>
        <AskingAtOnce />
      </Subject>,
      { persona: 'customer-user', asAtStart: true },
    );
    await waitFor(() => expect(asked.filter(({ path }) => path.includes('/customers/'))).toHaveLength(2));
    expect(asked.filter(({ path }) => path.endsWith('/actuator/info/gateway'))).toEqual([]);
    list.resolve();
    await ready();
    const first = state().split(':')[1];
    await waitFor(() =>
      expect(asked.filter(({ path }) => path.endsWith('/actuator/info/gateway'))).toEqual([
        { path: expect.stringContaining('/actuator/info/gateway'), customerId: first },
      ]),
    );
    // The customer loads themselves are the only requests without it (skipCustomer).
    expect(
      asked.filter(({ customerId }) => customerId === null).every(({ path }) => path.includes('/customers/')),
    ).toBe(true);
    server.events.removeListener('request:start', listener);
  });
});
