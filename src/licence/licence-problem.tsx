import { useTranslation } from 'react-i18next';
import { formatComparableVersion, type LicenceCheck } from './verify-licence';

/** What is wrong with the licence in words (SEED-01), or nothing while it checks or when it is valid. */
export function LicenceProblem({ check }: { check: LicenceCheck | undefined }) {
  const { t } = useTranslation();
  if (check?.status === 'invalid') return <>{t('licence.invalid')}</>;
  if (check?.status === 'unchecked') return <>{t('licence.unchecked', { version: check.uiVersion })}</>;
  if (check?.status === 'exceeded') {
    const values = {
      version: formatComparableVersion(check.version),
      max: formatComparableVersion(check.maxVersionAllowed),
    };
    return <>{t('licence.exceeded', values)}</>;
  }
  return null;
}

/** Whether the check found something the user must be told (an unchecked licence is the operator's: about popup and console). */
export const isLicenceProblem = (check: LicenceCheck | undefined) =>
  check?.status === 'invalid' || check?.status === 'exceeded';
