import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import { Icon } from './nav-icons';

/**
 * The phone header's overflow (UX-01): a disclosure button and a panel below the header holding the
 * secondary actions as they are (menus included). The panel stays mounted while closed, so popups
 * opened from it keep their opener for focus return. Escape closes it (focus back on its button), and so
 * does a click outside it (UX-07).
 */
export function HeaderOverflow({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || ownsEscape(event.target)) return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = ({ target }: PointerEvent) => {
      const inside = target instanceof Node && (panel.current?.contains(target) || button.current?.contains(target));
      if (!inside && !ownsEscape(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
  return (
    <>
      <IconButton
        ref={button}
        variant="plain"
        aria-label={t('shell.moreActions')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Icon name="moreHoriz" />
      </IconButton>
      <Sheet
        ref={panel}
        id={panelId}
        hidden={!open}
        variant="outlined"
        sx={{
          position: 'absolute',
          top: '100%',
          right: 8,
          left: 8,
          zIndex: 1200,
          p: 1,
          borderRadius: 'md',
          boxShadow: 'md',
          display: open ? 'flex' : 'none',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        {children}
      </Sheet>
    </>
  );
}

/**
 * Whether the event happened in a menu, listbox or dialog: opened from the panel (in a portal), they
 * close themselves on Escape and take clicks, which must leave the panel as it is.
 */
const ownsEscape = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('[role="menu"], [role="listbox"], [role="dialog"]') !== null;
