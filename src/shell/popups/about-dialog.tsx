import { useTranslation } from 'react-i18next';
import Typography from '@mui/joy/Typography';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { useCustomerContext } from '@/customer-context/customer-context';
import { useLicenceCheck } from '@/licence/use-licence-check';
import { LicenceDetails } from './licence-details';
import { PopupDialog, type PopupProps } from './popup-dialog';
import { ThirdPartyLicences, useThirdPartyLicences } from './third-party-licences';

/**
 * About and licences, 80vh high, at most 800 wide (POP-03), with the build's third-party licences;
 * busy, with skeletons, while the licence check or the licence text is on its way (UX-05).
 */
export default function AboutDialog({ open, onClose }: PopupProps) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const licence = useLicenceCheck();
  const licences = useThirdPartyLicences();
  // The licensee by name where the user may see that customer (UX-07: no bare ids), else its id.
  const licenseeId = licence && licence.status !== 'invalid' ? licence.customerId : undefined;
  const licensee = useCustomerContext().customers.find((customer) => customer.id === licenseeId);
  return (
    <PopupDialog
      open={open}
      onClose={onClose}
      title={t('popups.about.title')}
      size={{ height: '80vh', width: 800 }}
      maxWidth={800}
      busy={licence === undefined || licences.isPending}
    >
      <LicenceDetails
        check={licence}
        licenseeName={licensee?.customerName}
        details={[
          { label: t('popups.about.product'), value: t('app.title') },
          { label: t('popups.about.version'), value: config.version },
        ]}
      />
      <Typography>{t('popups.about.text')}</Typography>
      <ThirdPartyLicences licences={licences} />
    </PopupDialog>
  );
}
