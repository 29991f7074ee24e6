import { useCallback, useMemo } from 'react';
import { useQueries, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import {
  getGetCustomerQueryKey,
  getGetCustomerQueryOptions,
  getListCustomersQueryOptions,
} from '@/api/generated/customer/customer';
import { apiFailureOf, skipCustomer, type ApiFailure } from '@/api/http-client';
import { isFailing, retryProgress, type RetryProgress } from '@/hooks/query-retry';
import { placeholderCustomer } from './customer-selection';

/** The customers a user may select, and whether loading them worked. */
export type AllowedCustomers = {
  status: 'loading' | 'ready' | 'error';
  /**
   * In the order the service gave them (PERF-09: the first screen shows no list, so the start sorts
   * nothing); what shows them shows them `byName`, sorted once per list. The list keeps its identity
   * until an answer changes it.
   */
  customers: Customer[];
  retry: () => void;
  /** The list's background retries, shown beside the error (UX-05); `none` for the per-id loads. */
  progress: RetryProgress;
  /** What went wrong: the list's while `status` is `error`, the first of the own customers that did not load (RES-01, RES-02). */
  failure?: ApiFailure;
  /** How many of the user's own customers did not load and show as placeholders (CUST-02). */
  failedCount?: number;
};

// The customer list changes rarely: keep it for the page's life unless retried (retries: the client's default).
const QUERY = { staleTime: Infinity } as const;
const NO_PROGRESS: RetryProgress = { phase: 'none' };
const NONE: Customer[] = [];

// The queries of both hooks below, and what the start asks for before the first render (PERF-10).
// The customer lists are asked without a customer (skipCustomer).
const listQuery = () => getListCustomersQueryOptions(undefined, { query: QUERY, request: skipCustomer() });
const customerQuery = (id: string) =>
  getGetCustomerQueryOptions(id, undefined, { query: QUERY, request: skipCustomer() });

/**
 * PERF-10: the customers a user may select, asked for as soon as the token exists: every customer for
 * global users, each id of the token's claim for the others (the start runs these one per task);
 * the customer context's queries then find the answers, or join the requests.
 */
export function allowedCustomersPrefetches(
  client: QueryClient,
  isGlobal: boolean,
  customerIds: readonly string[],
): Array<() => void> {
  if (isGlobal) return [() => void client.prefetchQuery(listQuery())];
  return customerIds.map((id) => () => void client.prefetchQuery(customerQuery(id)));
}

/**
 * Global users: every customer (CUST-01). Loading them is the only request without a selection. The
 * result keeps its identity until the list or its state changes (PERF-09: no re-render of its readers
 * for nothing).
 */
export function useAllCustomers(enabled: boolean): AllowedCustomers {
  const query = useQuery({ ...listQuery(), enabled });
  const { data, refetch, failureCount, fetchStatus, isError, error, failureReason } = query;
  return useMemo(() => {
    const retry = () => void refetch();
    const progress = retryProgress({ failureCount, fetchStatus, isError });
    // UX-05: failing from the first failure on, while react-query keeps retrying in the background.
    if (isFailing({ failureCount, isError, data }))
      return { status: 'error', customers: NONE, retry, progress, failure: apiFailureOf(error ?? failureReason) };
    if (!data) return { status: 'loading', customers: NONE, retry, progress };
    return { status: 'ready', customers: data, retry, progress };
  }, [data, refetch, failureCount, fetchStatus, isError, error, failureReason]);
}

/**
 * Other users: each id of the token's `customer_id` claim, loaded one by one, in the claim's order
 * (CUST-02: shown by name). An id that fails to load becomes a placeholder, so the user can still
 * select it. The queries are combined into one result that changes only when an answer does (PERF-09).
 */
export function useOwnCustomers(ids: readonly string[], enabled: boolean): AllowedCustomers {
  const client = useQueryClient();
  // Stable, and without functions in its result: react-query then shares the result's structure, so
  // an unchanged list keeps its identity from render to render.
  const combine = useCallback(
    (queries: UseQueryResult<Customer>[]) => {
      const loading = queries.some((query) => query.isPending && query.fetchStatus !== 'idle');
      const failures = queries.filter((query) => query.isError).map((query) => apiFailureOf(query.error));
      return {
        loading,
        customers: loading ? NONE : ids.map((id, index) => queries[index]?.data ?? placeholderCustomer(id)),
        failed: ids.filter((_, index) => queries[index]?.isError),
        failure: failures[0],
      };
    },
    [ids],
  );
  const { loading, customers, failed, failure } = useQueries({
    queries: ids.map((id) => ({ ...customerQuery(id), enabled })),
    combine,
  });
  return useMemo(
    () => ({
      status: loading ? 'loading' : 'ready',
      customers,
      retry: () => failed.forEach((id) => void client.refetchQueries({ queryKey: getGetCustomerQueryKey(id) })),
      progress: NO_PROGRESS,
      // RES-04: the ids shown as placeholders, and why, so the customers area can say so with Retry.
      ...(failed.length > 0 ? { failure, failedCount: failed.length } : {}),
    }),
    [loading, customers, failed, failure, client],
  );
}
