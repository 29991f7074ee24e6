import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

/** The warning shows this long before the session ends (AUTH-08). */
export const SESSION_WARNING_MS = 60_000;

export type SessionExpiryDialogProps = {
  /** When the session ends, in epoch ms (re-read every second: a refresh moves it). */
  sessionExpiresAt: () => number | undefined;
  /** Refreshes the session for real. */
  onStay: () => Promise<unknown>;
  /** Called once when the session has ended without a refresh. */
  onExpire: () => void;
};

/** Warns before the session ends and offers to stay signed in; ignoring it signs the user out. */
export function SessionExpiryDialog({ sessionExpiresAt, onStay, onExpire }: SessionExpiryDialogProps) {
  const { t } = useTranslation();
  const [remainingMs, setRemainingMs] = useState<number>();
  const [staying, setStaying] = useState(false);
  const expired = useRef(false);

  useEffect(() => {
    const tick = () => {
      const end = sessionExpiresAt();
      const remaining = end === undefined ? undefined : end - Date.now();
      setRemainingMs(remaining);
      if (remaining !== undefined && remaining <= 0 && !expired.current) {
        expired.current = true;
        onExpire();
      }
    };
    tick();
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [sessionExpiresAt, onExpire]);

  const open = remainingMs !== undefined && remainingMs <= SESSION_WARNING_MS && remainingMs > 0;
  const stay = async () => {
    setStaying(true);
    try {
      await onStay();
      setRemainingMs(sessionExpiresAt() === undefined ? undefined : (sessionExpiresAt() ?? 0) - Date.now());
    } finally {
      setStaying(false);
    }
  };
  return (
    <Modal open={open} disableEscapeKeyDown>
      <ModalDialog role="alertdialog" aria-labelledby="session-expiry-title" aria-describedby="session-expiry-text">
        <DialogTitle id="session-expiry-title">{t('session.title')}</DialogTitle>
        <DialogContent id="session-expiry-text">
          {t('session.endsIn', { seconds: Math.max(0, Math.ceil((remainingMs ?? 0) / 1000)) })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void stay()} loading={staying}>
            {t('session.stay')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
