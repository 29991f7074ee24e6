import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/joy/IconButton';
import { Icon } from './nav-icons';
import type { NavEntry } from './navigation';

// The drawer's code (Joy's modal machinery) is not startup JavaScript: phones load it on the first open.
const NavDrawerPanel = lazy(() => import('./nav-drawer-panel'));

/**
 * The phone navigation (UX-01): a menu button and, once opened, a drawer with the expanded
 * navigation. The drawer stays mounted after its first open, so later opens are instant.
 */
export function useNavDrawer(entries: readonly NavEntry[], logo: ReactNode) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = (
    <IconButton
      variant="plain"
      aria-label={t('nav.open')}
      aria-expanded={open}
      onClick={() => {
        setLoaded(true);
        setOpen(true);
      }}
    >
      <Icon name="menu" />
    </IconButton>
  );
  const drawer = loaded && (
    <Suspense fallback={null}>
      <NavDrawerPanel open={open} onClose={() => setOpen(false)} entries={entries} logo={logo} />
    </Suspense>
  );
  return { button, drawer };
}
