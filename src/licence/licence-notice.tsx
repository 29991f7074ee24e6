import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { LicenceProblem, isLicenceProblem } from './licence-problem';

export { isLicenceProblem } from './licence-problem';
import type { LicenceCheck } from './verify-licence';

/**
 * A bad licence is said, never hidden and never fatal (SEED-01): a polite notice the user may
 * dismiss for the page's life while the portal keeps working.
 */
export function LicenceNotice({ check }: { check: LicenceCheck | undefined }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  return (
    <Box component="output" sx={{ position: 'fixed', top: 72, right: 16, zIndex: 1400, maxWidth: 'min(480px, 90vw)' }}>
      {isLicenceProblem(check) && !dismissed && (
        <Alert
          color="warning"
          variant="soft"
          endDecorator={
            <Button size="sm" variant="plain" color="warning" onClick={() => setDismissed(true)}>
              {t('licence.dismiss')}
            </Button>
          }
        >
          <LicenceProblem check={check} />
        </Alert>
      )}
    </Box>
  );
}
