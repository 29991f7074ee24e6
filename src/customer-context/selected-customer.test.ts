import { describe, expect, test, vi } from 'vitest';
import { createSelectedCustomer } from './selected-customer';

describe('the selected customer', () => {
  test('[CUST-05] [PERF-10] a 403 reported before anyone listens (a request of the start) reaches the first listener, once', () => {
    const selection = createSelectedCustomer();
    selection.reportForbidden('c-0001');
    // Only the first counts, as the customer context moves the selection once.
    selection.reportForbidden('c-0002');
    const first = vi.fn();
    const unsubscribe = selection.onForbidden(first);
    expect(first.mock.calls).toEqual([['c-0001']]);
    unsubscribe();
    const second = vi.fn();
    selection.onForbidden(second);
    expect(second).not.toHaveBeenCalled();
  });

  test('[CUST-05] a listener hears every 403 from then on; none after it unsubscribed', () => {
    const selection = createSelectedCustomer();
    const listener = vi.fn();
    const unsubscribe = selection.onForbidden(listener);
    selection.reportForbidden('c-0001');
    unsubscribe();
    selection.reportForbidden('c-0002');
    expect(listener.mock.calls).toEqual([['c-0001']]);
  });
});
