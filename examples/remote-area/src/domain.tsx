import { Link, Stack, Typography } from '@mui/joy';
import { useAreaTranslation, useDocumentTitle, useSelectedCustomer } from '@portal/area-sdk';
import { Link as RouterLink, useParams } from 'react-router';
import { useCustomer } from './overview.tsx';

/** A sub-route of the area (`domains/<position>`): a deep link, with its own title; Back returns. */
export function DomainPage() {
  const customer = useSelectedCustomer();
  return customer ? <Domain customerId={customer.id} customerName={customer.name} /> : null;
}

function Domain({ customerId, customerName }: { customerId: string; customerName: string }) {
  const { t } = useAreaTranslation();
  const { position = '' } = useParams();
  const query = useCustomer(customerId);
  const domain = query.data?.validEmailDomains[Number(position) - 1] ?? '–';
  useDocumentTitle(t('domainTitle', { domain }));
  return (
    <Stack spacing={2} component="section" aria-labelledby="customer-insights-domain">
      <Typography level="h1" id="customer-insights-domain">
        {t('domainTitle', { domain })}
      </Typography>
      <Typography>{t('domainText', { domain, customer: customerName })}</Typography>
      <Link component={RouterLink} to="../.." relative="path">
        {t('backToCustomer')}
      </Link>
    </Stack>
  );
}
