import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import { getListCustomersQueryKey } from '@/api/generated/customer/customer';
import { useAllCustomers, useOwnCustomers, type AllowedCustomers } from './use-allowed-customers';
import {
  SELECTED_CUSTOMER_KEY,
  byName,
  chooseInitialCustomer,
  earlySelection,
  placeholderCustomer,
  readStoredCustomerId,
} from './customer-selection';
import { useSelectedCustomer } from './selected-customer';

/** What the shell and the areas know about customers. */
export type CustomerContextValue = AllowedCustomers & {
  /** True for users with a global role: they may select any customer. */
  isGlobal: boolean;
  /**
   * The selected customer. While the list loads (`status: 'loading'`) it may already be known (PERF-10:
   * stored, the admin customer, or the user's only one): a placeholder with the id alone until then.
   */
  selected: Customer | undefined;
  /** Stores the selection and reloads the whole page (CUST-03). */
  select: (customerId: string) => void;
  /** Set when a 403 revoked the selected customer and the selection moved (CUST-05). */
  revoked: { from: string; to: Customer | undefined } | undefined;
};

const CustomerContext = createContext<CustomerContextValue | undefined>(undefined);

/** Only the selected customer's id (PERF-09): the shell reads it, so the list's arrival does not re-render the shell. */
const SelectedIdContext = createContext<{ id: string | undefined } | undefined>(undefined);

const NO_IDS: readonly string[] = [];
// The customer list and each customer (`…/customers/{id}`) share this key prefix.
const CUSTOMERS_KEY = getListCustomersQueryKey()[0];
const isCustomerQuery = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith(CUSTOMERS_KEY);

export type CustomerProviderProps = {
  isGlobal: boolean;
  /** The token's `customer_id` claim (ignored for global users). */
  customerIds: readonly string[];
  /** The configured admin customer: the initial selection of global users. */
  adminCustomerId: string;
  children: ReactNode;
};

/** Loads the customers the user may use, selects one, and keeps the http client's customer in step. */
export function CustomerProvider({ isGlobal, customerIds, adminCustomerId, children }: CustomerProviderProps) {
  const queryClient = useQueryClient();
  const selection = useSelectedCustomer();
  const all = useAllCustomers(isGlobal);
  const own = useOwnCustomers(isGlobal ? NO_IDS : customerIds, !isGlobal);
  const allowed = isGlobal ? all : own;
  // Read once: the page reloads when the selection changes (CUST-03).
  const [stored] = useState(() => readStoredCustomerId(window.localStorage));
  // PERF-10: what is known before the list arrives, so the opened area need not wait for it.
  const [early] = useState(() => earlySelection(isGlobal, stored, customerIds, adminCustomerId));
  // If the customer list cannot be read, global users still work for the customer they started with.
  const candidates = useMemo(
    () =>
      isGlobal && allowed.status === 'error' ? [placeholderCustomer(early ?? adminCustomerId)] : allowed.customers,
    [isGlobal, allowed.status, allowed.customers, early, adminCustomerId],
  );
  const initial = useMemo(
    () =>
      allowed.status === 'loading'
        ? early === undefined
          ? undefined
          : placeholderCustomer(early)
        : chooseInitialCustomer(candidates, stored, isGlobal ? adminCustomerId : undefined),
    [allowed.status, early, candidates, stored, isGlobal, adminCustomerId],
  );
  const [revoked, setRevoked] = useState<CustomerContextValue['revoked']>();
  // Several requests can be refused at once: only the first 403 moves the selection.
  const moved = useRef(false);
  const selected = revoked ? revoked.to : initial;

  // Set synchronously during render so that children's first requests already carry the customer.
  selection.setSelectedId(selected?.id);
  // RES-05: once the list is in, the selection is final (perhaps none): requests waiting for it go.
  if (allowed.status !== 'loading') selection.settle();
  useEffect(() => {
    if (selected) window.localStorage.setItem(SELECTED_CUSTOMER_KEY, selected.id);
  }, [selected]);
  // The list did not confirm the early selection (a stored customer that no longer exists): what
  // was loaded for it is loaded again for the customer now selected.
  const confirmedOther = allowed.status !== 'loading' && early !== undefined && initial?.id !== early;
  useEffect(() => {
    // The customer lists themselves are asked without a customer (skipCustomer) and stay.
    if (confirmedOther) void queryClient.invalidateQueries({ predicate: (query) => !isCustomerQuery(query.queryKey) });
  }, [confirmedOther, queryClient]);

  // CUST-05: the first 403 the query caches report for the selected customer moves it once, never in a
  // loop. One that arrives while the list still loads (the selection was known before it, PERF-10) is
  // kept until the list tells where the selection may move: the list may also replace it by itself.
  const refusedEarly = useRef<string | undefined>(undefined);
  const loading = allowed.status === 'loading';
  const moveFrom = useCallback(
    (customerId: string) => {
      if (moved.current || !selected || customerId !== selected.id) return;
      moved.current = true;
      // The first other customer by name, as on a first visit.
      const to = byName(candidates).find((customer) => customer.id !== customerId);
      selection.setSelectedId(to?.id);
      if (to) window.localStorage.setItem(SELECTED_CUSTOMER_KEY, to.id);
      else window.localStorage.removeItem(SELECTED_CUSTOMER_KEY);
      setRevoked({ from: customerId, to });
      // After the refused requests have settled, load everything again for the new customer.
      setTimeout(() => void queryClient.invalidateQueries(), 0);
    },
    [selected, candidates, queryClient, selection],
  );
  useEffect(
    () =>
      selection.onForbidden((customerId) => {
        if (loading) refusedEarly.current ??= customerId;
        else moveFrom(customerId);
      }),
    [loading, moveFrom, selection],
  );
  useEffect(() => {
    if (loading || refusedEarly.current === undefined) return;
    const customerId = refusedEarly.current;
    refusedEarly.current = undefined;
    moveFrom(customerId);
  }, [loading, moveFrom]);

  const value = useMemo<CustomerContextValue>(
    () => ({
      ...allowed,
      isGlobal,
      selected,
      revoked,
      select: (customerId) => {
        if (!candidates.some((customer) => customer.id === customerId)) return;
        window.localStorage.setItem(SELECTED_CUSTOMER_KEY, customerId);
        window.location.reload();
      },
    }),
    [allowed, isGlobal, selected, revoked, candidates],
  );
  const selectedId = selected?.id;
  const idValue = useMemo(() => ({ id: selectedId }), [selectedId]);
  return (
    <SelectedIdContext value={idValue}>
      <CustomerContext.Provider value={value}>{children}</CustomerContext.Provider>
    </SelectedIdContext>
  );
}

/**
 * The selected customer's id alone: changes only when the selection does, not when the customer
 * list arrives (PERF-09). Undefined while no customer is selected.
 */
export function useSelectedCustomerId(): string | undefined {
  const context = useContext(SelectedIdContext);
  if (!context) throw new Error('useSelectedCustomerId needs a CustomerProvider');
  return context.id;
}

/** The customer context; only available below CustomerProvider. */
export function useCustomerContext(): CustomerContextValue {
  const context = useContext(CustomerContext);
  if (!context) throw new Error('useCustomerContext needs a CustomerProvider');
  return context;
}
