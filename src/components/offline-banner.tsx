import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { onlineManager } from '@tanstack/react-query';
import Box from '@mui/joy/Box';

/** Whether react-query considers the browser online (it follows the window's online/offline events). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );

/**
 * Says that the network is gone while it is (UX-05): queries pause and sends wait meanwhile, and both
 * go on when it returns. A status in the page's flow under the header, so it covers nothing. A plain
 * box, not Joy's Alert: the banner is startup JavaScript (PERF-01).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <Box
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a Joy Box kept a block; role="status" says the same as <output>
      role="status"
      data-testid="offline-banner"
      sx={{ px: 2, py: 1, bgcolor: 'warning.softBg', color: 'warning.softColor', typography: 'body-sm' }}
    >
      {t('offline.banner')}
    </Box>
  );
}
