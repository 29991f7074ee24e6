import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import { Navigation, type NavEntry } from './navigation';

export type NavDrawerPanelProps = {
  open: boolean;
  onClose: () => void;
  entries: readonly NavEntry[];
  logo: ReactNode;
};

/**
 * The phone navigation's drawer (UX-01), loaded on the first open. Joy's drawer traps focus, closes
 * on Escape and returns focus to the menu button; choosing an entry closes it.
 */
export default function NavDrawerPanel({ open, onClose, entries, logo }: NavDrawerPanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} size="sm" slotProps={{ content: { 'aria-label': t('nav.label') } }}>
      <ModalClose aria-label={t('nav.close')} />
      <div style={{ padding: '12px 16px' }}>{logo}</div>
      <Navigation entries={entries} expanded onNavigate={onClose} />
    </Drawer>
  );
}
