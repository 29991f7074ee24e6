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

describe('[RES-05] the selection still to come', () => {
  test('[RES-05] while awaited, the http client gets a promise that the first selected id fulfils', async () => {
    const selection = createSelectedCustomer();
    selection.awaitSelection();
    const waiting = selection.selectedId();
    expect(waiting).toBeInstanceOf(Promise);
    // The customer context renders while the list loads: no customer yet is no answer yet.
    selection.setSelectedId(undefined);
    expect(selection.selectedId()).toBe(waiting);
    selection.setSelectedId('c-0002');
    await expect(waiting).resolves.toBe('c-0002');
    expect(selection.selectedId()).toBe('c-0002');
  });

  test('[RES-05] settled without a customer (the user has none usable), the wait ends with none', async () => {
    const selection = createSelectedCustomer();
    selection.awaitSelection();
    const waiting = selection.selectedId();
    selection.settle();
    await expect(waiting).resolves.toBeUndefined();
    expect(selection.selectedId()).toBeUndefined();
  });

  test('[RES-05] a selection known already is not awaited', () => {
    const selection = createSelectedCustomer();
    selection.setSelectedId('c-0001');
    selection.awaitSelection();
    expect(selection.selectedId()).toBe('c-0001');
  });
});
