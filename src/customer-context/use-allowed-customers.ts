import { useQueries } from '@tanstack/react-query';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import { getGetCustomerQueryOptions, useListCustomers } from '@/api/generated/customer/customer';
import { skipCustomer } from '@/api/http-client';
import { isFailing, retryProgress, type RetryProgress } from '@/hooks/query-retry';
import { placeholderCustomer, sortByName } from './customer-selection';

/** The customers a user may select, and whether loading them worked. */
export type AllowedCustomers = {
  status: 'loading' | 'ready' | 'error';
  customers: Customer[];
  retry: () => void;
  /** The list's background retries, shown beside the error (UX-05); `none` for the per-id loads. */
  progress: RetryProgress;
};

// The customer list changes rarely: keep it for the page's life unless retried (retries: the client's default).
const QUERY = { staleTime: Infinity } as const;
const NO_PROGRESS: RetryProgress = { phase: 'none' };

/** Global users: every customer (CUST-01). Loading them is the only request without a selection. */
export function useAllCustomers(enabled: boolean): AllowedCustomers {
  const query = useListCustomers(undefined, { query: { ...QUERY, enabled }, request: skipCustomer() });
  const retry = () => void query.refetch();
  const progress = retryProgress(query);
  // UX-05: failing from the first failure on, while react-query keeps retrying in the background.
  if (isFailing(query)) return { status: 'error', customers: [], retry, progress };
  if (!query.data) return { status: 'loading', customers: [], retry, progress };
  return { status: 'ready', customers: sortByName(query.data), retry, progress };
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
    return { status: 'loading', customers: [], retry, progress: NO_PROGRESS };
  }
  const customers = ids.map((id, index) => queries[index]?.data ?? placeholderCustomer(id));
  return { status: 'ready', customers: sortByName(customers), retry, progress: NO_PROGRESS };
}
