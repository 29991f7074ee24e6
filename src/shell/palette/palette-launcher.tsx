import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import IconButton from '@mui/joy/IconButton';
import { useColorScheme } from '@mui/joy/styles';
import { useSession } from '@/auth/session-context';
import { useCustomerContext } from '@/customer-context/customer-context';
import { byName } from '@/customer-context/customer-selection';
import { requestAssistant } from '@/utils/assistant-request';
import { Icon } from '../nav-icons';
import { UserInfoPopup, VersionInfoPopup } from '../popups/lazy-popups';
import { usePopup } from '../popups/use-popup';
import type { PaletteAction, PaletteRoute } from './palette-commands';

// The palette is its own chunk, fetched on first use, never at startup (UX-03, PERF-01).
const CommandPalette = lazy(() => import('./command-palette'));

/** Where typing "/" is text, not the shortcut. */
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The header's command palette button and its shortcuts, Ctrl+K / ⌘K anywhere and "/" outside text
 * fields (UX-03). Runs the chosen command; focus returns to where it was when the palette closes.
 */
export function PaletteLauncher({ routes }: { routes: readonly PaletteRoute[] }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const context = useCustomerContext();
  const navigate = useNavigate();
  const { setMode } = useColorScheme();
  const palette = usePopup();
  const versionInfo = usePopup();
  const userInfo = usePopup();
  // A new palette per opening: it starts with an empty query.
  const [opening, setOpening] = useState(0);
  // Popups opened from the palette give focus back to where it was before the palette.
  const opener = useRef<HTMLElement | null>(null);
  const { show, open } = palette;
  const openPalette = useCallback(() => {
    if (open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpening((count) => count + 1);
    show(opener.current);
  }, [open, show]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      openPalette();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openPalette]);
  const run = (action: PaletteAction) => {
    if (action.kind === 'navigate') void navigate(action.path);
    else if (action.kind === 'customer') context.select(action.customerId);
    else if (action.kind === 'assistant') requestAssistant();
    else if (action.kind === 'versionInfo') versionInfo.show(opener.current);
    else if (action.kind === 'userInfo') userInfo.show(opener.current);
    else if (action.kind === 'theme') setMode(action.mode);
    else void i18n.changeLanguage(action.language);
  };
  return (
    <>
      <IconButton
        variant="plain"
        color="neutral"
        aria-label={t('palette.button')}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openPalette}
      >
        <Icon name="search" />
      </IconButton>
      {opening > 0 && (
        <Suspense fallback={null}>
          <CommandPalette
            key={opening}
            open={palette.open}
            onClose={palette.close}
            onRun={run}
            routes={routes}
            subject={session}
            customers={{
              isGlobal: context.isGlobal,
              selectedId: context.selected?.id,
              list: byName(context.customers),
            }}
          />
        </Suspense>
      )}
      <VersionInfoPopup open={versionInfo.open} onClose={versionInfo.close} />
      <UserInfoPopup open={userInfo.open} onClose={userInfo.close} />
    </>
  );
}
