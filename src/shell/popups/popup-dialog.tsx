import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import type { SxProps } from '@mui/joy/styles/types';
import { useShellSize } from '@/shell/shell-size';
import { useDocumentTitle } from '@/shell/document-title';

/** What every popup takes from its opener. */
export type PopupProps = { open: boolean; onClose: () => void };

export type PopupDialogProps = PopupProps & {
  title: string;
  /** Size of POP-01..03; Joy keeps the dialog inside the viewport (never wider or taller than it). */
  size: SxProps;
  maxWidth?: number;
  children: ReactNode;
};

/**
 * The frame of the shell's modal popups: titled (`aria-labelledby`), a close button, focus trapped
 * inside, Escape closes (POP-04); a full-screen sheet on phones (UX-01); while open it names the
 * browser tab (UX-02). Focus goes back to the opener through `usePopup`.
 */
export function PopupDialog({ open, onClose, title, size, maxWidth, children }: PopupDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // Phones get a full-screen sheet instead of the desktop size (UX-01).
  const phone = useShellSize() === 'phone';
  useDocumentTitle(open ? title : undefined, 'popup');
  return (
    <Modal open={open} onClose={onClose} disableRestoreFocus>
      <ModalDialog
        aria-labelledby={titleId}
        layout={phone ? 'fullscreen' : 'center'}
        maxWidth={phone ? undefined : maxWidth}
        sx={phone ? undefined : size}
      >
        <ModalClose aria-label={t('popups.close')} />
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, minHeight: 0 }}>
          {children}
        </DialogContent>
      </ModalDialog>
    </Modal>
  );
}
