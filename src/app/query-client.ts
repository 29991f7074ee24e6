import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import {
  apiFailureOf,
  DEFAULT_DEADLINES,
  firstAttemptOf,
  onForbiddenCustomer,
  type Deadlines,
} from '@/api/http-client';
import { MAX_QUERY_ATTEMPTS } from '@/hooks/query-retry';

export type QueryClientOptions = {
  /** Called when a query or mutation failed with 403 for the selected customer it carried (CUST-05). */
  onCustomerForbidden?: (customerId: string) => void;
  /** The http client's deadlines (RES-02): retries never stretch a read's wait past `readWaitMs`. */
  deadlines?: Deadlines;
};

/** The pause before a retry: react-query's doubling (1 s, 2 s, …), or longer where a 503 asked for it. */
export const retryDelay = (failureCount: number, error: unknown): number => {
  const failure = apiFailureOf(error);
  const asked = failure?.kind === 'status' ? (failure.retryAfterSeconds ?? 0) * 1000 : 0;
  return Math.max(Math.min(1000 * 2 ** failureCount, 30_000), asked);
};

/**
 * Whether a failed query is tried again (UX-05, RES-02). Answers are not glitches: a client error
 * (4xx), an answer that breaks the contract or a request the client refused is shown at once. Other
 * failures get MAX_QUERY_ATTEMPTS attempts, shown as failing from the first, but only while another
 * attempt, after its pause, still ends within the wait's bound from the first attempt.
 */
export const shouldRetry =
  (deadlines: Deadlines) =>
  (failureCount: number, error: unknown): boolean => {
    if (failureCount >= MAX_QUERY_ATTEMPTS - 1) return false;
    const failure = apiFailureOf(error);
    if (failure?.kind === 'contract' || failure?.kind === 'refused') return false;
    if (failure?.kind === 'status' && failure.status >= 400 && failure.status < 500) return false;
    const waited = Date.now() - (firstAttemptOf(error) ?? Date.now());
    return waited + retryDelay(failureCount, error) + deadlines.readAttemptMs <= deadlines.readWaitMs;
  };

/** The portal's query defaults (UX-05, RES-02) for a client with these deadlines. */
export const portalDefaults = (deadlines: Deadlines = DEFAULT_DEADLINES): DefaultOptions => ({
  queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: shouldRetry(deadlines), retryDelay },
});

/**
 * The portal's query client. The reaction to a 403 hangs on its query and mutation caches (ARCH-01):
 * every failed query or mutation whose request carried the selected customer and got 403 reports it.
 */
export const createQueryClient = ({ onCustomerForbidden, deadlines }: QueryClientOptions = {}) => {
  const onError = onForbiddenCustomer((customerId) => onCustomerForbidden?.(customerId));
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: portalDefaults(deadlines),
  });
};
