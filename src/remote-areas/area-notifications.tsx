import Snackbar from '@mui/joy/Snackbar';
import type { AreaNotification } from '@portal/area-sdk';

/** A remote area's notification in the portal's snackbar (PLUG-03): announced politely, gone after 6 s. */
export function AreaNotifications({
  notification,
  onClose,
}: {
  notification: (AreaNotification & { key: number }) | undefined;
  onClose: () => void;
}) {
  if (!notification) return null;
  const danger = notification.tone === 'danger';
  return (
    <Snackbar
      key={notification.key}
      open
      role={danger ? 'alert' : 'status'}
      color={notification.tone ?? 'neutral'}
      variant="soft"
      autoHideDuration={6000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notification.message}
    </Snackbar>
  );
}
