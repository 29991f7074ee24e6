import { useTranslation } from 'react-i18next';
import Typography from '@mui/joy/Typography';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { useLicenceCheck } from '@/licence/use-licence-check';
import { DetailList } from './detail-list';
import { LicenceDetails } from './licence-details';
import { PopupDialog, type PopupProps } from './popup-dialog';
import { ThirdPartyLicences } from './third-party-licences';

/** About and licences, 80vh high, at most 800 wide (POP-03), with the build's third-party licences. */
export default function AboutDialog({ open, onClose }: PopupProps) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const licence = useLicenceCheck();
  return (
    <PopupDialog
      open={open}
      onClose={onClose}
      title={t('popups.about.title')}
      size={{ height: '80vh', width: 800 }}
      maxWidth={800}
    >
      <DetailList
        details={[
          { label: t('popups.about.product'), value: t('app.title') },
          { label: t('popups.about.version'), value: config.version },
        ]}
      />
      <LicenceDetails check={licence} />
      <Typography>{t('popups.about.text')}</Typography>
      <ThirdPartyLicences />
    </PopupDialog>
  );
}
