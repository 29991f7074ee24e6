import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import type { SxProps } from '@mui/joy/styles/types';
import { VISUALLY_HIDDEN_SX } from '@/components/visually-hidden';
import { useShellSize } from '@/shell/shell-size';
import { useDocumentTitle } from '@/shell/document-title';

/** What every popup takes from its opener. */
export type PopupProps = { open: boolean; onClose: () => void };

export type PopupDialogProps = PopupProps & {
  title: string;
  /** Size of POP-01..03; Joy keeps the dialog inside the viewport (never wider or taller than it). */
  size: SxProps;
  maxWidth?: number;
  /** Part of the content is still loading: the content is busy and says so once (UX-05). */
  busy?: boolean;
  children: ReactNode;
};

/**
 * The frame of the shell's modal popups: titled (`aria-labelledby`), a close button, focus trapped
 * inside, Escape closes (POP-04); a full-screen sheet on phones (UX-01); while open it names the
 * browser tab (UX-02). Focus goes back to the opener through `usePopup`.
 */
export function PopupDialog({ open, onClose, title, size, maxWidth, busy = false, children }: PopupDialogProps) {
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
        <DialogContent
          aria-busy={busy || undefined}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, minHeight: 0 }}
        >
          {busy && (
            <Box component="span" sx={VISUALLY_HIDDEN_SX}>
              {t('common.loading')}
            </Box>
          )}
          {children}
        </DialogContent>
      </ModalDialog>
    </Modal>
  );
}
