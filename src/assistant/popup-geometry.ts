/** The assistant popup's size rules (CHAT-01): 350 wide, 90vh high, at least 300×400. */
export const POPUP_WIDTH = 350;
export const POPUP_HEIGHT_RATIO = 0.9;
export const POPUP_MIN_WIDTH = 300;
export const POPUP_MIN_HEIGHT = 400;

export type Viewport = { width: number; height: number };
export type PopupBox = { x: number; y: number; width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * The box moved and shrunk (never below the minimum size) until it lies inside the viewport; a
 * viewport smaller than the minimum keeps the top left corner visible.
 */
export function clampPopupBox(box: PopupBox, viewport: Viewport): PopupBox {
  const width = clamp(box.width, POPUP_MIN_WIDTH, viewport.width);
  const height = clamp(box.height, POPUP_MIN_HEIGHT, viewport.height);
  return {
    width,
    height,
    x: clamp(box.x, 0, viewport.width - width),
    y: clamp(box.y, 0, viewport.height - height),
  };
}

/** Where the popup first opens: 350×90vh, centred in the viewport (like a dialog, clear of the header's buttons). */
export function initialPopupBox(viewport: Viewport): PopupBox {
  const width = POPUP_WIDTH;
  const height = Math.round(viewport.height * POPUP_HEIGHT_RATIO);
  const box = {
    width,
    height,
    x: Math.round((viewport.width - width) / 2),
    y: Math.round((viewport.height - height) / 2),
  };
  return clampPopupBox(box, viewport);
}
