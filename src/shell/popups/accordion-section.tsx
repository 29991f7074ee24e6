import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/joy/Box';

/** The sections open and close in 300 ms (SEED-02). */
export const ACCORDION_TRANSITION = '300ms ease';

export type AccordionSectionProps = { summary: ReactNode; side: ReactNode; children: ReactNode; labelId: string };

/**
 * A section that starts open and folds its details away (SEED-02): a heading button with
 * aria-expanded; the details animate their height in 300 ms, at once for people who asked for less
 * motion, and are inert while closed. Own markup, as Joy's accordion would grow the startup JavaScript.
 */
export function AccordionSection({ summary, side, children, labelId }: AccordionSectionProps) {
  const [expanded, setExpanded] = useState(true);
  const detailsId = useId();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 1.5, py: 1 }}>
        <Box component="h3" sx={{ m: 0, mr: 'auto', flex: 1, font: 'inherit' }}>
          <Box
            component="button"
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded(!expanded)}
            sx={{
              all: 'unset',
              cursor: 'pointer',
              display: 'flex',
              width: '100%',
              borderRadius: 'sm',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible' },
            }}
          >
            <span id={labelId}>{summary}</span>
            <Box component="span" aria-hidden sx={{ ml: 'auto', transform: expanded ? 'none' : 'rotate(-90deg)' }}>
              ▾
            </Box>
          </Box>
        </Box>
        {side}
      </Box>
      <Box
        id={detailsId}
        data-accordion-details
        inert={!expanded}
        sx={{
          display: 'grid',
          gridTemplateRows: expanded ? '1fr' : '0fr',
          visibility: expanded ? 'visible' : 'hidden',
          transition: `grid-template-rows ${ACCORDION_TRANSITION}, visibility ${ACCORDION_TRANSITION}`,
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <Box sx={{ overflow: 'hidden', px: 1.5, pb: expanded ? 1.5 : 0 }}>{children}</Box>
      </Box>
    </>
  );
}
