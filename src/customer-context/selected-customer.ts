/**
 * The selected customer's id as the http client reads it (HTTP-02), outside React. Only the customer
 * context writes it, and only with an id the user may use (CUST-04); until then requests carry none.
 */
let selected: string | undefined;
let forbiddenListener: ((customerId: string) => void) | undefined;

/** The id the http client adds as `customerId`, or undefined before a customer is selected. */
export const getSelectedCustomerId = (): string | undefined => selected;

/** Set by the customer context once the selection is validated. */
export const setSelectedCustomerId = (id: string | undefined): void => {
  selected = id;
};

/** The http client reports a 403 for a request that carried the selected customer (CUST-05). */
export const reportCustomerForbidden = (customerId: string): void => forbiddenListener?.(customerId);

/** The customer context listens for such 403s; returns the unsubscribe function. */
export const onCustomerForbidden = (listener: (customerId: string) => void): (() => void) => {
  forbiddenListener = listener;
  return () => {
    if (forbiddenListener === listener) forbiddenListener = undefined;
  };
};
