import { useEffect, useState } from 'react';
import { clampPopupBox, initialPopupBox, isSheet, type PopupBox, type Viewport } from './popup-geometry';

/** sessionStorage key of the popup's box: it keeps its place and size for the session (UX-04). */
export const POPUP_BOX_KEY = 'assistant-popup-box';

const viewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });
// The page's header (the shell's banner); the popup docks below it.
const headerBottom = () => Math.round(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);

const isBox = (value: unknown): value is PopupBox =>
  typeof value === 'object' &&
  value !== null &&
  (['x', 'y', 'width', 'height'] as const).every((key) => key in value && Number.isFinite(Reflect.get(value, key)));

function stored(): PopupBox | undefined {
  try {
    const box: unknown = JSON.parse(window.sessionStorage.getItem(POPUP_BOX_KEY) ?? 'null');
    return isBox(box) ? box : undefined;
  } catch {
    return undefined;
  }
}

/** The box for this viewport: a full-screen sheet on phones, else the stored or the docked box. */
function place(box: PopupBox | undefined, view: Viewport): PopupBox {
  if (isSheet(view)) return { x: 0, y: 0, ...view };
  return box ? clampPopupBox(box, view) : initialPopupBox(view, headerBottom());
}

/**
 * The popup's position and size and whether it is a sheet; kept inside the viewport when the window
 * changes size, and stored for the session when the user moves or resizes it.
 */
export function usePopupBox(): { box: PopupBox; sheet: boolean; setBox: (box: PopupBox) => void } {
  const [chosen, setChosen] = useState(stored);
  const [view, setView] = useState(viewport);
  useEffect(() => {
    const onResize = () => setView(viewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const setBox = (next: PopupBox) => {
    const box = clampPopupBox(next, viewport());
    window.sessionStorage.setItem(POPUP_BOX_KEY, JSON.stringify(box));
    setChosen(box);
  };
  return { box: place(chosen, view), sheet: isSheet(view), setBox };
}
