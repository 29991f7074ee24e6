import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import ModalClose from '@mui/joy/ModalClose';
import { Icon } from './nav-icons';
import { Navigation, type NavEntry } from './navigation';

/**
 * The phone navigation (UX-01): a menu button and a drawer with the expanded navigation. Joy's
 * drawer traps focus, closes on Escape and returns focus to the button; choosing an entry closes it.
 */
export function useNavDrawer(entries: readonly NavEntry[], logo: ReactNode) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = (
    <IconButton variant="plain" aria-label={t('nav.open')} aria-expanded={open} onClick={() => setOpen(true)}>
      <Icon name="menu" />
    </IconButton>
  );
  const drawer = (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      size="sm"
      slotProps={{ content: { 'aria-label': t('nav.label') } }}
    >
      <ModalClose aria-label={t('nav.close')} />
      <div style={{ padding: '12px 16px' }}>{logo}</div>
      <Navigation entries={entries} expanded onNavigate={() => setOpen(false)} />
    </Drawer>
  );
  return { button, drawer };
}
