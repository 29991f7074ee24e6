import { useTranslation } from 'react-i18next';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import { SKELETON_SX } from '@/components/skeleton-style';
import { LicenceProblem } from '@/licence/licence-problem';
import type { LicenceCheck } from '@/licence/verify-licence';
import { formatComparableVersion } from '@/licence/verify-licence';
import { DetailList, type Detail } from './detail-list';

/** A value's skeleton, a line of text high and about as wide as the value (UX-05). */
const valueSkeleton = (width: string) => (
  <Box
    component="span"
    aria-hidden
    data-skeleton=""
    sx={{ ...SKELETON_SX, display: 'inline-block', verticalAlign: 'top', height: '1lh', width }}
  />
);

/**
 * Whom the portal is licensed to and up to which version (SEED-01), after the `details` before them in
 * one list (one label column); values only from a verified signature, skeletons while it is checked
 * (UX-05; the popup is busy meanwhile), else what is wrong.
 */
export function LicenceDetails({
  check,
  details = [],
  licenseeName,
}: {
  check: LicenceCheck | undefined;
  details?: Detail[];
  /** The licensed customer's name, where the user may see it: shown with its id. */
  licenseeName?: string;
}) {
  const { t } = useTranslation();
  if (check?.status === 'invalid') {
    return (
      <>
        {details.length > 0 && <DetailList details={details} />}
        <Typography level="body-sm" color="warning">
          <LicenceProblem check={check} />
        </Typography>
      </>
    );
  }
  const named = (id: string) => (licenseeName ? `${licenseeName} (${id})` : id);
  const licensee = check ? named(check.customerId) : valueSkeleton('4em');
  const maxVersion = check ? formatComparableVersion(check.maxVersionAllowed) : valueSkeleton('2.5em');
  return (
    <>
      <DetailList
        details={[
          ...details,
          { label: t('licence.licensee'), value: licensee },
          { label: t('licence.maxVersion'), value: maxVersion },
        ]}
      />
      {(check?.status === 'exceeded' || check?.status === 'unchecked') && (
        <Typography level="body-sm" color="warning">
          <LicenceProblem check={check} />
        </Typography>
      )}
    </>
  );
}
