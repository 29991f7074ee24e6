import type { Customer } from '@/api/generated/customer/customer.schemas';

/** localStorage key of the selected customer's id (kept between visits). */
export const SELECTED_CUSTOMER_KEY = 'selectedCustomerId';

/** Customer ids are short tokens; anything else in storage is tampering or garbage. */
const CUSTOMER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** A customer that could not be loaded: the id alone, empty name, abbreviation and domains (CUST-02). */
export const placeholderCustomer = (id: string): Customer => ({
  id,
  customerName: '',
  customerAbbreviation: '',
  validEmailDomains: [],
});

// One collator for every comparison: `localeCompare` with options builds one per call (10,000 customers:
// ~140,000). Built when a list is first sorted, not at start: the first collator of a page loads the
// locale's collation data (PERF-09: about 35 ms at 4× CPU, for a first screen that shows no list).
let collator: Intl.Collator | undefined;

/** Sorted by customer name (locale-aware, case-insensitive), then by id for a stable order. */
export function sortByName(customers: readonly Customer[]): Customer[] {
  collator ??= new Intl.Collator(undefined, { sensitivity: 'base' });
  const { compare } = collator;
  // Ties (equal names) are rare: their ids compare as before.
  return customers.toSorted((a, b) => compare(a.customerName, b.customerName) || a.id.localeCompare(b.id));
}

const sortedLists = new WeakMap<readonly Customer[], readonly Customer[]>();

/**
 * The list by name ({@link sortByName}), sorted once per list: every display of the same list (the
 * dropdown, the customers area, the command palette) shares one order. The customer lists keep their
 * identity until an answer changes them, so a list is sorted when it is first shown, never per render.
 */
export function byName(customers: readonly Customer[]): readonly Customer[] {
  let sorted = sortedLists.get(customers);
  if (!sorted) sortedLists.set(customers, (sorted = sortByName(customers)));
  return sorted;
}

/** The stored id if it is well-formed; a malformed value is dropped from storage. */
export function readStoredCustomerId(storage: Pick<Storage, 'getItem' | 'removeItem'>): string | undefined {
  const value = storage.getItem(SELECTED_CUSTOMER_KEY);
  if (value === null) return undefined;
  if (CUSTOMER_ID_PATTERN.test(value)) return value;
  storage.removeItem(SELECTED_CUSTOMER_KEY);
  return undefined;
}

/**
 * The selection known before any customer is loaded (PERF-10), so that the opened area and its
 * requests need not wait for the customer list: for global users the stored id, else the configured
 * admin customer (they may use any customer); for other users the stored id if their token grants it,
 * else their only customer. Undefined when only the loaded list can tell (several customers, none
 * stored: the first by name). The list, once loaded, confirms it (`chooseInitialCustomer`).
 */
export function earlySelection(
  isGlobal: boolean,
  stored: string | undefined,
  customerIds: readonly string[],
  adminCustomerId: string,
): string | undefined {
  if (isGlobal) return stored ?? adminCustomerId;
  if (stored !== undefined && customerIds.includes(stored)) return stored;
  return customerIds.length === 1 ? customerIds[0] : undefined;
}

/**
 * The initial selection among the customers the user may use: the stored one if it is among them,
 * else the preferred one (the configured admin customer for global users) if it is among them,
 * else the first by name. A stored id outside the list is never used (CUST-04). Only that last case
 * sorts the list.
 */
export function chooseInitialCustomer(
  allowed: readonly Customer[],
  stored: string | undefined,
  preferred?: string,
): Customer | undefined {
  return (
    allowed.find((customer) => customer.id === stored) ??
    allowed.find((customer) => customer.id === preferred) ??
    byName(allowed)[0]
  );
}

/** "abbreviation | name", as the customer dropdown shows a customer; a placeholder shows its id. */
export const customerLabel = (customer: Customer): string =>
  customer.customerAbbreviation || customer.customerName
    ? `${customer.customerAbbreviation} | ${customer.customerName}`
    : customer.id;
