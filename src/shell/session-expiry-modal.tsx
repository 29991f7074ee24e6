import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export type SessionExpiryModalProps = { remainingMs: number; onStay: () => Promise<void> };

/** The session-expiry warning itself (lazily loaded when the session is about to end). */
export default function SessionExpiryModal({ remainingMs, onStay }: SessionExpiryModalProps) {
  const { t } = useTranslation();
  const [staying, setStaying] = useState(false);
  const stay = async () => {
    setStaying(true);
    try {
      await onStay();
    } finally {
      setStaying(false);
    }
  };
  return (
    <Modal open disableEscapeKeyDown>
      <ModalDialog role="alertdialog" aria-labelledby="session-expiry-title" aria-describedby="session-expiry-text">
        <DialogTitle id="session-expiry-title">{t('session.title')}</DialogTitle>
        <DialogContent id="session-expiry-text">
          {t('session.endsIn', { seconds: Math.max(0, Math.ceil(remainingMs / 1000)) })}
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
