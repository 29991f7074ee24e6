import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isHttpErrorStatus, onForbiddenCustomer } from '@/api/http-client';
import { MAX_QUERY_ATTEMPTS } from '@/hooks/query-retry';

export type QueryClientOptions = {
  /** Called when a query or mutation failed with 403 for the selected customer it carried (CUST-05). */
  onCustomerForbidden?: (customerId: string) => void;
};

/**
 * Client errors (4xx) are answers, not glitches: retrying them only delays the message. Other failures
 * get MAX_QUERY_ATTEMPTS attempts, shown as failing from the first (UX-05).
 */
export const PORTAL_DEFAULTS: DefaultOptions = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: (failureCount, error) =>
      failureCount < MAX_QUERY_ATTEMPTS - 1 && !isHttpErrorStatus(error, (status) => status >= 400 && status < 500),
  },
};

/**
 * The portal's query client. The reaction to a 403 hangs on its query and mutation caches (ARCH-01):
 * every failed query or mutation whose request carried the selected customer and got 403 reports it.
 */
export const createQueryClient = ({ onCustomerForbidden }: QueryClientOptions = {}) => {
  const onError = onForbiddenCustomer((customerId) => onCustomerForbidden?.(customerId));
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: PORTAL_DEFAULTS,
  });
};
