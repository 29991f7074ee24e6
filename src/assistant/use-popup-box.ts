import { useEffect, useState } from 'react';
import { clampPopupBox, initialPopupBox, type PopupBox } from './popup-geometry';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/** The popup's position and size; kept inside the viewport when the window changes size. */
export function usePopupBox(): [PopupBox, (box: PopupBox) => void] {
  const [box, setBox] = useState(() => initialPopupBox(viewport()));
  useEffect(() => {
    const onResize = () => setBox((current) => clampPopupBox(current, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return [box, (next) => setBox(clampPopupBox(next, viewport()))];
}
