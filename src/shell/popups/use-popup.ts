import { useCallback, useEffect, useRef, useState } from 'react';

export type PopupState = {
  open: boolean;
  /** Opens the popup; focus returns to `opener` (default: the focused element) when it closes. */
  show: (opener?: HTMLElement | null) => void;
  close: () => void;
};

/**
 * Open state of a popup plus its opener, for POP-04: the dialogs disable Joy's own focus restore,
 * because an opener inside a menu (the menu item) is gone by the time the popup closes.
 */
export function usePopup(): PopupState {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback((from?: HTMLElement | null) => {
    const focused = document.activeElement;
    opener.current = from ?? (focused instanceof HTMLElement ? focused : null);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (open || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [open]);
  return { open, show, close };
}
