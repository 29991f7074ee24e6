import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { failureMarker, failureText } from '@/api/failure-text';
import { AreaFrame } from '@/components/area-frame';
import { RowsSkeleton } from '@/components/area-skeleton';
import { RetryButton } from '@/components/retry-button';
import { useCustomerContext } from '@/customer-context/customer-context';
import { byName } from '@/customer-context/customer-selection';
import { filterCustomers } from './customer-filter';
import { CustomerTable } from './customer-table';

/** Rows per page: 10,000 customers stay fast without a virtualised table. */
const PAGE_SIZE = 50;

/**
 * The customers the user may see (all of them for global roles, their own otherwise), searchable
 * by name, abbreviation and email domain (lazily loaded route module).
 */
export default function CustomersPage() {
  const { t } = useTranslation();
  const context = useCustomerContext();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const matches = filterCustomers(byName(context.customers), useDeferredValue(query));
  const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  return (
    <AreaFrame>
      {/* The area no longer waits for the list (PERF-10): until it arrives, the table's rows as skeletons. */}
      {context.status === 'loading' ? (
        <RowsSkeleton />
      ) : context.status === 'error' ? (
        <Alert
          color="danger"
          role="alert"
          endDecorator={<RetryButton onRetry={context.retry} />}
          {...failureMarker('listCustomers', context.failure)}
        >
          {t('customer.loadFailed')} {failureText(t, context.failure)}
        </Alert>
      ) : (
        <>
          {context.failedCount !== undefined && (
            <Alert
              color="warning"
              role="alert"
              sx={{ mb: 2 }}
              endDecorator={<RetryButton onRetry={context.retry} />}
              {...failureMarker('getCustomer', context.failure)}
            >
              {t('customer.someFailed', { count: context.failedCount })} {failureText(t, context.failure)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
            <Input
              type="search"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setPage(0);
              }}
              placeholder={t('areas.customers.searchPlaceholder')}
              slotProps={{ input: { 'aria-label': t('areas.customers.search') } }}
              // Wide enough for the whole placeholder; the whole row on phones (UX-01).
              sx={{ width: { xs: '100%', sm: 400 }, maxWidth: '100%' }}
            />
            <Typography level="body-sm" component="output" aria-live="polite">
              {t('areas.customers.count', { count: matches.length })}
            </Typography>
          </Box>
          <CustomerTable customers={matches.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE)} />
          {pages > 1 && (
            <Box
              component="nav"
              aria-label={t('areas.customers.pages')}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}
            >
              <Button size="sm" variant="outlined" disabled={current === 0} onClick={() => setPage(current - 1)}>
                {t('areas.customers.previous')}
              </Button>
              <Typography level="body-sm">{t('areas.customers.page', { page: current + 1, pages })}</Typography>
              <Button size="sm" variant="outlined" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
                {t('areas.customers.next')}
              </Button>
            </Box>
          )}
        </>
      )}
    </AreaFrame>
  );
}
