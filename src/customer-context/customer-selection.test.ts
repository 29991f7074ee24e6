import { describe, expect, it } from 'vitest';
import {
  SELECTED_CUSTOMER_KEY,
  byName,
  chooseInitialCustomer,
  earlySelection,
  customerLabel,
  placeholderCustomer,
  readStoredCustomerId,
  sortByName,
} from './customer-selection';

const customer = (id: string, customerName: string, customerAbbreviation = id.toUpperCase()) => ({
  id,
  customerName,
  customerAbbreviation,
  validEmailDomains: [],
});

describe('customer selection rules', () => {
  it('[CUST-02] a placeholder has the id alone, with empty name, abbreviation and domains', () => {
    expect(placeholderCustomer('c-0042')).toEqual({
      id: 'c-0042',
      customerName: '',
      customerAbbreviation: '',
      validEmailDomains: [],
    });
  });

  it('[CUST-02] sorts by customer name, case-insensitively', () => {
    const sorted = sortByName([customer('c', 'zeta'), customer('a', 'Alpha'), customer('b', 'beta')]);
    expect(sorted.map((c) => c.customerName)).toEqual(['Alpha', 'beta', 'zeta']);
  });

  it('[CUST-01] global users start on the preferred (admin) customer unless a valid one is stored', () => {
    const all = [customer('c-0002', 'B'), customer('c-0001', 'A')];
    expect(chooseInitialCustomer(all, undefined, 'c-0001')?.id).toBe('c-0001');
    expect(chooseInitialCustomer(all, 'c-0002', 'c-0001')?.id).toBe('c-0002');
  });

  it('[CUST-04] a stored id the user may not hold is ignored in favour of the first allowed one', () => {
    const own = [customer('c-0003', 'A'), customer('c-0005', 'B')];
    expect(chooseInitialCustomer(own, 'c-0001')?.id).toBe('c-0003');
    expect(chooseInitialCustomer([], 'c-0001')).toBeUndefined();
  });

  it('[CUST-02] [PERF-09] with no stored or preferred customer the first by name, the list in any order', () => {
    const own = [customer('c-0005', 'beta'), customer('c-0009', 'Gamma'), customer('c-0003', 'Alpha')];
    expect(chooseInitialCustomer(own, undefined)?.id).toBe('c-0003');
    expect(chooseInitialCustomer(own, 'c-0001', 'c-0002')?.id).toBe('c-0003');
  });

  it('[PERF-09] byName sorts a list once: every display of the same list gets the same sorted array', () => {
    const list = [customer('c-0005', 'beta'), customer('c-0003', 'Alpha')];
    const sorted = byName(list);
    expect(sorted.map((c) => c.id)).toEqual(['c-0003', 'c-0005']);
    expect(byName(list)).toBe(sorted);
    // The list itself is left as it was (the context keeps the service's order).
    expect(list.map((c) => c.id)).toEqual(['c-0005', 'c-0003']);
    // Another list (a new answer) is sorted anew.
    const next = [...list, customer('c-0001', 'Aaron')];
    expect(byName(next).map((c) => c.id)).toEqual(['c-0001', 'c-0003', 'c-0005']);
  });

  it('[PERF-10] [CUST-04] the selection known before the list: global users stored or admin; others only a granted id', () => {
    expect(earlySelection(true, 'c-0042', [], 'c-0001')).toBe('c-0042');
    expect(earlySelection(true, undefined, [], 'c-0001')).toBe('c-0001');
    // A customer user's stored id counts only where the token grants it; else the only one, else the list decides.
    expect(earlySelection(false, 'c-0005', ['c-0003', 'c-0005'], 'c-0001')).toBe('c-0005');
    expect(earlySelection(false, 'c-0001', ['c-0003', 'c-0005'], 'c-0001')).toBeUndefined();
    expect(earlySelection(false, undefined, ['c-0003', 'c-0005'], 'c-0001')).toBeUndefined();
    expect(earlySelection(false, 'c-0001', ['c-0003'], 'c-0001')).toBe('c-0003');
    expect(earlySelection(false, undefined, [], 'c-0001')).toBeUndefined();
  });

  it('[CUST-02] [PERF-09] sorting 10,000 customers by name keeps the locale-aware, case-insensitive order', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      customer(`c-${String(i).padStart(5, '0')}`, `Name ${(i * 7919) % 10_000}`),
    );
    const sorted = sortByName([customer('x-1', 'émile'), customer('x-2', 'Emma'), customer('x-3', 'eMILE'), ...many]);
    expect(sorted.slice(0, 3).map((c) => c.id)).toEqual(['x-1', 'x-3', 'x-2']);
    expect(sorted[3]?.customerName).toBe('Name 0');
  });

  it('[CUST-04] a malformed stored value is dropped from storage', () => {
    for (const bad of ['', '../c-0001', 'c-0001&customerId=c-0002', 'x'.repeat(65), '{"id":"c-0001"}']) {
      localStorage.setItem(SELECTED_CUSTOMER_KEY, bad);
      expect(readStoredCustomerId(localStorage)).toBeUndefined();
      expect(localStorage.getItem(SELECTED_CUSTOMER_KEY)).toBeNull();
    }
    localStorage.setItem(SELECTED_CUSTOMER_KEY, 'c-0003');
    expect(readStoredCustomerId(localStorage)).toBe('c-0003');
  });

  it('[SHELL-05] labels customers "abbreviation | name"; a placeholder shows its id', () => {
    expect(customerLabel(customer('c-0001', 'Acme Corp', 'ACME'))).toBe('ACME | Acme Corp');
    expect(customerLabel(placeholderCustomer('c-0042'))).toBe('c-0042');
  });
});
