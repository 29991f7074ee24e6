import { useTranslation } from 'react-i18next';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { ServiceStatusTable } from './service-status-table';

/** Platform status: each backend service's name, version and reachability. */
export function PulsePage() {
  const { t } = useTranslation();
  return (
    <Sheet component="main" id="content" sx={{ p: 3, maxWidth: 960, mx: 'auto' }}>
      <Typography level="h1" sx={{ fontSize: 'xl2', mb: 0.5 }}>
        {t('pulse.title')}
      </Typography>
      <Typography level="body-md" sx={{ mb: 2 }}>
        {t('pulse.purpose')}
      </Typography>
      <ServiceStatusTable />
    </Sheet>
  );
}
