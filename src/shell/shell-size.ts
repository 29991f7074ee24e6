// Plain data and one hook: the build's pre-paint frame (tools/build/app-frame.ts) reads these sizes too.
import { useSyncExternalStore } from 'react';

/** Joy's `sm` breakpoint: below it the shell is a phone layout (UX-01). */
export const PHONE_BELOW = 600;
/** From this width up the shell keeps the desktop sizes of SHELL-01, SHELL-03 and CHAT-01 (UX-01). */
export const DESKTOP_FROM = 1024;

/** Header height (SHELL-01). */
export const HEADER_HEIGHT = 68;
/** Navigation widths (SHELL-03). */
export const NAV_WIDTH = { collapsed: 70, expanded: 240 } as const;
/**
 * XB-03: the page always keeps its vertical scrollbar. Where scrollbars take room (Firefox, and
 * Chrome and Edge on Windows; not overlay scrollbars) a long area would otherwise narrow the whole
 * page, so the header's actions jumped sideways between a short and a long area, and away from the
 * pre-paint frame (PERF-08). `scrollbar-gutter: stable` would not do: Joy's modals pad the body by
 * the scrollbar's width on top of the gutter; `overflow-y: scroll` on `<html>` is what their scroll
 * lock expects (it hides that scrollbar and pads by its width), so a popup moves nothing either.
 */
export const ROOT_OVERFLOW = { overflowY: 'scroll' } as const;

/** localStorage key of the user's navigation choice; a first visit starts collapsed. */
export const NAV_EXPANDED_KEY = 'nav-expanded';

/** The shell's three layouts: drawer (phone), rail (tablet), today's desktop. */
export type ShellSize = 'phone' | 'tablet' | 'desktop';

/** CSS media queries of the two smaller layouts, for `sx` where a hook is not needed. */
export const MEDIA = {
  phone: `@media (max-width: ${PHONE_BELOW - 0.05}px)`,
  tablet: `@media (min-width: ${PHONE_BELOW}px) and (max-width: ${DESKTOP_FROM - 0.05}px)`,
  compact: `@media (max-width: ${DESKTOP_FROM - 0.05}px)`,
} as const;

const QUERIES = { phone: `(max-width: ${PHONE_BELOW - 0.05}px)`, desktop: `(min-width: ${DESKTOP_FROM}px)` };

function current(): ShellSize {
  if (window.matchMedia(QUERIES.phone).matches) return 'phone';
  return window.matchMedia(QUERIES.desktop).matches ? 'desktop' : 'tablet';
}

function subscribe(onChange: () => void): () => void {
  const lists = Object.values(QUERIES).map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** The shell layout for the viewport's width, updated as it changes (rotation, window resize, zoom). */
export function useShellSize(): ShellSize {
  return useSyncExternalStore(subscribe, current, () => 'desktop');
}

/** The customer field: 280 px on desktops, shrinking with the header below 1024 px (UX-01). */
export const CUSTOMER_FIELD_SX = { minWidth: 280, [MEDIA.compact]: { minWidth: 0, width: '100%' } } as const;
