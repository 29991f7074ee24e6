/**
 * The one API operation this area calls: `getCustomer` of the portal's customer-management API
 * (GET /customer-management/customers/{id}), under the API prefix the area declares in area.json.
 */
export const API_PREFIX = '/customer-management/';

/** The contract's `Customer` schema (only what the area shows). */
export interface Customer {
  readonly id: string;
  readonly customerName: string;
  readonly customerAbbreviation: string;
  readonly validEmailDomains: readonly string[];
}

export const customerPath = (id: string): string => `${API_PREFIX}customers/${encodeURIComponent(id)}`;
