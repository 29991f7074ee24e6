import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/joy/Autocomplete';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { Customer } from '../api/generated/customer/customer.schemas';
import { useCustomerContext } from '../customer-context/customer-context';
import { customerLabel } from '../customer-context/customer-selection';

/** Matches name or abbreviation, case-insensitively (spec §3). */
const matches = (customer: Customer, query: string): boolean => {
  const needle = query.trim().toLocaleLowerCase();
  return (
    customer.customerName.toLocaleLowerCase().includes(needle) ||
    customer.customerAbbreviation.toLocaleLowerCase().includes(needle)
  );
};

/**
 * The customer selection: a searchable dropdown of all customers for global roles, the selected
 * customer's name (disabled) for everyone else. Choosing one stores it and reloads the page.
 */
export function CustomerPicker() {
  const { t } = useTranslation();
  const context = useCustomerContext();
  if (context.status === 'error') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="alert">
        <Typography level="body-sm" color="danger">
          {t('customer.loadFailed')}
        </Typography>
        <Button size="sm" variant="outlined" onClick={context.retry}>
          {t('customer.retry')}
        </Button>
      </Stack>
    );
  }
  if (!context.isGlobal) {
    const name = context.selected ? context.selected.customerName || context.selected.id : t('customer.none');
    return <Input size="sm" disabled value={name} aria-label={t('customer.label')} sx={{ minWidth: 200 }} />;
  }
  if (!context.selected) {
    const text = context.status === 'loading' ? t('app.loading') : t('customer.none');
    return <Input size="sm" disabled value={text} aria-label={t('customer.label')} sx={{ minWidth: 280 }} />;
  }
  return (
    <Autocomplete
      size="sm"
      aria-label={t('customer.label')}
      placeholder={t('customer.search')}
      options={context.customers}
      value={context.selected}
      noOptionsText={t('customer.noMatch')}
      getOptionLabel={customerLabel}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(options, state) => options.filter((customer) => matches(customer, state.inputValue))}
      onChange={(_, customer) => customer && customer.id !== context.selected?.id && context.select(customer.id)}
      disableClearable
      sx={{ minWidth: 280 }}
    />
  );
}
