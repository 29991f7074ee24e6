import { useTranslation } from 'react-i18next';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { THIRD_PARTY_LICENSES_FILE } from '../../config/third-party-licenses';
import { DetailList } from './detail-list';
import { PopupDialog, type PopupProps } from './popup-dialog';

/** About and licences, 80vh high, at most 800 wide (POP-03), linking the build's licences file. */
export default function AboutDialog({ open, onClose }: PopupProps) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
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
      <Typography>{t('popups.about.text')}</Typography>
      <Typography level="title-md" component="h3">
        {t('popups.about.licencesTitle')}
      </Typography>
      <Typography>{t('popups.about.licencesText')}</Typography>
      <Typography>
        <Link
          href={`${import.meta.env.BASE_URL}${THIRD_PARTY_LICENSES_FILE}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('popups.about.licencesLink')}
        </Link>
      </Typography>
    </PopupDialog>
  );
}
