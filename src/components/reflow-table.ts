/** Joy's `sm` breakpoint: below it a table becomes stacked cards (UX-01). */
const PHONE = '@media (max-width: 599.95px)';

/**
 * `sx` for a Joy table that reflows (UX-01, WCAG 1.4.10): cells wrap instead of truncating to "B…",
 * and on phones each row becomes a card (the row header first, the cells below it) with the column
 * headers kept for screen readers only. Merge with the table's own `sx`.
 */
export const REFLOW_TABLE_SX = {
  '& th, & td': { whiteSpace: 'normal', overflowWrap: 'anywhere', textOverflow: 'clip' },
  // A row's header cell has the row's background, not the column headers' (a stripe in dark mode).
  '& tbody th[scope="row"]': { backgroundColor: 'var(--TableCell-dataBackground)' },
  [PHONE]: {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tbody': { '--TableCell-borderColor': 'transparent' },
    '& tbody, & tr': { display: 'block' },
    '& tbody tr': { py: 1, borderBottom: '1px solid', borderBottomColor: 'var(--joy-palette-divider)' },
    // Specific enough to beat Joy's row-header underline (`tr:not(:last-of-type) > th[scope="row"]`).
    '& tbody tr:nth-of-type(n) > :is(th, td):nth-of-type(n)': {
      display: 'block',
      height: 'auto',
      border: 'none',
      py: 0.25,
      bgcolor: 'transparent',
    },
    // The card's title, bold in every table (beats a table's own row-header weight).
    '& tbody th[scope="row"]': { fontWeight: 'lg' },
  },
} as const;
