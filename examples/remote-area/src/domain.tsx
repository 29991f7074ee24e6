import { Link, Stack, Typography } from '@mui/joy';
import { useAreaTranslation, useDocumentTitle, useSelectedCustomer } from '@portal/area-sdk';
import { Link as RouterLink, useParams } from 'react-router';

/** A sub-route of the area (`domains/<domain>`): a deep link, with its own title, Back returns. */
export function DomainPage() {
  const { t } = useAreaTranslation();
  const { domain = '' } = useParams();
  const customer = useSelectedCustomer();
  useDocumentTitle(t('domainTitle', { domain }));
  return (
    <Stack spacing={2} component="section" aria-labelledby="customer-insights-domain">
      <Typography level="h1" id="customer-insights-domain">
        {t('domainTitle', { domain })}
      </Typography>
      <Typography>{t('domainText', { domain, customer: customer?.name ?? '–' })}</Typography>
      <Link component={RouterLink} to="../.." relative="path">
        {t('backToCustomer')}
      </Link>
    </Stack>
  );
}
