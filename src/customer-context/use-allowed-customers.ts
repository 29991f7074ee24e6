import { useQueries } from '@tanstack/react-query';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import { getGetCustomerQueryOptions, useListCustomers } from '@/api/generated/customer/customer';
import { skipCustomer } from '@/api/http-client';
import { placeholderCustomer, sortByName } from './customer-selection';

/** The customers a user may select, and whether loading them worked. */
export type AllowedCustomers = {
  status: 'loading' | 'ready' | 'error';
  customers: Customer[];
  retry: () => void;
};

// The customer list changes rarely: keep it for the page's life unless retried (retries: the client's default).
const QUERY = { staleTime: Infinity } as const;

/** Global users: every customer (CUST-01). Loading them is the only request without a selection. */
export function useAllCustomers(enabled: boolean): AllowedCustomers {
  const query = useListCustomers(undefined, { query: { ...QUERY, enabled }, request: skipCustomer() });
  if (query.isError) return { status: 'error', customers: [], retry: () => void query.refetch() };
  if (!query.data) return { status: 'loading', customers: [], retry: () => void query.refetch() };
  return { status: 'ready', customers: sortByName(query.data), retry: () => void query.refetch() };
}

/**
 * Other users: each id of the token's `customer_id` claim, loaded one by one and sorted by name
 * (CUST-02). An id that fails to load becomes a placeholder, so the user can still select it.
 */
export function useOwnCustomers(ids: readonly string[], enabled: boolean): AllowedCustomers {
  const queries = useQueries({
    queries: ids.map((id) =>
      getGetCustomerQueryOptions(id, undefined, { query: { ...QUERY, enabled }, request: skipCustomer() }),
    ),
  });
  const retry = () => queries.forEach((query) => query.isError && void query.refetch());
  if (queries.some((query) => query.isPending && query.fetchStatus !== 'idle')) {
    return { status: 'loading', customers: [], retry };
  }
  const customers = ids.map((id, index) => queries[index]?.data ?? placeholderCustomer(id));
  return { status: 'ready', customers: sortByName(customers), retry };
}
