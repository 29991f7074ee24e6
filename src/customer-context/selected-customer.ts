import { createContext, useContext } from 'react';

/**
 * The selected customer as the http client reads it (HTTP-02), and the 403s the query and mutation
 * caches report for it (CUST-05). One instance per app, created at boot and handed to the http client,
 * the query client and (through {@link SelectedCustomerContext}) the customer context.
 */
export type SelectedCustomer = {
  /**
   * The id the http client adds as `customerId`, or undefined when none is selected; a promise while
   * the selection is still to come (RES-05: a customer user's first visit), so requests wait for it.
   */
  selectedId: () => string | undefined | Promise<string | undefined>;
  /** Set by the customer context once the selection is validated (CUST-04); an id ends the wait. */
  setSelectedId: (id: string | undefined) => void;
  /**
   * RES-05: from now until a customer is selected (or {@link SelectedCustomer.settle}), requests wait
   * for the selection instead of going out without `customerId`.
   */
  awaitSelection: () => void;
  /** The customers are known: whatever is selected now (perhaps none) is the selection; no wait remains. */
  settle: () => void;
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
  let pending: Promise<string | undefined> | undefined;
  let resolvePending: ((id: string | undefined) => void) | undefined;
  const settle = () => {
    resolvePending?.(selected);
    pending = resolvePending = undefined;
  };
  return {
    selectedId: () => pending ?? selected,
    setSelectedId: (id) => {
      selected = id;
      if (id !== undefined) settle();
    },
    awaitSelection: () => {
      if (selected !== undefined || pending) return;
      pending = new Promise((done) => {
        resolvePending = done;
      });
    },
    settle,
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

/**
 * The selection as the start knows it (PERF-10, RES-05): the early one where it is known; where only
 * the customer list can tell (a customer user with several customers, none stored), awaited, so that
 * no request goes out without the customer meanwhile.
 */
export function startSelection(selection: SelectedCustomer, early: string | undefined, customerIds: readonly string[]) {
  selection.setSelectedId(early);
  if (early === undefined && customerIds.length > 0) selection.awaitSelection();
}

/** Provides the app's selection to the customer context. */
export const SelectedCustomerContext = createContext<SelectedCustomer | undefined>(undefined);

/** The app's customer selection; only available below a SelectedCustomerContext provider. */
export function useSelectedCustomer(): SelectedCustomer {
  const selection = useContext(SelectedCustomerContext);
  if (!selection) throw new Error('useSelectedCustomer needs a SelectedCustomerContext provider');
  return selection;
}
