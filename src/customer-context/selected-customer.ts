import { createContext, useContext } from 'react';

/**
 * The selected customer as the http client reads it (HTTP-02), and the 403s the query and mutation
 * caches report for it (CUST-05). One instance per app, created at boot and handed to the http client,
 * the query client and (through {@link SelectedCustomerContext}) the customer context.
 */
export type SelectedCustomer = {
  /** The id the http client adds as `customerId`, or undefined before a customer is selected. */
  selectedId: () => string | undefined;
  /** Set by the customer context once the selection is validated (CUST-04). */
  setSelectedId: (id: string | undefined) => void;
  /** A request that carried the selected customer's id got 403. */
  reportForbidden: (customerId: string) => void;
  /**
   * The customer context listens for such 403s; returns the unsubscribe function. A 403 reported
   * before anyone listened (a request the start made before the first render, PERF-10) reaches the
   * first listener, once.
   */
  onForbidden: (listener: (customerId: string) => void) => () => void;
};

/** A new, empty selection: no customer, nobody listening. */
export function createSelectedCustomer(): SelectedCustomer {
  let selected: string | undefined;
  let listener: ((customerId: string) => void) | undefined;
  let unheard: string | undefined;
  return {
    selectedId: () => selected,
    setSelectedId: (id) => {
      selected = id;
    },
    reportForbidden: (customerId) => {
      if (listener) listener(customerId);
      else unheard ??= customerId;
    },
    onForbidden: (next) => {
      listener = next;
      const early = unheard;
      unheard = undefined;
      if (early !== undefined) next(early);
      return () => {
        if (listener === next) listener = undefined;
      };
    },
  };
}

/** Provides the app's selection to the customer context. */
export const SelectedCustomerContext = createContext<SelectedCustomer | undefined>(undefined);

/** The app's customer selection; only available below a SelectedCustomerContext provider. */
export function useSelectedCustomer(): SelectedCustomer {
  const selection = useContext(SelectedCustomerContext);
  if (!selection) throw new Error('useSelectedCustomer needs a SelectedCustomerContext provider');
  return selection;
}
