import type { Customer } from '@/api/generated/customer/customer.schemas';

/** Customers whose name, abbreviation or one of whose email domains contains the query (case-insensitive). */
export function filterCustomers(customers: readonly Customer[], query: string): readonly Customer[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return customers;
  return customers.filter(
    (customer) =>
      customer.customerName.toLocaleLowerCase().includes(needle) ||
      customer.customerAbbreviation.toLocaleLowerCase().includes(needle) ||
      customer.validEmailDomains.some((domain) => domain.toLocaleLowerCase().includes(needle)),
  );
}
