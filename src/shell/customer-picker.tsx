import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { RetryButton } from '@/components/retry-button';
import { RetryStatus } from '@/components/retry-status';
import { useCustomerContext } from '@/customer-context/customer-context';
import { customerLabel } from '@/customer-context/customer-selection';
import { VISUALLY_HIDDEN_SX } from '@/components/visually-hidden';
import { CUSTOMER_FIELD_SX, DESKTOP_FROM, MEDIA } from './shell-size';

const STATUS_SX = { display: 'none', [`@media (min-width: ${DESKTOP_FROM}px)`]: { display: 'inline' } } as const;

const CustomerAutocomplete = lazy(() => import('./customer-autocomplete'));

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
        {/* Phones show a short line beside Retry (the sentence wrapped to three lines there); screen readers hear the sentence. */}
        <Typography level="body-sm" color="danger" sx={{ [MEDIA.phone]: VISUALLY_HIDDEN_SX }}>
          {t('customer.loadFailed')}
        </Typography>
        <Typography
          level="body-sm"
          color="danger"
          aria-hidden
          sx={{ display: 'none', whiteSpace: 'nowrap', [MEDIA.phone]: { display: 'block' } }}
        >
          {t('customer.loadFailedShort')}
        </Typography>
        <RetryButton busy={context.progress.phase === 'retrying'} onRetry={context.retry} />
        {/* The header is narrow below 1024 px: there the busy Retry button alone shows the retries. */}
        <Box sx={STATUS_SX}>
          <RetryStatus progress={context.progress} />
        </Box>
      </Stack>
    );
  }
  if (!context.isGlobal) {
    const name = context.selected ? context.selected.customerName || context.selected.id : t('customer.none');
    return <Input size="sm" disabled value={name} aria-label={t('customer.label')} sx={CUSTOMER_FIELD_SX} />;
  }
  if (!context.selected) {
    const text = context.status === 'loading' ? t('app.loading') : t('customer.none');
    return <Input size="sm" disabled value={text} aria-label={t('customer.label')} sx={CUSTOMER_FIELD_SX} />;
  }
  const label = t('customer.label');
  return (
    <Suspense
      fallback={
        <Input size="sm" readOnly value={customerLabel(context.selected)} aria-label={label} sx={CUSTOMER_FIELD_SX} />
      }
    >
      <CustomerAutocomplete customers={context.customers} selected={context.selected} onSelect={context.select} />
    </Suspense>
  );
}
