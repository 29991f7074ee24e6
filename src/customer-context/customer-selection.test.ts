import { describe, expect, it } from 'vitest';
import {
  SELECTED_CUSTOMER_KEY,
  chooseInitialCustomer,
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
