import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, onTestFinished, test } from 'vitest';
import { configureHttpClient } from '@/api/http-client';
import { decodeJwtPayload, userFromClaims } from '@/auth/auth-session';
import { usePulseStatuses } from '@/areas/pulse/use-service-statuses';
import { createSelectedCustomer } from '@/customer-context/selected-customer';
import { useAllCustomers, useOwnCustomers } from '@/customer-context/use-allowed-customers';
import { server } from '../../mocks/node';
import { findPersona } from '../../mocks/personas';
import { createMockToken, PORTAL_CLIENT_ID } from '../../mocks/token';
import { AREA_ROUTES } from './route-table';
import { oneTaskEach, prefetchStartupData } from './startup-data';

type Request = { path: string; customerId: string | null };

/** Every request the mock backend receives until the test ends, with the customer it carried. */
function recordRequests(): Request[] {
  const requests: Request[] = [];
  const listener = ({ request }: { request: globalThis.Request }) => {
    const url = new URL(request.url);
    requests.push({ path: url.pathname, customerId: url.searchParams.get('customerId') });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return requests;
}

/** The start of the app for a persona, as start-app does it: the http client reads the early selection. */
function start(personaId: string, early: string | undefined) {
  const token = createMockToken(findPersona(personaId)!);
  const selected = createSelectedCustomer();
  selected.setSelectedId(early);
  configureHttpClient({
    gatewayUrl: `${window.location.origin}/api`,
    assistantUrl: `${window.location.origin}/assistant-api`,
    tokenProvider: { getToken: async () => token, refreshToken: async () => token },
    customerProvider: selected.selectedId,
  });
  const subject = userFromClaims(decodeJwtPayload(token), PORTAL_CLIENT_ID);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { subject, client };
}

const settled = (client: QueryClient) => expect.poll(() => client.isFetching()).toBe(0);
const STATUS_PATHS = /^\/api\/actuator\/info\//;

function Pulse() {
  const { summary } = usePulseStatuses();
  return <p>{summary.waiting ? 'waiting' : `${summary.reachable} reachable`}</p>;
}
function GlobalCustomers() {
  const { status, customers } = useAllCustomers(true);
  return <p>{status === 'ready' ? `${customers.length} customers` : status}</p>;
}
function OwnCustomers({ ids }: { ids: readonly string[] }) {
  const { status, customers } = useOwnCustomers(ids, true);
  return <p>{status === 'ready' ? `${customers.length} customers` : status}</p>;
}

describe('the first screen’s requests at the start', () => {
  test('[PERF-10] before any render: the customer list (without a customer) and every Pulse status (for the early customer); the page then asks nothing again', async () => {
    const requests = recordRequests();
    const { subject, client } = start('admin', 'c-0001');
    await prefetchStartupData(client, { pathname: '/pulse', subject, early: 'c-0001' });
    await settled(client);
    expect(requests.filter((request) => request.path === '/api/customer-management/customers')).toEqual([
      { path: '/api/customer-management/customers', customerId: null },
    ]);
    const statuses = requests.filter((request) => STATUS_PATHS.test(request.path));
    expect(statuses).toHaveLength(7);
    expect(new Set(statuses.map((request) => request.customerId))).toEqual(new Set(['c-0001']));

    const before = requests.length;
    render(
      <QueryClientProvider client={client}>
        <Pulse />
        <GlobalCustomers />
      </QueryClientProvider>,
    );
    // The first render already shows the answers: the queries found them in the cache.
    expect(screen.getByText('7 reachable')).toBeInTheDocument();
    expect(screen.getByText(/^\d+ customers$/)).toBeInTheDocument();
    expect(requests).toHaveLength(before);
  });

  test('[PERF-10] a customer user: each customer of the token, and Pulse (open to everyone); the own customers’ hook asks nothing again', async () => {
    const requests = recordRequests();
    const { subject, client } = start('customer-user', 'c-0003');
    await prefetchStartupData(client, { pathname: '/', subject, early: 'c-0003' });
    await settled(client);
    expect(
      requests
        .filter((request) => request.path.startsWith('/api/customer-management/customers'))
        .map((request) => request.path)
        .toSorted(),
    ).toEqual(['/api/customer-management/customers/c-0003', '/api/customer-management/customers/c-0005']);
    expect(requests.filter((request) => STATUS_PATHS.test(request.path))).toHaveLength(7);
    const before = requests.length;
    render(
      <QueryClientProvider client={client}>
        <OwnCustomers ids={subject.customerIds} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('2 customers')).toBeInTheDocument();
    expect(requests).toHaveLength(before);
  });

  test('[PERF-10] [ROUTE-03] an area the user may not open, or another area, starts none of its data', async () => {
    const requests = recordRequests();
    const { subject, client } = start('customer-user', 'c-0003');
    // Pulse behind a role this user has nowhere: its statuses are never asked for.
    const routes = AREA_ROUTES.map((route) => (route.path === 'pulse' ? { ...route, roles: ['admin'] } : route));
    await prefetchStartupData(client, { pathname: '/pulse', subject, early: 'c-0003', routes });
    await prefetchStartupData(client, { pathname: '/environments', subject, early: 'c-0003' });
    await settled(client);
    expect(requests.filter((request) => STATUS_PATHS.test(request.path))).toEqual([]);
    expect(requests.every((request) => request.path.startsWith('/api/customer-management/customers/'))).toBe(true);
  });

  test('[PERF-09] [PERF-10] the start’s requests go out one per task, in order, not as one long task', async () => {
    // A microtask queued by a job runs at the end of that job's task: with two jobs in one task, both
    // jobs would come before both ends.
    const log: string[] = [];
    const jobs = [1, 2, 3].map((n) => () => {
      log.push(`job ${n}`);
      queueMicrotask(() => log.push(`end ${n}`));
    });
    const done = oneTaskEach(jobs);
    expect(log).toEqual([]);
    await done;
    expect(log).toEqual(['job 1', 'end 1', 'job 2', 'end 2', 'job 3', 'end 3']);
  });
});
