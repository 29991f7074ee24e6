import { useState, type ReactNode } from 'react';
import Box from '@mui/joy/Box';

export type RailTooltipProps = { label: string; children: ReactNode };

/**
 * The collapsed rail's label beside an entry, on pointer hover and keyboard focus (SHELL-03). Drawn
 * next to the entry instead of wrapping it: the link is never re-created, so it keeps the keyboard
 * focus (A11Y-01), and no tooltip chunk arrives after the first render (PERF-09). Visual only: the
 * link carries the same text as its accessible name. It stays while the pointer is over the entry or
 * the label, and Escape dismisses it (WCAG 1.4.13).
 */
export function RailTooltip({ label, children }: RailTooltipProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const show = (hovered || focused) && !dismissed;
  return (
    <Box
      sx={{ position: 'relative', width: '100%' }}
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
        <Box
          aria-hidden
          data-testid="rail-tooltip"
          sx={{
            position: 'absolute',
            left: 'calc(100% + 12px)',
            top: '50%',
            transform: 'translateY(-50%)',
            zIndex: 'tooltip',
            px: 1,
            py: 0.5,
            borderRadius: 'sm',
            bgcolor: 'neutral.solidBg',
            color: 'neutral.solidColor',
            fontSize: 'sm',
            lineHeight: 'sm',
            whiteSpace: 'nowrap',
            boxShadow: 'sm',
          }}
        >
          {label}
        </Box>
      )}
    </Box>
  );
}
