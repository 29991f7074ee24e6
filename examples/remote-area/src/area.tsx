/**
 * The exposed module `./Area`: what the portal loads. Everything it uses from outside (React, Joy,
 * TanStack Query, the SDK, …) is a shared singleton the portal provides; the build bundles none of it.
 */
import { Alert, Button, Card, CircularProgress, Chip, List, ListItem, Stack, Typography } from '@mui/joy';
import {
  useAreaHttp,
  useAreaTranslation,
  useAreaUser,
  useDocumentTitle,
  useSelectedCustomer,
  type AreaModule,
} from '@portal/area-sdk';
import { useQuery } from '@tanstack/react-query';
import { customerPath, type Customer } from './customer.ts';
import { translations as texts } from './translations.ts';

export const translations: AreaModule['translations'] = texts;

export default function CustomerInsights() {
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
    </Stack>
  );
}

function CustomerCard({ id }: { id: string }) {
  const { t } = useAreaTranslation();
  const http = useAreaHttp();
  const query = useQuery({
    queryKey: ['customer-insights', 'customer', id],
    queryFn: ({ signal }) => http.get<Customer>(customerPath(id), { signal }),
  });
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
  return (
    <Card variant="outlined" data-testid="customer-insights-card">
      <Typography level="title-lg">{customer.customerName}</Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography level="body-sm">{t('abbreviation')}</Typography>
        <Chip size="sm">{customer.customerAbbreviation}</Chip>
      </Stack>
      <Typography level="title-sm">
        {t('domains')} ({t('domainCount', { count: customer.validEmailDomains.length })})
      </Typography>
      <List size="sm" aria-label={t('domains')}>
        {customer.validEmailDomains.map((domain) => (
          <ListItem key={domain}>{domain}</ListItem>
        ))}
      </List>
    </Card>
  );
}
