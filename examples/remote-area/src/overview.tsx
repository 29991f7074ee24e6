import { Alert, Button, Card, CircularProgress, Chip, Link, List, ListItem, Stack, Typography } from '@mui/joy';
import {
  useAreaHttp,
  useAreaTranslation,
  useAreaUser,
  useDocumentTitle,
  useNotify,
  useSelectedCustomer,
} from '@portal/area-sdk';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { customerPath, type Customer } from './customer.ts';
import { GuardCheck } from './guard-check.tsx';

/** The area's start: who is signed in, the selected customer read with getCustomer, the API guard. */
export function Overview() {
  const { t } = useAreaTranslation();
  useDocumentTitle(t('title'));
  const customer = useSelectedCustomer();
  const user = useAreaUser();
  return (
    <Stack spacing={2} component="section" aria-labelledby="customer-insights-heading">
      <Typography level="h1" id="customer-insights-heading">
        {t('heading')}
      </Typography>
      <Typography level="body-sm">{t('signedInAs', { name: user.name })}</Typography>
      {customer ? <CustomerCard id={customer.id} /> : <Alert color="neutral">{t('noCustomer')}</Alert>}
      <GuardCheck />
    </Stack>
  );
}

/** The customer from the API, with Retry when the call failed and Refresh, which says when it is done. */
export const useCustomer = (id: string) => {
  const http = useAreaHttp();
  return useQuery({
    queryKey: ['customer-insights', 'customer', id],
    queryFn: ({ signal }) => http.get<Customer>(customerPath(id), { signal }),
  });
};

function CustomerCard({ id }: { id: string }) {
  const { t } = useAreaTranslation();
  const notify = useNotify();
  const query = useCustomer(id);
  if (query.isPending)
    return (
      <Stack component="output" direction="row" spacing={1} alignItems="center">
        <CircularProgress size="sm" />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  if (query.isError)
    return (
      <Alert
        color="danger"
        role="alert"
        endDecorator={
          <Button size="sm" variant="soft" color="danger" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('failed')}
      </Alert>
    );
  const customer = query.data;
  const refresh = async () => {
    const { isSuccess } = await query.refetch();
    if (isSuccess) notify({ message: t('refreshed', { name: customer.customerName }), tone: 'success' });
  };
  return (
    <Card variant="outlined" data-testid="customer-insights-card">
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography level="title-lg">{customer.customerName}</Typography>
        <Button size="sm" variant="outlined" loading={query.isFetching} onClick={() => void refresh()}>
          {t('refresh')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography level="body-sm">{t('abbreviation')}</Typography>
        <Chip size="sm">{customer.customerAbbreviation}</Chip>
      </Stack>
      <Typography level="title-sm">
        {t('domains')} ({t('domainCount', { count: customer.validEmailDomains.length })})
      </Typography>
      <List size="sm" aria-label={t('domains')}>
        {customer.validEmailDomains.map((domain, index) => (
          <ListItem key={domain}>
            {/* By position: a domain's dots would make the last path segment look like a file to a server. */}
            <Link component={RouterLink} to={`domains/${index + 1}`}>
              {domain}
            </Link>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
