import { useTranslation } from 'react-i18next';
import Typography from '@mui/joy/Typography';
import { LicenceProblem } from '@/licence/licence-problem';
import type { LicenceCheck } from '@/licence/verify-licence';
import { formatComparableVersion } from '@/licence/verify-licence';
import { DetailList } from './detail-list';

/**
 * Whom the portal is licensed to and up to which version (SEED-01); values only from a verified
 * signature, else what is wrong.
 */
export function LicenceDetails({ check }: { check: LicenceCheck | undefined }) {
  const { t } = useTranslation();
  if (!check) return <Typography level="body-sm">{t('licence.checking')}</Typography>;
  if (check.status === 'invalid') {
    return (
      <Typography level="body-sm" color="warning">
        <LicenceProblem check={check} />
      </Typography>
    );
  }
  return (
    <>
      <DetailList
        details={[
          { label: t('licence.licensee'), value: check.customerId },
          { label: t('licence.maxVersion'), value: formatComparableVersion(check.maxVersionAllowed) },
        ]}
      />
      {check.status === 'exceeded' && (
        <Typography level="body-sm" color="warning">
          <LicenceProblem check={check} />
        </Typography>
      )}
    </>
  );
}
