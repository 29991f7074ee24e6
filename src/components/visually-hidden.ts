/**
 * Styles that keep text for screen readers while showing nothing (the usual clip pattern). Sizes in
 * px: in `sx` a bare 1 means 100%, which made the hidden text as wide as its container (a page
 * scrolling sideways).
 */
export const VISUALLY_HIDDEN_SX = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
