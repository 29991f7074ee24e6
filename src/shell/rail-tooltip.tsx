import { useState, type ReactNode } from 'react';
import { STATIC_CLASS } from '@/components/static-classes';

export type RailTooltipProps = { label: string; children: ReactNode };

/**
 * The collapsed rail's label beside an entry, on pointer hover and keyboard focus (SHELL-03). Drawn
 * next to the entry instead of wrapping it: the link is never re-created, so it keeps the keyboard
 * focus (A11Y-01), and no tooltip chunk arrives after the first render (PERF-09). Visual only: the
 * link carries the same text as its accessible name. Plain elements, styled by the static stylesheet. It stays while the pointer is over the entry or
 * the label, and Escape dismisses it (WCAG 1.4.13).
 */
export function RailTooltip({ label, children }: RailTooltipProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const show = (hovered || focused) && !dismissed;
  return (
    // A box for the link and its label, without a role of its own: the link is what the keyboard and assistive technology reach.
    <div
      role="presentation"
      className={STATIC_CLASS.railTipAnchor}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      onFocus={(event) => setFocused(event.target instanceof Element && event.target.matches(':focus-visible'))}
      onBlur={() => {
        setFocused(false);
        setDismissed(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && show) setDismissed(true);
      }}
    >
      {children}
      {show && (
        <div aria-hidden="true" data-testid="rail-tooltip" className={STATIC_CLASS.railTip}>
          {label}
        </div>
      )}
    </div>
  );
}
