import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useDeployedVersion } from '@/hooks/use-deployed-version';

export type NewVersionNoticeProps = {
  runningVersion: string;
  fetchVersion?: () => Promise<string | undefined>;
};

/**
 * A polite notice when a new version was deployed while the tab is open (DEPLOY-07). The status
 * region is always there so screen readers announce the notice; it never takes the focus.
 */
export function NewVersionNotice({ runningVersion, fetchVersion }: NewVersionNoticeProps) {
  const { t } = useTranslation();
  const deployed = useDeployedVersion(runningVersion, fetchVersion);
  const [dismissed, setDismissed] = useState(false);
  const open = deployed !== undefined && !dismissed;
  return (
    <Box
      component="output"
      sx={{ position: 'fixed', bottom: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 1400 }}
    >
      {open && (
        <Sheet
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 'md', boxShadow: 'md' }}
        >
          <Typography level="body-sm">{t('rollout.newVersion')}</Typography>
          <Button size="sm" onClick={() => window.location.reload()}>
            {t('rollout.reload')}
          </Button>
          <Button size="sm" variant="plain" color="neutral" onClick={() => setDismissed(true)}>
            {t('rollout.later')}
          </Button>
        </Sheet>
      )}
    </Box>
  );
}
