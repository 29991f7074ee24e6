import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import { renderWithTranslations } from '@/testing/render-with-translations';
import CustomerAutocomplete, { matchRanges } from './customer-autocomplete';

const customer = (id: string, customerName: string, customerAbbreviation: string): Customer => ({
  id,
  customerName,
  customerAbbreviation,
  validEmailDomains: [],
});
const CUSTOMERS = [customer('c-1', 'Acme', 'ACM'), customer('c-2', 'Acme', 'ACM'), customer('c-3', 'Globex', 'GLX')];

describe('customer dropdown', () => {
  afterEach(cleanup);

  test('[UX-07] the typed text is marked in each option; customers with equal names show their id', () => {
    renderWithTranslations(<CustomerAutocomplete customers={CUSTOMERS} selected={CUSTOMERS[2]!} onSelect={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Customer' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'acm' } });
    fireEvent.change(input, { target: { value: 'acme' } });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options.map((option) => option.querySelector('mark')?.textContent)).toEqual(['Acme', 'Acme']);
    expect(within(options[0]!).getByText('c-1')).toBeVisible();
    expect(within(options[1]!).getByText('c-2')).toBeVisible();
    fireEvent.change(input, { target: { value: 'glo' } });
    const [globex] = screen.getAllByRole('option');
    expect(globex?.querySelector('mark')?.textContent).toBe('Glo');
    expect(globex).not.toHaveTextContent('c-3');
  });

  test('[UX-07] the match span is case-insensitive; no query marks nothing', () => {
    expect(matchRanges('ACM | Acme', 'acme')).toEqual([[6, 10]]);
    expect(matchRanges('ACM | Acme', '  ')).toEqual([]);
    expect(matchRanges('ACM | Acme', 'xyz')).toEqual([]);
  });
});
