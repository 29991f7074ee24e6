/** Joy's `sm` breakpoint: below it a table becomes stacked cards (UX-01). */
const PHONE = '@media (max-width: 599.95px)';

/**
 * `sx` for a Joy table that reflows (UX-01, WCAG 1.4.10): cells wrap instead of truncating to "B…",
 * and on phones each row becomes a card (the row header first, the cells below it) with the column
 * headers kept for screen readers only. Merge with the table's own `sx`.
 */
export const REFLOW_TABLE_SX = {
  '& th, & td': { whiteSpace: 'normal', overflowWrap: 'anywhere', textOverflow: 'clip' },
  [PHONE]: {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tbody': { '--TableCell-borderColor': 'transparent' },
    '& tbody, & tr': { display: 'block' },
    '& tbody tr': { py: 1, borderBottom: '1px solid', borderBottomColor: 'var(--joy-palette-divider)' },
    '& tbody tr > *': { display: 'block', height: 'auto', border: 'none', py: 0.25, bgcolor: 'transparent' },
    '& tbody th': { fontWeight: 'lg' },
  },
} as const;
