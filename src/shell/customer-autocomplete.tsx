import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import { customerLabel } from '@/customer-context/customer-selection';
import { CUSTOMER_FIELD_SX } from './shell-size';

/**
 * At most this many matches are rendered: with 10,000 customers the list stays instant and keyboard
 * navigation stays exact; typing narrows it (SHELL-05).
 */
export const MAX_CUSTOMER_OPTIONS = 100;

/** Matches name or abbreviation, case-insensitively (SHELL-05). */
const matches = (customer: Customer, query: string): boolean => {
  const needle = query.trim().toLocaleLowerCase();
  return (
    customer.customerName.toLocaleLowerCase().includes(needle) ||
    customer.customerAbbreviation.toLocaleLowerCase().includes(needle)
  );
};

export type CustomerAutocompleteProps = {
  customers: readonly Customer[];
  selected: Customer;
  onSelect: (customerId: string) => void;
};

/** The searchable dropdown of all customers (lazily loaded: it is the heaviest widget of the header). */
export default function CustomerAutocomplete({ customers, selected, onSelect }: CustomerAutocompleteProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      size="sm"
      aria-label={t('customer.label')}
      placeholder={t('customer.search')}
      options={customers}
      value={selected}
      noOptionsText={t('customer.noMatch')}
      getOptionLabel={customerLabel}
      // Keyed by id: two customers may share "abbreviation | name".
      renderOption={(props, customer) => (
        <AutocompleteOption {...props} key={customer.id}>
          {customerLabel(customer)}
        </AutocompleteOption>
      )}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(options, state) => {
        const found: Customer[] = [];
        for (const customer of options) {
          if (matches(customer, state.inputValue)) found.push(customer);
          if (found.length === MAX_CUSTOMER_OPTIONS) break;
        }
        return found;
      }}
      onChange={(_, customer) => customer && customer.id !== selected.id && onSelect(customer.id)}
      disableClearable
      sx={CUSTOMER_FIELD_SX}
    />
  );
}
