/** The assistant popup's size rules (CHAT-01): 350 wide, 90vh high, at least 300×400. */
export const POPUP_WIDTH = 350;
export const POPUP_HEIGHT_RATIO = 0.9;
export const POPUP_MIN_WIDTH = 300;
export const POPUP_MIN_HEIGHT = 400;
/** Below this viewport width (Joy's `sm`) the popup is a full-screen sheet (UX-04). */
export const SHEET_BELOW = 600;

export type Viewport = { width: number; height: number };
export type PopupBox = { x: number; y: number; width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** Whether the popup is a full-screen sheet in this viewport (phones, 400% zoom). */
export const isSheet = (viewport: Viewport) => viewport.width < SHEET_BELOW;

/**
 * The box moved and shrunk until it lies inside the viewport. The minimum size yields to a smaller
 * viewport (WCAG 1.4.10: at 320×256 the input and send button must stay reachable).
 */
export function clampPopupBox(box: PopupBox, viewport: Viewport): PopupBox {
  const width = clamp(box.width, Math.min(POPUP_MIN_WIDTH, viewport.width), viewport.width);
  const height = clamp(box.height, Math.min(POPUP_MIN_HEIGHT, viewport.height), viewport.height);
  return {
    width,
    height,
    x: clamp(box.x, 0, viewport.width - width),
    y: clamp(box.y, 0, viewport.height - height),
  };
}

/**
 * Where the popup first opens (UX-04): docked at the right edge below the header, 350 wide and 90vh
 * high, shortened to the viewport below the header; on phones the whole viewport.
 */
export function initialPopupBox(viewport: Viewport, headerHeight: number): PopupBox {
  if (isSheet(viewport)) return { x: 0, y: 0, ...viewport };
  const height = Math.min(Math.round(viewport.height * POPUP_HEIGHT_RATIO), viewport.height - headerHeight);
  const box = { width: POPUP_WIDTH, height, x: viewport.width - POPUP_WIDTH, y: headerHeight };
  return clampPopupBox(box, viewport);
}
