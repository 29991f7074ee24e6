import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { onlineManager } from '@tanstack/react-query';
import Alert from '@mui/joy/Alert';

/** Whether react-query considers the browser online (it follows the window's online/offline events). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );

/**
 * Says that the network is gone while it is (UX-05): queries pause and sends wait meanwhile, and both
 * go on when it returns. A status in the page's flow under the header, so it covers nothing.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <Alert
      role="status"
      color="warning"
      variant="soft"
      data-testid="offline-banner"
      sx={{ borderRadius: 0, px: 2, py: 1 }}
    >
      {t('offline.banner')}
    </Alert>
  );
}
