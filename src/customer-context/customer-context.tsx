import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import { useAllCustomers, useOwnCustomers, type AllowedCustomers } from './use-allowed-customers';
import {
  SELECTED_CUSTOMER_KEY,
  chooseInitialCustomer,
  placeholderCustomer,
  readStoredCustomerId,
} from './customer-selection';
import { useSelectedCustomer } from './selected-customer';

/** What the shell and the areas know about customers. */
export type CustomerContextValue = AllowedCustomers & {
  /** True for users with a global role: they may select any customer. */
  isGlobal: boolean;
  selected: Customer | undefined;
  /** Stores the selection and reloads the whole page (CUST-03). */
  select: (customerId: string) => void;
  /** Set when a 403 revoked the selected customer and the selection moved (CUST-05). */
  revoked: { from: string; to: Customer | undefined } | undefined;
};

const CustomerContext = createContext<CustomerContextValue | undefined>(undefined);

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
  const own = useOwnCustomers(isGlobal ? [] : customerIds, !isGlobal);
  const allowed = isGlobal ? all : own;
  // If the customer list cannot be read, global users still work for the configured admin customer.
  const candidates = useMemo(
    () => (isGlobal && allowed.status === 'error' ? [placeholderCustomer(adminCustomerId)] : allowed.customers),
    [isGlobal, allowed.status, allowed.customers, adminCustomerId],
  );
  const initial = useMemo(
    () =>
      allowed.status === 'loading'
        ? undefined
        : chooseInitialCustomer(
            candidates,
            readStoredCustomerId(window.localStorage),
            isGlobal ? adminCustomerId : undefined,
          ),
    [allowed.status, candidates, isGlobal, adminCustomerId],
  );
  const [revoked, setRevoked] = useState<CustomerContextValue['revoked']>();
  // Several requests can be refused at once: only the first 403 moves the selection.
  const moved = useRef(false);
  const selected = revoked ? revoked.to : initial;

  // Set synchronously during render so that children's first requests already carry the customer.
  selection.setSelectedId(selected?.id);
  useEffect(() => {
    if (selected) window.localStorage.setItem(SELECTED_CUSTOMER_KEY, selected.id);
  }, [selected]);

  // CUST-05: the first 403 the query caches report for the selected customer moves it once, never in a loop.
  useEffect(
    () =>
      selection.onForbidden((customerId) => {
        if (moved.current || !selected || customerId !== selected.id) return;
        moved.current = true;
        const to = candidates.find((customer) => customer.id !== customerId);
        selection.setSelectedId(to?.id);
        if (to) window.localStorage.setItem(SELECTED_CUSTOMER_KEY, to.id);
        else window.localStorage.removeItem(SELECTED_CUSTOMER_KEY);
        setRevoked({ from: customerId, to });
        // After the refused requests have settled, load everything again for the new customer.
        setTimeout(() => void queryClient.invalidateQueries(), 0);
      }),
    [selected, candidates, queryClient, selection],
  );

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
  return <CustomerContext.Provider value={value}>{children}</CustomerContext.Provider>;
}

/** The customer context; only available below CustomerProvider. */
export function useCustomerContext(): CustomerContextValue {
  const context = useContext(CustomerContext);
  if (!context) throw new Error('useCustomerContext needs a CustomerProvider');
  return context;
}
